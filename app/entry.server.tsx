import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { crawlerGetsMinimalError } from "../server/http/crawler.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { CRITICAL_CSS_PLACEHOLDER, InlineCssProvider } from "./lib/inline-css.tsx";
import { hydrateAfterFirstPaint } from "./lib/paint-first.server.ts";
import { siteCss, withCriticalCss } from "./lib/site-css.server.ts";
import "./i18n/catalogues.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const userAgent = request.headers.get("user-agent");
  if (crawlerGetsMinimalError(userAgent, status, Boolean(routerContext.staticHandlerContext.errors))) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(`${status}\n`, { status, headers });
  }
  const nonce = loadContext.nonce;
  const css = siteCss(loadContext.clientDir);

  // The whole document is rendered before it is sent: its head's `<style>` holds the rules of the classes its body
  // uses (app/lib/inline-css.tsx). The loaders have all answered before the render starts, so nothing waits for data
  // here, and a page is written in one piece rather than in React's many small chunks.
  return new Promise<Response>((resolve, reject) => {
    let rendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={css ? CRITICAL_CSS_PLACEHOLDER : null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          rendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // The document's UTF-8 bytes one to a character (latin1), and written back the same way: the edits
              // below look only for ASCII, which no UTF-8 sequence of another character contains, so nothing is
              // decoded or encoded as UTF-8 (for 100 KB of Vietnamese, 2–3 ms a page on this project's machines).
              const page = hydrateAfterFirstPaint(Buffer.concat(chunks).toString("latin1"));
              headers.set("Content-Type", "text/html; charset=utf-8");
              // Bytes, not a string: a string body would be checked character by character for lone surrogates
              // when the Response is built (WebIDL's USVString).
              resolve(new Response(Buffer.from(css ? withCriticalCss(page, css) : page, "latin1"), { headers, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (rendered) loadContext.logger.error({ err: error, requestId: loadContext.requestId }, "render error");
        },
      },
    );
  });
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: Pick<RouterContextProvider, "logger" | "requestId"> },
) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  // React Router refuses (400) a form posted from another site's page: a refusal that worked, not our error.
  if (isCrossSitePost(request)) {
    context.logger.warn({ requestId: context.requestId, path, origin: request.headers.get("origin") }, "cross-site form post refused");
    return;
  }
  context.logger.error({ err: error, requestId: context.requestId, path }, "page error");
}

function isCrossSitePost(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null || request.method === "GET" || request.method === "HEAD") return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true; // "null" or not a URL: React Router refuses those too
  }
}
