import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { redirectInput, redirectUpdateInput } from "../../../domain/content/redirects-admin.schema.ts";
import {
  createRedirect,
  deleteRedirect,
  findRedirectRule,
  listRedirects,
  updateRedirect,
} from "../../../domain/content/redirects-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// Redirect rules, the managers' and the owner's: list with search, create, edit, delete. A rule applies
// to the next visitor of its path (/x and /vi/x alike). Audited; stale saves refused.

const RedirectSchema = z
  .object({
    id: z.number().int(),
    from: z.string().openapi({ description: "A locale-free path: /menu answers for /menu and /vi/menu" }),
    to: z.string(),
    status: z.union([z.literal(301), z.literal(302)]),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminRedirect");

const oneData = z.object({ redirect: RedirectSchema });
const one = json(envelopeOf(oneData));

export function adminRedirectsApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "content", {
    method: "get",
    path: "/",
    summary: "Every redirect rule, by path",
    request: {
      query: z.object({ q: z.string().max(200).optional().openapi({ description: "A piece of the old path or of the target, any case" }) }),
    },
    responses: { 200: { description: "The rules", content: json(envelopeOf(z.object({ redirects: z.array(RedirectSchema) }))) } },
  });
  const get = staffRoute(db, "content", {
    method: "get",
    path: "/{id}",
    summary: "One redirect rule",
    request: { params: idParam },
    responses: { 200: { description: "The rule", content: one }, 404: failure("No such redirect") },
  });
  const add = staffRoute(db, "content", {
    method: "post",
    path: "/",
    summary: "Add a redirect rule",
    description:
      "From a path beginning with / (no language prefix) that the shop does not answer itself, to a path or an http(s) address, 301 or 302. A second rule from the same path, or one that leads back to its own path, is refused.",
    request: { body: { content: json(redirectInput.openapi("AdminRedirectInput")), required: true } },
    responses: {
      201: { description: "Added", content: one },
      422: failure("A field is refused, the path is taken, or the rule makes a circle"),
    },
  });
  const update = staffRoute(db, "content", {
    method: "put",
    path: "/{id}",
    summary: "Edit a redirect rule",
    request: { params: idParam, body: { content: json(redirectUpdateInput.openapi("AdminRedirectUpdate")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such redirect"),
      409: refusalWith("Changed by someone else meanwhile: the rule as it is now", oneData),
      422: failure("A field is refused, the path is taken, or the rule makes a circle"),
    },
  });
  const remove = staffRoute(db, "content", {
    method: "delete",
    path: "/{id}",
    summary: "Delete a redirect rule",
    request: { params: idParam },
    responses: { 200: { description: "Deleted", content: one }, 404: failure("No such redirect") },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { redirects: await listRedirects(db, c.req.valid("query").q ?? "") }))
    .openapi(get, async (c) => {
      const redirect = await findRedirectRule(db, c.req.valid("param").id);
      if (!redirect) throw new ApiError(404, "redirectNotFound");
      return ok(c, { redirect });
    })
    .openapi(add, async (c) => {
      const redirect = await createRedirect(ctx, c.get("staff"), c.req.valid("json"));
      return created(c, { redirect }, apiMessage(c.get("lang"), "redirectCreated", { from: redirect.from }));
    })
    .openapi(update, async (c) => {
      const redirect = await updateRedirect(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { redirect }, apiMessage(c.get("lang"), "redirectUpdated", { from: redirect.from }));
    })
    .openapi(remove, async (c) => {
      const redirect = await deleteRedirect(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { redirect }, apiMessage(c.get("lang"), "redirectDeleted", { from: redirect.from }));
    });
}
