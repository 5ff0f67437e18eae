import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientAbortResponse, isClientAbort } from "../http/client-abort.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import { DEFAULT_LANG, requestLang } from "../i18n/language.ts";
import { ApiError, errorBody } from "./envelope.ts";
import { isUploadPath } from "../http/upload-limit.ts";
import { SIGNED_IN_HOOKS } from "../domain/accounts/sign-in-hooks.ts";
import { newApi } from "./factory.ts";
import { refusalAnswer } from "./refusals.ts";
import { completeDocument } from "./openapi-document.ts";
import { authApi } from "./v1/auth.ts";
import { cartsApi } from "./v1/carts.ts";
import { campaignsApi } from "./v1/campaigns.ts";
import { customCakesApi } from "./v1/custom-cakes.ts";
import { categoriesApi } from "./v1/categories.ts";
import { chatApi } from "./v1/chat.ts";
import { checkoutApi } from "./v1/checkout.ts";
import { ordersApi } from "./v1/orders.ts";
import { noticesApi } from "./v1/notices.ts";
import { promotionsApi } from "./v1/promotions.ts";
import { addressesApi } from "./v1/addresses.ts";
import { adminApi } from "./v1/admin/index.ts";
import { profileApi } from "./v1/profile.ts";
import { contactApi } from "./v1/contact.ts";
import { menusApi } from "./v1/menus.ts";
import { pagesApi } from "./v1/pages.ts";
import { postsApi } from "./v1/posts.ts";
import { productsApi } from "./v1/products.ts";
import { themeOptionsApi } from "./v1/theme-options.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createApi(deps: AppDeps) {
  const api = newApi();

  api.use(async (c, next) => {
    const named = requestLang(c.req.raw.headers);
    c.set("lang", named ?? DEFAULT_LANG);
    c.set("langNamed", named !== undefined);
    await next();
  });

  const jsonLimit = bodyLimit({
    maxSize: deps.config.BODY_LIMIT_BYTES,
    onError: (c) => c.json(errorBody(c.get("lang"), new ApiError(413, "payloadTooLarge")), 413),
  });
  // An upload (multipart, up to UPLOAD_LIMIT_BYTES) has its own limit on its route: server/http/upload-limit.ts.
  // A GET or HEAD has no body to limit (hono's check would still build a whole Request to find that out).
  api.use((c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || isUploadPath(c.req.method, c.req.path) ? next() : jsonLimit(c, next),
  );

  // A body, when there is one, must be well-formed JSON: checked once here so every route sees a clean
  // 415/400. An empty body (a DELETE sent with the client's usual JSON headers) is no body.
  api.use(async (c, next) => {
    if (BODY_METHODS.has(c.req.method) && c.req.raw.body !== null && !isUploadPath(c.req.method, c.req.path)) {
      const text = await c.req.text();
      if (text.trim() !== "") {
        const type = c.req.header("content-type") ?? "";
        if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new ApiError(415, "unsupportedMediaType");
        try {
          JSON.parse(text);
        } catch {
          throw new ApiError(400, "malformedJson");
        }
      }
    }
    await next();
  });

  // Accounts: login, register, me, logout, forgot-password, reset-password sit at the API root.
  api.route("/", authApi(deps, { onSignedIn: SIGNED_IN_HOOKS }));
  api.route("/products", productsApi(deps));
  api.route("/categories", categoriesApi(deps));
  api.route("/menus", menusApi(deps));
  api.route("/theme-options", themeOptionsApi(deps));
  api.route("/posts", postsApi(deps));
  api.route("/pages", pagesApi(deps));
  api.route("/campaigns", campaignsApi(deps));
  api.route("/custom-cakes", customCakesApi(deps));
  api.route("/contact", contactApi(deps));
  api.route("/chat", chatApi(deps));
  api.route("/carts", cartsApi(deps));
  api.route("/checkout", checkoutApi(deps));
  api.route("/orders", ordersApi(deps));
  api.route("/notices", noticesApi(deps));
  api.route("/promotions", promotionsApi(deps));
  api.route("/profile", profileApi(deps));
  api.route("/addresses", addressesApi(deps));
  api.route("/admin", adminApi(deps));

  const documentConfig = {
    openapi: "3.1.0",
    info: {
      title: "Mai Vàng Bakery storefront API",
      version: "1",
      description: [
        'Every answer is `{ "error": boolean, "message": string, "data": … }`; a refusal has `error: true` and, where a',
        "field is at fault, `errors` (field → messages). Send `Http-Accept-Language: en_US` or `vi_VN` for messages in that",
        "language. A POST, PUT, PATCH or DELETE sent by another site's page (`Origin`, else `Sec-Fetch-Site` or `Referer`)",
        "is refused with 403, unless it carries a Bearer token and no cookie. Besides the headers each operation declares,",
        "any answer may carry `Content-Type`, `Content-Length`, `Cache-Control`, `Vary`, `X-Request-Id` and the security",
        "headers (`Content-Security-Policy`, `Strict-Transport-Security` on https, `X-Content-Type-Options`,",
        "`X-Frame-Options`, `Referrer-Policy`, `Permissions-Policy`, `Cross-Origin-Opener-Policy`,",
        "`Cross-Origin-Resource-Policy`). Every answer to a request carrying a session (a customer's or a staff member's,",
        "by cookie or `Authorization`), every write's and every answer about the caller or the back office is",
        "`Cache-Control: private, no-store` with `Vary: Cookie, Authorization`. An address or method the API does not have",
        "answers 404; a body it cannot read is refused before any route with 400 (not JSON), 413 (too large) or 415 (not",
        "`application/json`).",
      ].join(" "),
    },
    servers: [{ url: "/api/v1" }],
  };
  let document: unknown;
  api.get("/openapi.json", (c) => c.json((document ??= completeDocument(api.getOpenAPI31Document(documentConfig)))));

  api.all("*", (c) => c.json(errorBody(c.get("lang"), new ApiError(404, "routeNotFound")), 404));
  api.onError((error, c) => apiErrorResponse(error, c, deps));
  return api;
}

export function apiErrorResponse(thrown: Error, c: Context<AppEnv>, deps: Pick<AppDeps, "logger">) {
  const lang = c.get("lang") ?? DEFAULT_LANG;
  // A service's refusal (server/api/refusals.ts): its own answer, or the ApiError it is answered with.
  const refused = refusalAnswer(thrown, c);
  if (refused instanceof Response) return refused;
  const error = refused ?? thrown;
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(errorBody(lang, error), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const key = error.status === 413 ? "payloadTooLarge" : error.status === 400 ? "malformedJson" : "notFound";
    return c.json(errorBody(lang, new ApiError(error.status, key)), error.status);
  }
  if (isClientAbort(error, c.req.raw)) return clientAbortResponse(error, c);
  const requestId = c.get("requestId");
  (c.get("log") ?? deps.logger).error({ err: error, requestId }, "unhandled error in API");
  return c.json({ error: true, message: apiMessage(lang, "internalError"), data: null, request_id: requestId }, 500);
}
