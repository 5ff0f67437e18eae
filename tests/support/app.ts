import { appendFileSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createApp, type PageHandler } from "../../server/app.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import { loadConfig } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import type { CardGateway } from "../../server/payments/authorize-net.ts";
import { createTestDb, type TestDb } from "./db.ts";
import { createAnswerChecker, type OpenApiDoc } from "./openapi-check.ts";
import { signedInStaff } from "./staff.ts";

/**
 * The real Hono app over a test database; call it with `app.request()`. Without `pageHandler` it has no pages;
 * with one, that handler stands for React Router's.
 */
export function createTestApp(
  testDb: TestDb,
  env: Record<string, string> = {},
  pageHandler?: PageHandler,
  extra: { cardGateway?: CardGateway } = {},
) {
  const outbox = mkdtempSync(join(tmpdir(), "outbox-"));
  // Customers' photos of custom cakes go to a folder of the test's own, never the checkout's data/private.
  const privateDir = mkdtempSync(join(tmpdir(), "private-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", OUTBOX_DIR: outbox, PRIVATE_UPLOADS_DIR: privateDir, ...env });
  const logger = createLogger(config);
  const mailer = createMailer(config);
  const app = createApp({
    config,
    db: testDb.db,
    dialect: testDb.dialect,
    logger,
    mailer,
    ...extra,
    ...(pageHandler ? { pageHandler } : {}),
  });
  return Object.assign(app, { config, request: checkedRequest(app.request.bind(app)) });
}

/** A seeded test database, the real app over it, and the cookies of a manager and of a kitchen staff member signed in. */
export async function seededAppWithStaff() {
  const testDb = await createTestDb({ seed: true });
  const app = createTestApp(testDb);
  const manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
  const kitchen = (await signedInStaff(app, testDb.db, "kitchen")).cookie;
  return { testDb, app, manager, kitchen };
}

/**
 * A back-office API test file's app: before its tests, seededAppWithStaff(); after them, the database dropped. Its
 * fields are there once the tests run; `call` calls `/api/v1${prefix}${path}`, as the manager unless told.
 */
export function staffApiSuite(prefix: string) {
  type Suite = Awaited<ReturnType<typeof seededAppWithStaff>> & {
    call: (method: string, path: string, body?: unknown, lang?: "en" | "vi", cookie?: string) => ReturnType<typeof callApi>;
  };
  const suite = {
    call: (method, path, body, lang = "en", cookie = suite.manager) =>
      callApi(suite.app, method, `${prefix}${path}`, body, { lang, cookie }),
  } as Suite;
  beforeAll(async () => {
    Object.assign(suite, await seededAppWithStaff());
  });
  afterAll(() => suite.testDb.destroy());
  return suite;
}

type Request = ReturnType<typeof createApp>["request"];

/**
 * `app.request` that holds every API answer against the OpenAPI document (tests/support/openapi-check.ts): an
 * answer the document does not describe — a status, a field, a header — fails the test that received it.
 */
function checkedRequest(request: Request): Request {
  let checker: ReturnType<typeof createAnswerChecker> | undefined;
  return (async (input, init, ...rest) => {
    const response = await request(input, init, ...rest);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://localhost").pathname;
    if (!path.startsWith("/api/v1/") || path === "/api/v1/openapi.json" || path.startsWith("/api/v1/docs")) return response;
    checker ??= createAnswerChecker((await (await request("/api/v1/openapi.json")).json()) as OpenApiDoc);
    const method = init?.method ?? (typeof input === "object" && "method" in input ? input.method : "GET");
    const problems = await checker.problems(method, path, response);
    if (problems.length > 0) {
      if (process.env.OPENAPI_COLLECT) appendFileSync(process.env.OPENAPI_COLLECT, problems.join("\n") + "\n");
      else throw new Error(`The answer is not the one the OpenAPI document declares:\n${problems.join("\n")}`);
    }
    return response;
  }) as Request;
}

/** The .eml files the app wrote to its outbox, oldest first. */
export function outboxMessages(config: { OUTBOX_DIR: string }): string[] {
  return readdirSync(config.OUTBOX_DIR)
    .sort()
    .map((name) => readFileSync(join(config.OUTBOX_DIR, name), "utf8"));
}

export const JSON_HEADERS = { "Content-Type": "application/json" };

export interface ApiCallOptions {
  /** The language asked for (Http-Accept-Language); English when left out. */
  lang?: "en" | "vi";
  /** A customer's bearer token. */
  auth?: string;
  /** A staff member's `Cookie` header value. */
  cookie?: string;
  /** An Idempotency-Key. */
  key?: string;
}

/** Calls `/api/v1${path}` on the test app, `body` as JSON: the status, the parsed answer and the response. */
export async function callApi(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  body?: unknown,
  options: ApiCallOptions = {},
) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (options.cookie !== undefined) headers.Cookie = options.cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.auth) headers.Authorization = `Bearer ${options.auth}`;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json(), res };
}
