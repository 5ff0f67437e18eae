import { mkdirSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { MiddlewareHandler } from "hono";
import { MEDIA_URL_PREFIX } from "../domain/media/media-urls.ts";
import { staticFiles } from "./cache-control.ts";

/**
 * UPLOADS_DIR served at /media/ with `cacheControl` (immutable: every file is named by its content), in development
 * and production alike. Only the copies the upload pipeline made are there (WebP and AVIF; never an uploaded file).
 */
export function mediaFiles(uploadsDir: string, cacheControl: string): MiddlewareHandler {
  const root = relative(process.cwd(), resolve(uploadsDir)) || ".";
  mkdirSync(root, { recursive: true });
  const serve = staticFiles(root, cacheControl, (path) => path.slice(MEDIA_URL_PREFIX.length - 1));
  return async (c, next) => {
    // Only the copies' names: <hash>-<width>.<webp|avif>; no dot files, no directories.
    if (!/^\/media\/[0-9a-f]{24}-\d{1,5}\.(webp|avif)$/.test(c.req.path)) return next();
    return serve(c, next);
  };
}
