import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { crawlerGetsMinimalError, isCrawler as isCrawlerAgent } from "../server/http/crawler.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { InlineCssProvider } from "./lib/inline-css.tsx";
import { siteCss } from "./lib/site-css.server.ts";
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
  const isCrawler = isCrawlerAgent(userAgent);
  const nonce = loadContext.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers, and a page rendered to be kept for everyone, get the whole document at once; people get the shell as
    // soon as it is ready.
    const whole = isCrawler || routerContext.isSpaMode || loadContext.wholeDocument === true;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={siteCss(loadContext.clientDir)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) loadContext.logger.error({ err: error, requestId: loadContext.requestId }, "render error");
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
