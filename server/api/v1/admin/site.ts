import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { siteInput } from "../../../domain/content/site-admin.schema.ts";
import { getAdminSite, updateSite } from "../../../domain/content/site-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ApiError, ok } from "../../envelope.ts";
import { envelopeOf, json, failure, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// The shop's details and the footer, the managers' and the owner's: the theme options "shop" and
// "quan-ly-thong-tin-footer" in both languages, saved together from one form with one version (stale → 409).

const bilingual = z.object({ en: z.string(), vi: z.string() });

const SiteSchema = z
  .object({
    version: z.string().openapi({ description: "Send back as expected_version" }),
    name: bilingual,
    tagline: bilingual,
    phone: z.string(),
    email: z.string(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
    hours: z
      .array(z.object({ day: z.number().int(), opens: z.string(), closes: z.string() }))
      .openapi({ description: "Seven days, 0 = Sunday; empty times: closed" }),
    socials: z.array(z.object({ network: z.string(), url: z.string() })),
    about: bilingual,
    hours_label: bilingual,
    copyright: bilingual,
    columns: z
      .array(z.object({ title: bilingual, links: z.array(z.object({ label: bilingual, url: z.string() })) }))
      .openapi({ description: "The footer's columns of links" }),
  })
  .openapi("AdminSite");

const oneData = z.object({ site: SiteSchema });
const one = json(envelopeOf(oneData));

export function adminSiteApi({ db }: AppDeps) {
  const ctx = { db };
  const get = staffRoute(db, "content", {
    method: "get",
    path: "/",
    summary: "The shop's details and the footer's texts, both languages",
    responses: { 200: { description: "The details", content: one }, 404: failure("The shop is not set up") },
  });
  const update = staffRoute(db, "content", {
    method: "put",
    path: "/",
    summary: "Save the shop's details and the footer's texts",
    description:
      "Every field, with expected_version as read. The phone, e-mail, address and hours are the same in both languages; `columns` (the footer's links, a path or an http(s) address each), left out, stay as they are.",
    request: { body: { content: json(siteInput.openapi("AdminSiteInput")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("The shop is not set up"),
      409: refusalWith("Changed by someone else meanwhile: the details as they are now", oneData),
      422: failure("A field is refused"),
    },
  });

  return newAdminApi()
    .openapi(get, async (c) => {
      const site = await getAdminSite(db);
      if (!site) throw new ApiError(404, "siteNotSet");
      return ok(c, { site });
    })
    .openapi(update, async (c) => {
      const site = await updateSite(ctx, c.get("staff"), c.req.valid("json"));
      return ok(c, { site }, apiMessage(c.get("lang"), "siteUpdated"));
    });
}
