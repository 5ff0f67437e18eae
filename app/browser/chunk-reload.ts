import { readJson, writeStorage } from "./storage.ts";

const KEY = "chunk_reloads";
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

/** Whether a chunk failure on `path` may reload the page now: at most once per 10 s per path. */
export function mayReload(path: string, history: Record<string, number>, now: number): boolean {
  const last = history[path];
  return last === undefined || now - last >= CHUNK_RELOAD_WINDOW_MS;
}

/** Reloads the page after a failed code-chunk load, unless this path was reloaded for that in the last 10 s. */
export function reloadAfterChunkError(now = Date.now()): boolean {
  const path = window.location.pathname;
  const history = readJson<Record<string, number>>(KEY, "session") ?? {};
  if (!mayReload(path, history, now)) return false;
  writeStorage(KEY, JSON.stringify({ ...history, [path]: now }), "session");
  window.location.reload();
  return true;
}

/** Listens for failed chunk loads: Vite's preload errors and unhandled dynamic-import rejections. */
export function installChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reloadAfterChunkError();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("vite:preloadError", onPreloadError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
