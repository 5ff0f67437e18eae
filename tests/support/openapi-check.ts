import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// Every answer an API test receives is held against the OpenAPI document the API serves (tests/support/app.ts
// wraps `app.request` with this): the status must be declared for the operation, the JSON body must match that
// status's schema and declare every field it carries, and every header a client could act on must be declared.
// So the document cannot drift from the server again: an answer the document does not describe fails the test
// that provoked it.

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type DeclaredAnswer = { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> };
type Operation = { responses: Record<string, DeclaredAnswer> };
export type JsonSchema = Schema;
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/**
 * Headers any answer may carry, declared once in the document's description rather than on every operation: how
 * the body is encoded and cached, the security headers, and the request id.
 */
export const HEADERS_OF_EVERY_ANSWER = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "cache-control",
  "vary",
  "x-request-id",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

const NO_OPERATION_ANSWERS = new Set([400, 404, 405, 413, 415]);

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export function createAnswerChecker(doc: OpenApiDoc) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) {
    ajv.addSchema(schema, `#/components/schemas/${name}`);
  }
  const compiled = new Map<Schema, ValidateFunction>();
  // Literal paths before templated ones ("/notices/read-all" before "/notices/{id}"), then the fewest parameters.
  const templates = Object.keys(doc.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}/?$`),
    }))
    .sort((a, b) => a.params - b.params);

  function resolve(schema: Schema): Schema {
    return schema.$ref ? resolve(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")]!) : schema;
  }

  /** The fields of `value` that `schema` does not declare, as paths ("data.items[0].cost_cents"). */
  function undeclared(value: unknown, schema: Schema, at: string): string[] {
    const s = resolve(schema);
    const variants = s.anyOf ?? s.oneOf;
    if (variants) return variants.map((v) => undeclared(value, v, at)).sort((a, b) => a.length - b.length)[0] ?? [];
    if (s.allOf) {
      const merged: Schema = { type: "object", properties: Object.assign({}, ...s.allOf.map((p) => resolve(p).properties ?? {})) };
      return undeclared(value, merged, at);
    }
    if (Array.isArray(value)) return s.items ? value.flatMap((item, i) => undeclared(item, s.items!, `${at}[${i}]`)) : [];
    if (value === null || typeof value !== "object" || !s.properties) return [];
    const extra = s.additionalProperties;
    return Object.entries(value).flatMap(([key, inner]) => {
      const declared = s.properties![key];
      if (declared) return undeclared(inner, declared, `${at}.${key}`);
      if (extra && typeof extra === "object") return undeclared(inner, extra, `${at}.${key}`);
      return extra === true ? [] : [`${at}.${key}`];
    });
  }

  function operationOf(method: string, path: string) {
    for (const { template, pattern } of templates) {
      if (!pattern.test(path)) continue;
      const operation = doc.paths[template]![method.toLowerCase()];
      if (operation) return { template, operation };
    }
    return null;
  }

  /** What is wrong with this answer, as the document has it; an empty list when nothing is. */
  async function problems(method: string, url: string, response: Response): Promise<string[]> {
    const path = new URL(url, "http://x").pathname.replace(/^\/api\/v1/, "") || "/";
    const found = operationOf(method, path);
    const where = `${method.toUpperCase()} ${path} → ${response.status}`;
    if (!found) {
      // An address or method the API does not have: its one 404, or the refusal of a body the API could not read
      // (400, 413, 415), which comes before any route — the document's description says both.
      return NO_OPERATION_ANSWERS.has(response.status) ? [] : [`${where}: no operation in the document`];
    }
    const declared = found.operation.responses[String(response.status)] ?? found.operation.responses.default;
    if (!declared) return [`${where}: status not declared for ${method.toUpperCase()} ${found.template}`];
    const out: string[] = [];
    const declaredHeaders = new Set(Object.keys(declared.headers ?? {}).map((name) => name.toLowerCase()));
    for (const name of response.headers.keys()) {
      if (!HEADERS_OF_EVERY_ANSWER.has(name) && !declaredHeaders.has(name)) out.push(`${where}: header ${name} not declared`);
    }
    if (response.headers.get("set-cookie") !== null && !declaredHeaders.has("set-cookie")) {
      if (!out.some((line) => line.endsWith("set-cookie not declared"))) out.push(`${where}: header set-cookie not declared`);
    }
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("json")) return out;
    const schema = declared.content?.["application/json"]?.schema;
    if (!schema) return [...out, `${where}: a JSON body where the document declares none`];
    const body: unknown = await response.clone().json();
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    if (!validate(body)) {
      for (const error of validate.errors ?? []) out.push(`${where}: body${error.instancePath} ${error.message}`);
    }
    for (const field of undeclared(body, schema, "body")) out.push(`${where}: ${field} not declared`);
    return out;
  }

  return { problems, undeclared };
}
