// The answers every operation of a kind can give, added to the document in one place rather than written on each
// route: a sign-in it needs or takes, the refusals of the API's own checks (a body that is not JSON, too large,
// another site's write, a parameter the route's schema refuses, a failure of the server's own), and `Retry-After` on
// every "wait" answer. Each
// follows from what the server does for every such operation (server/api/index.ts, server/http/same-origin.ts,
// server/api/factory.ts), so the document says it for each one and cannot forget a new one.

type Header = { description: string; schema: { type: string } };
type Response = { description: string; headers?: Record<string, Header>; content?: unknown };
type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

export const SECURITY_SCHEMES = {
  customerBearer: {
    type: "http",
    scheme: "bearer",
    description: "A customer's session: the `token` of POST /login or /register, as `Authorization: Bearer <token>`.",
  },
  customerCookie: {
    type: "apiKey",
    in: "cookie",
    name: "auth_token",
    description: "The same session as the HttpOnly `auth_token` cookie that /login and /register set for a browser.",
  },
  staffCookie: {
    type: "apiKey",
    in: "cookie",
    name: "staff_token",
    description: "The back office's session, set by POST /admin/login (HttpOnly, SameSite=Strict).",
  },
  staffHeader: {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description: "The same back-office session for scripts: `Authorization: Staff <token>`.",
  },
  orderAccessKey: {
    type: "apiKey",
    in: "header",
    name: "Order-Access-Key",
    description: "A guest's key to one order: `access_key` of the 201 of POST /checkout.",
  },
  orderAccessCookie: {
    type: "apiKey",
    in: "cookie",
    name: "order_access",
    description: "The same key, as the HttpOnly cookie POST /checkout sets for the browser that placed the order.",
  },
} as const;

type Requirement = Record<string, string[]>;
const CUSTOMER: Requirement[] = [{ customerBearer: [] }, { customerCookie: [] }];
const STAFF: Requirement[] = [{ staffCookie: [] }, { staffHeader: [] }];
/** Operations a visitor may call signed in or not (their cart is then the customer's). */
const SIGN_IN_OPTIONAL = [/^\/carts(\/|$)/, /^\/checkout(\/|$)/];
const SIGN_IN_ENDPOINTS = new Set(["/login", "/register", "/forgot-password", "/reset-password", "/admin/login"]);

const ERROR_REF = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
/** A failure of the server's own (a bug, the database gone): no detail, only the request's id for the logs. */
const INTERNAL_ERROR = {
  type: "object",
  properties: {
    error: { type: "boolean", enum: [true] },
    message: { type: "string" },
    data: { type: "null" },
    request_id: { type: "string", description: "The id of the request in the server's log" },
  },
  required: ["error", "message", "data", "request_id"],
};
const WRITES = new Set(["post", "put", "patch", "delete"]);
const RETRY_AFTER: Header = { description: "Seconds to wait before trying again", schema: { type: "integer" } };

function securityOf(path: string, method: string, operation: Operation): Operation["security"] {
  if (operation.security) return operation.security;
  if (SIGN_IN_ENDPOINTS.has(path)) return [];
  if (path === "/orders/{code}" && method === "get") return [...CUSTOMER, { orderAccessKey: [] }, { orderAccessCookie: [] }];
  if ("401" in operation.responses) return path.startsWith("/admin/") ? STAFF : CUSTOMER;
  if (SIGN_IN_OPTIONAL.some((pattern) => pattern.test(path))) return [{}, ...CUSTOMER];
  return undefined;
}

function add(operation: Operation, status: string, description: string) {
  operation.responses[status] ??= { description, content: ERROR_REF };
}

/** The document as the routes declare it, completed with what every operation of a kind answers. */
export function completeDocument<T extends object>(generated: T): T {
  const doc = generated as Document;
  doc.components ??= {};
  doc.components.securitySchemes = { ...doc.components.securitySchemes, ...SECURITY_SCHEMES };
  doc.components.schemas = { ...doc.components.schemas, InternalError: INTERNAL_ERROR };
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const security = securityOf(path, method, operation);
      if (security !== undefined) operation.security = security;
      if (WRITES.has(method)) {
        add(operation, "403", "Sent by another site's page (`Origin`, else `Sec-Fetch-Site` or `Referer`), with a cookie");
      }
      if (operation.requestBody) {
        add(operation, "400", "The body is not well-formed JSON");
        add(operation, "413", "The body is larger than the server takes (`BODY_LIMIT_BYTES`, or the upload limit)");
        add(operation, "415", "A body that is not `application/json`");
      }
      if (operation.requestBody || operation.parameters?.length) {
        add(operation, "422", "A parameter or a field is refused: `errors` names each, in the request's language");
      }
      if (method === "get" || method === "head" || method === "options") {
        // A process shutting down turns reads away undone after its drain (server/http/node-server.ts): a proxy in
        // front sends them to another process, a client that reaches it directly sees this.
        operation.responses["503"] ??= {
          description: "The server is restarting (a deploy): the read was not done; ask again after `Retry-After`",
          content: { "text/plain": { schema: { type: "string" } } },
        };
      }
      operation.responses["500"] ??= {
        description: "Something failed on the server's side: the message says so, `request_id` names it in the logs",
        content: { "application/json": { schema: { $ref: "#/components/schemas/InternalError" } } },
      };
      for (const status of ["429", "503"]) {
        const answer = operation.responses[status];
        if (answer) answer.headers = { "Retry-After": RETRY_AFTER, ...answer.headers };
      }
    }
  }
  return generated;
}
