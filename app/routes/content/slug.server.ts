import { data } from "react-router";
import { contentSeo } from "../../../server/domain/content/pages.service.ts";
import { resolveSlug } from "../../../server/domain/content/resolve.service.ts";
import { raterFromRequest } from "../../../server/http/requester.ts";
import { loadPostComments, postAction } from "./post-action.server.ts";
import { notFoundOrRedirect } from "../../lib/fallback.server.ts";
import type { Route } from "./+types/slug";
import { NoteSchema } from "../../../server/domain/cart/cart.schema.ts";
import { clampAdd } from "../../../server/domain/cart/cart-rules.shared.ts";
import { shopperFromRequest } from "../../../server/http/shopper.ts";
import { choicesOfForm, chosenOf } from "../../features/catalog/product-choices.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { addFromPage } from "../cart/add-line.server.ts";
import { pageStaleAt } from "../../lib/kept-until.server.ts";
import { campaignAction, campaignWordsUntil, productCampaign } from "./campaign.server.ts";

/**
 * /:slug is a product, a news post, a plain page or a seasonal pre-order (one namespace of slugs); anything else is
 * the 404 page. `now` is the render's instant: a campaign's window is worded from it, on the server and in the browser.
 */
export async function slugLoader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.locale;
  const now = new Date();
  const viewer = await raterFromRequest(context.db, request.headers);
  const resolved = await resolveSlug(context.db, locale, params.slug, viewer, now);
  if (!resolved) return notFoundOrRedirect(request, context);
  const base = { locale, resolved, seo: null, comments: null, campaign: null, now: now.toISOString() };
  switch (resolved.kind) {
    case "campaign":
      // Its window is worded as of now: the page is kept no longer than those words hold.
      pageStaleAt(context, campaignWordsUntil([resolved.data], now));
      return base;
    case "product": {
      // A campaign's product says which campaign sells it, and is added to a cart only while its window is open.
      const campaign = await productCampaign(context.db, locale, resolved.data.id, now);
      if (campaign) pageStaleAt(context, campaignWordsUntil([campaign], now));
      return { ...base, campaign };
    }
    case "post":
    case "page": {
      // The SEO title and description staff gave it (the public API's post and page keep their fields as they are).
      const seo = await contentSeo(context.db, resolved.kind, resolved.data.id, locale);
      if (resolved.kind === "page") return { ...base, seo };
      return { ...base, seo, comments: await loadPostComments({ request, context, post: resolved.data }) };
    }
  }
}

/**
 * A post's rating and comment forms post here (with or without JavaScript), and a campaign's waitlist form; so does a
 * product's add-to-cart form when the product has options or add-ons and the browser runs no script: a refusal is the
 * page again, each message beside its group and the choices as they were.
 */
export async function slugAction({ request, context, params }: Route.ActionArgs) {
  const locale = context.locale;
  const resolved = await resolveSlug(context.db, locale, params.slug);
  if (resolved?.kind === "post") return postAction({ request, context, post: resolved.data });
  if (resolved?.kind === "campaign") return campaignAction(context, request, locale, resolved.data.slug);
  if (resolved?.kind !== "product") throw data(null, { status: 405 });
  const product = resolved.data;
  const form = await readForm(request);
  if (formText(form, "intent") !== "add") throw data(null, { status: 405 });
  const choices = choicesOfForm(product, form);
  const quantity = clampAdd(formText(form, "quantity"));
  const note = NoteSchema.safeParse(formText(form, "note"));
  const shopper = await shopperFromRequest(context.db, request.headers);
  const added = await addFromPage(context, request, shopper, {
    productId: product.id,
    quantity,
    note: note.success ? note.data : "",
    ...chosenOf(product, choices),
  });
  if (added instanceof Response) return added;
  return data(
    { kind: "addRefused" as const, message: added.message, errors: added.errors, choices, quantity, note: formText(form, "note") },
    { status: added.status, headers: added.headers },
  );
}
