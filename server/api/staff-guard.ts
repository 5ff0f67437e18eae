import { createRoute, OpenAPIHono, type Hook, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/index.ts";
import type { StaffActor } from "../domain/staff/audit.ts";
import { can, rolesWith, type Permission } from "../domain/staff/roles.shared.ts";
import { staffOf } from "../http/staff-session.ts";
import { ApiError } from "./envelope.ts";
import { formErrors } from "./form-errors.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import { ErrorSchema } from "./openapi.ts";

// Every /api/v1/admin call checks, on the server and before anything else (even before its body is read), that a
// staff member is signed in (401) and that their role grants the call's permission (403). A customer's session is
// not a staff session: 401.

export interface StaffEnv {
  Variables: AppEnv["Variables"] & { staff: StaffActor };
}

/** The guard of one permission, as route middleware. */
export function requireStaff(db: Db, permission: Permission | "any"): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const staff = await staffOf(db, c.req.raw.headers);
    if (!staff) throw new ApiError(401, "staffNotSignedIn");
    if (permission !== "any" && !can(staff.role, permission)) throw new ApiError(403, "staffForbidden");
    c.set("staff", { id: staff.id, name: staff.name, email: staff.email, role: staff.role });
    await next();
  };
}

/** What every answer of a staff session carries (server/http/cache-control.ts): it is never stored. */
export const PRIVATE_HEADERS = {
  "Cache-Control": { description: "`private, no-store`: an answer to a session is never stored", schema: { type: "string" as const } },
  Vary: { description: "Includes `Cookie, Authorization`", schema: { type: "string" as const } },
};

const failure = (description: string) => ({
  description,
  headers: PRIVATE_HEADERS,
  content: { "application/json": { schema: ErrorSchema } },
});

/** Signed in by the staff cookie, or by `Authorization: Staff <token>` (server/api/openapi-document.ts). */
const STAFF_SECURITY: Record<string, string[]>[] = [{ staffCookie: [] }, { staffHeader: [] }];

/** `responses` with the private headers declared on each. */
function privately<T extends Record<string, object>>(responses: T): T {
  return Object.fromEntries(
    Object.entries(responses).map(([status, answer]) => [
      status,
      { ...answer, headers: { ...PRIVATE_HEADERS, ...("headers" in answer ? (answer.headers as object) : {}) } },
    ]),
  ) as T;
}

/**
 * An admin route: createRoute with the guard of `permission` first, the roles it allows in its description, and its
 * 401 and 403 answers in the document.
 */
export function staffRoute<R extends Omit<RouteConfig, "middleware">>(db: Db, permission: Permission | "any", config: R) {
  const roles = permission === "any" ? "any staff role" : rolesWith(permission).join(", ");
  return createRoute({
    ...config,
    tags: config.tags ?? ["Back office"],
    description: `${config.description ?? ""}${config.description ? " " : ""}Roles: ${roles}.`.trim(),
    security: STAFF_SECURITY,
    middleware: [requireStaff(db, permission)] as const,
    responses: {
      ...privately(config.responses),
      401: failure("No staff member is signed in"),
      ...(permission === "any" ? {} : { 403: failure("The staff member's role does not allow it") }),
    },
  });
}

/** The 422 of the back office's forms: per field, the schema's own message (a key) in the request's language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const adminHook: Hook<any, StaffEnv, any, any> = (result, c) => {
  if (result.success) return undefined;
  const lang = c.get("lang");
  return c.json(
    { error: true, message: apiMessage(lang, "validationFailed"), data: null, errors: formErrors(result.error.issues, lang) },
    422,
  );
};

/** A sub-app of the admin API. */
export function newAdminApi() {
  return new OpenAPIHono<StaffEnv>({ defaultHook: adminHook });
}
