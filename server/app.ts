import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { apiErrorResponse, createApi } from "./api/index.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { cardGatewayConfig } from "./config.ts";
import { gatewayEndpoints } from "./payments/authorize-net.ts";
import { pingDb } from "./db/index.ts";
import { apiMessage } from "./i18n/api-messages.ts";
import { requestLocale } from "./i18n/locales.shared.ts";
import { clientIp } from "./http/client-ip.ts";
import { apiDocs } from "./http/api-docs.ts";
import { privateWhenPersonal, staticFiles } from "./http/cache-control.ts";
import { mediaFiles } from "./http/media-files.ts";
import { MEDIA_URL_PREFIX } from "./domain/media/media-urls.ts";
import { CAKE_REQUEST_LIMIT_BYTES, isCakeRequestPath, isUploadPath, uploadBodyLimit } from "./http/upload-limit.ts";
import { clientAbortResponse, isClientAbort } from "./http/client-abort.ts";
import { localeRedirect } from "./http/locale-redirect.ts";
import { withoutTrailingSlash } from "./http/trailing-slash.ts";
import { requestLog } from "./http/request-log.ts";
import { httpMetrics, metricsEndpoint } from "./http/http-metrics.ts";
import { enableMetrics } from "./observability/metrics.ts";
import { sameOriginMutations, withoutOrigin } from "./http/same-origin.ts";
import { securityHeaders } from "./http/security.ts";
import { seoFiles } from "./http/seo.ts";
import type { RouterContextProvider } from "react-router";
import { pageContext } from "./load-context.ts";
import { createPageCache } from "./http/page-cache.ts";
import { pagesFromMemory } from "./http/pages-from-memory.ts";
import { onContentChange } from "./domain/content/content-version.ts";
import { latestBuild } from "./scale/builds.ts";

export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface AppOptions extends AppDeps {
  /** React Router's request handler; absent when only the API is under test. */
  pageHandler?: PageHandler;
  /** The built client (build/client) in production; Vite serves it in development. */
  clientDir?: string;
  /** The production build's id, polled by open pages at /builds/latest.json to notice a deploy. */
  buildId?: string;
  /** Checks /readyz makes besides the database's, by name: true = ready. Not Redis: its outage is survived (decision 017). */
  readiness?: () => Promise<Record<string, boolean>>;
  /** True once the server has begun to shut down: /readyz then answers 503, so a load balancer stops sending. */
  isShuttingDown?: () => boolean;
  /**
   * This start of the server (one id for a cluster's workers), at /healthz: a rolling deploy asks the new process
   * for it, then waits until the load balancer's answers carry it (scripts/rolling-restart.mjs).
   */
  instance?: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
// A readiness check that takes longer counts as failed: a load balancer's own check gives up after a few seconds.
const READINESS_TIMEOUT_MS = 2_000;

/** The whole server as one Hono app: /healthz, /readyz, /api/v1, /api/docs, static files, then the pages. */
export function createApp(options: AppOptions) {
  const { pageHandler, clientDir, buildId, readiness, isShuttingDown, instance, ...deps } = options;
  const app = new Hono<AppEnv>();
  /** Kept pages answered off Node's request before the app is reached (the server's listener asks it first). */
  let fromMemory: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;

  // /metrics (decision 030): only with METRICS_TOKEN set; then every answer is timed, first thing, under its route.
  const metricsToken = deps.config.METRICS_TOKEN;
  if (metricsToken) {
    enableMetrics(deps.db);
    app.use(httpMetrics());
  }
  app.use(requestLog(deps.logger));
  const card = cardGatewayConfig(deps.config);
  const cardOrigin = card ? new URL(gatewayEndpoints(card).acceptUiUrl).origin : undefined;
  app.use(securityHeaders({ dev: deps.config.NODE_ENV === "development", trustProxy: deps.config.TRUST_PROXY, cardOrigin }));
  app.use(compressWhenAccepted());
  // Writes (API and page forms) only from our own pages: one check for all, before any body is read.
  app.use(sameOriginMutations({ publicUrl: deps.config.PUBLIC_URL }));

  // Liveness: the process answers. It asks nothing of the database, so a database blip does not make an orchestrator
  // restart every process at once (they would come back to the same database); /readyz takes them out of rotation.
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", dialect: deps.dialect, ...(instance ? { instance } : {}) });
  });

  // Readiness: whether to send this process requests — the database answers (and any `readiness` check), and the
  // process is not shutting down.
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (isShuttingDown?.()) return c.json({ status: "stopping", checks: {} }, 503);
    const [database, extra] = await Promise.all([
      withinTimeout(pingDb(deps.db), false),
      readiness ? withinTimeout(readiness(), { readiness: false }) : Promise.resolve({}),
    ]);
    const results: Record<string, boolean> = { database, ...extra };
    const checks = Object.fromEntries(Object.entries(results).map(([name, ok]) => [name, ok ? "ok" : "unreachable"]));
    return Object.values(results).every(Boolean) ? c.json({ status: "ok", checks }) : c.json({ status: "error", checks }, 503);
  });

  // The build first seen last by any process (server/scale/builds.ts): the same answer whichever process is asked, so
  // a page served by a process still on the old build learns of the new one during a rolling deploy.
  app.get("/builds/latest.json", async (c) => {
    c.header("Cache-Control", "no-store");
    const latest = buildId ? await latestBuild(deps.db).catch(() => null) : null;
    return c.json({ buildId: latest ?? buildId ?? "development" });
  });

  // Not under /api/v1: it is not part of the API (nor of its document); unset, the path is unknown like any other.
  if (metricsToken) app.get("/metrics", metricsEndpoint(metricsToken));

  app.route("/", seoFiles(deps));
  // Answers about the visitor (their session, their cart, a write) are neither shared nor kept; the pages' below.
  app.use("/api/*", privateWhenPersonal());
  app.route("/api/v1", createApi(deps));
  app.route("/api/docs", apiDocs());

  // Staff's uploaded images (server/domain/media): named by their content, so they never change — in development too.
  app.use(`${MEDIA_URL_PREFIX}*`, mediaFiles(deps.config.UPLOADS_DIR, IMMUTABLE));
  app.get(`${MEDIA_URL_PREFIX}*`, (c) => c.text("Not found", 404));

  if (clientDir) {
    const root = relative(process.cwd(), clientDir) || ".";
    app.use("/assets/*", staticFiles(root, IMMUTABLE));
    app.get("/assets/*", (c) => c.text("Not found", 404));
    // The other built files (favicons, the seed's pictures) are listed once: a page's request costs no file lookup.
    const files = publicFiles(clientDir);
    const serveFile = staticFiles(root, SHORT);
    app.use("*", (c, next) => (files.has(c.req.path) ? serveFile(c, next) : next()));
  }

  if (pageHandler) {
    app.use("*", privateWhenPersonal());
    // The pages' forms (posted without JavaScript) get the API's size limit: a larger body is refused before any
    // action reads it, with a line in the page's language. The rest of the body stays unread: the connection closes.
    const formLimit = bodyLimit({
      maxSize: deps.config.BODY_LIMIT_BYTES,
      onError: (c) => {
        const lang = c.req.path === "/vi" || c.req.path.startsWith("/vi/") ? "vi" : "en";
        return c.text(apiMessage(lang, "payloadTooLarge"), 413, { Connection: "close", "Cache-Control": "no-store" });
      },
    });
    // An upload form gets UPLOAD_LIMIT_BYTES; a larger file goes back to its page, which says so beside the field.
    const pageUploadLimit = uploadBodyLimit(deps.config.UPLOAD_LIMIT_BYTES, (c) => c.redirect(`${c.req.path}?upload_error=tooLarge`, 303));
    // A custom cake request carries up to three customer's photos: its own limit, the same answer.
    const cakeRequestLimit = uploadBodyLimit(CAKE_REQUEST_LIMIT_BYTES, (c) => c.redirect(`${c.req.path}?upload_error=tooLarge`, 303));
    app.use("*", (c, next) =>
      isCakeRequestPath(c.req.method, c.req.path)
        ? cakeRequestLimit(c, next)
        : isUploadPath(c.req.method, c.req.path)
          ? pageUploadLimit(c, next)
          : formLimit(c, next),
    );
    app.use("*", withoutTrailingSlash());
    // A page view in the visitor's language (the locale cookie, the switcher's links, the browser's on /).
    app.use("*", localeRedirect(deps.config));
    // Anonymous catalog and content pages are kept rendered (decision 016); every content change empties the cache.
    const pages = createPageCache({
      maxBytes: deps.config.PAGE_CACHE_MB * 1024 * 1024,
      ttlMs: deps.config.PAGE_CACHE_TTL_SECONDS * 1000,
      cardOrigin,
    });
    onContentChange(() => pages.clear());
    fromMemory = pagesFromMemory({
      cache: pages,
      logger: deps.logger,
      trustProxy: deps.config.TRUST_PROXY,
      metrics: Boolean(metricsToken),
    });
    app.all("*", async (c) => {
      const request = withoutOrigin(c.req.raw);
      const nonce = c.get("nonce");
      // The route that answers, for /metrics: the root route's middleware names it (app/root.tsx), a kept page keeps it.
      const seen = metricsToken ? { route: "" } : undefined;
      const response = await pages.serve(
        request,
        nonce,
        () =>
          pageHandler(
            request,
            pageContext({
              ...deps,
              nonce,
              locale: requestLocale(new URL(request.url)),
              ...(clientDir ? { clientDir } : {}),
              requestId: c.get("requestId"),
              clientIp: clientIp(c, deps.config.TRUST_PROXY),
              ...(seen ? { pageRoute: seen } : {}),
            }),
          ),
        seen,
      );
      if (seen) c.set("pageRoute", seen.route || "unmatched");
      return response;
    });
  }

  app.onError((error, c) => {
    if (c.req.path.startsWith("/api/")) return apiErrorResponse(error, c, deps);
    if (isClientAbort(error, c.req.raw)) return clientAbortResponse(error, c);
    c.get("log")?.error({ err: error }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });
  return Object.assign(app, { pagesFromMemory: fromMemory });
}

/** `check`'s answer, or `failed` when it throws or takes longer than READINESS_TIMEOUT_MS. */
async function withinTimeout<T>(check: Promise<T>, failed: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(failed), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.catch(() => failed), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The URL paths of the files under `dir` outside assets/ (which has its own, immutable, handler). */
function publicFiles(dir: string): Set<string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => "/" + relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !path.startsWith("/assets/"));
  return new Set(paths);
}

/**
 * Hono's compress for the requests that accept gzip or deflate. The others skip it: after the answer is made it sets
 * Vary with c.header(), which makes @hono/node-server turn its light Response into a full one — measured at 70–100 µs
 * on every API answer, for a client that takes no compression anyway. They get the same Vary, set on the headers.
 */
function compressWhenAccepted(): MiddlewareHandler<AppEnv> {
  const compressing = compress();
  return async (c, next) => {
    if (/\b(gzip|deflate)\b|\*/i.test(c.req.header("accept-encoding") ?? "")) return compressing(c, next);
    await next();
    const headers = c.res.headers;
    const type = headers.get("content-type");
    if (type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !headers.has("content-encoding")) {
      const vary = headers.get("vary");
      if (vary !== "*" && !(vary && /\baccept-encoding\b/i.test(vary)))
        headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
  };
}
