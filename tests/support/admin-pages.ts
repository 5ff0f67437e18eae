import { RouterContextProvider } from "react-router";
import { requestLocale, type Locale } from "../../server/i18n/locales.shared.ts";
import { staffRequired } from "../../app/features/admin/session/staff.server.ts";
import type { StaffRole } from "../../server/domain/staff/roles.shared.ts";
import type { createTestApp } from "./app.ts";
import type { TestDb } from "./db.ts";
import { signedInStaff, type TestStaff } from "./staff.ts";

// The back office's pages as React Router runs them, for their loaders' and actions' tests: a staff member's request
// goes through the layout's staff guard, then the page's own middleware, then reaches the loader or action with the
// context the server gives it (the test database, the app's config, a silent logger and mailer).

type TestApp = ReturnType<typeof createTestApp>;
type Middleware = (args: never, next: () => Promise<Response>) => unknown;

/** A form as a browser posts it without JavaScript: its fields urlencoded (pairs keep a repeated name), or a FormData. */
export type FormFields = Record<string, string> | [string, string][] | FormData;

/** The request init of `fields` posted without JavaScript: urlencoded, or multipart for a FormData. */
export function formPost(fields: FormFields): RequestInit {
  return fields instanceof FormData
    ? { method: "POST", body: fields }
    : { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
}

/** What a loader or action answered, or threw (a redirect, a 404 are thrown). */
export async function settle<T>(work: Promise<T>): Promise<T | Response> {
  try {
    return await work;
  } catch (thrown) {
    return thrown as Response;
  }
}

type AnswerData = { message: string; errors?: Record<string, string>; values?: Record<string, string> };

/** A refusal an action answers with `data(…, { status })`: its message, each field's, what was typed; `Data` adds or replaces fields. */
export type Answer<Data extends object = object> = { init?: ResponseInit; data: Omit<AnswerData, keyof Data> & Data };

/**
 * One test file's pages, made at its top and opened in its beforeAll by `signIn`: a staff member of each of `roles` signed
 * in (their `cookies`), and requests run as React Router runs them, each with a fresh context unless given one.
 */
export function adminPages<Role extends StaffRole>(roles: readonly Role[]) {
  const cookies = Object.fromEntries(roles.map((role) => [role, ""])) as Record<Role, string>;
  let opened: { testDb: TestDb; app: TestApp } | undefined;

  /** Signs in a staff member of each role, in order, through the app; their rows and cookies. */
  async function signIn(testDb: TestDb, app: TestApp): Promise<Record<Role, TestStaff & { cookie: string }>> {
    opened = { testDb, app };
    const staff = {} as Record<Role, TestStaff & { cookie: string }>;
    for (const role of roles) {
      staff[role] = await signedInStaff(app, testDb.db, role);
      cookies[role] = staff[role].cookie;
    }
    return staff;
  }

  /**
   * The context the server gives a page: the test database, the app's config, a silent logger and mailer, and the
   * language of the page at `at` (a path or the request; English when not given).
   */
  function contextOf(at?: Request | string) {
    if (!opened) throw new Error("adminPages: call signIn in beforeAll first");
    const { testDb, app } = opened;
    return Object.assign(new RouterContextProvider(), {
      db: testDb.db,
      config: app.config,
      logger: { error() {}, warn() {}, info() {}, debug() {} },
      mailer: { send: async () => {} },
      clientIp: "127.0.0.1",
      locale: localeOf(at),
    });
  }

  /** `role`'s request for `path` with its cookie (a visitor's without one when null); `init` adds a method, a body, headers. */
  function requestOf(path: string, role: Role | null, init: RequestInit = {}) {
    return new Request(`https://shop.example${path}`, {
      ...init,
      headers: { ...(role ? { cookie: cookies[role] } : {}), ...(init.headers as Record<string, string> | undefined) },
    });
  }

  /**
   * The layout's staff guard then the page's middleware on `request`, as React Router runs them: what they threw (a
   * redirect, a 403), if anything, and the args the loader or action then gets. A visitor's (`role` null) meets no guard.
   */
  async function guarded(
    request: Request,
    role: Role | null,
    middleware: readonly unknown[],
    params: Record<string, string> = {},
    context: unknown = contextOf(request),
  ) {
    const args = { request, context, params } as never;
    if (role === null) return { thrown: undefined, args };
    try {
      await staffRequired(args, async () => new Response(null));
      for (const guard of middleware as Middleware[]) await guard(args, async () => new Response(null));
    } catch (thrown) {
      return { thrown: thrown as { init?: ResponseInit }, args };
    }
    return { thrown: undefined, args };
  }

  /** `guarded` for `role`'s GET of `path`, or its post of `fields` without JavaScript. */
  function run(path: string, role: Role | null, middleware: readonly unknown[], params: Record<string, string> = {}, fields?: FormFields) {
    return guarded(requestOf(path, role, fields ? formPost(fields) : {}), role, middleware, params);
  }

  return { cookies, signIn, contextOf, requestOf, guarded, run };
}

/** The language the server sets for a page request (server/load-context.ts), for the page at `at`. */
function localeOf(at: Request | string | undefined): Locale {
  if (at === undefined) return "en";
  return requestLocale(new URL(typeof at === "string" ? at : at.url, "https://shop.example"));
}
