import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

// Uploads get their own body limit (UPLOAD_LIMIT_BYTES, 10 MB by default) instead of the 100 KB of every other call,
// on these paths only. A larger body is refused from its Content-Length before it is read (or, sent in chunks, as soon
// as it passes the limit), and the connection closes so the rest is never read either.

/** The multipart envelope around the file (boundaries, the field's headers, other small fields such as alt texts). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const UPLOAD_PATHS: RegExp[] = [
  // The API's upload call.
  /^\/api\/v1\/admin\/images$/,
  // The back office's product images page (its upload form, posted without JavaScript).
  /^(\/vi)?\/admin\/products\/\d+\/images$/,
  // The back office's post form: its cover image, and a long article in both languages.
  /^(\/vi)?\/admin\/posts\/(new|\d+)$/,
  // The custom cake request's form (its reference photos), posted without JavaScript.
  /^(\/vi)?\/custom-cakes$/,
  // The back office's home page item form (a slide's picture).
  /^(\/vi)?\/admin\/home\/sections\/\d+\/items\/(new|\d+)$/,
];

/** Whether a request is an upload: a POST to one of the upload paths. */
export function isUploadPath(method: string, path: string): boolean {
  return method === "POST" && UPLOAD_PATHS.some((pattern) => pattern.test(path));
}

/** The upload limit as middleware; `onTooLarge` answers instead (with `Connection: close` added). */
export function uploadBodyLimit(limitBytes: number, onTooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return bodyLimit({
    maxSize: limitBytes + MULTIPART_OVERHEAD_BYTES,
    onError: async (c) => {
      const answer = await onTooLarge(c);
      answer.headers.set("Connection", "close");
      answer.headers.set("Cache-Control", "no-store");
      return answer;
    },
  });
}
