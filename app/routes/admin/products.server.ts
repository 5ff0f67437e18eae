import { data, redirect } from "react-router";
import { formErrors } from "../../../server/api/form-errors.ts";
import { ALLERGENS, DIETS } from "../../../server/domain/catalog/catalog.schema.ts";
import {
  adminProductsQuery,
  productCreateInput,
  productIdOf,
  productStatusInput,
  productUpdateInput,
  type AdminProductsQuery,
} from "../../../server/domain/catalog/products-admin.schema.ts";
import {
  createProduct,
  deleteProduct,
  findAdminProduct,
  listAdminProducts,
  productCategoryChoices,
  setProductStatus,
  updateProduct,
  type AdminProduct,
} from "../../../server/domain/catalog/products-admin.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { listFilters } from "../../features/admin/list-filters.server.ts";
import { localizePath, type Locale } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import { centsOf } from "../../features/admin/dollars.ts";
import type { Route as ProductRoute } from "./+types/product";
import type { Route as ProductsRoute } from "./+types/products";

// /admin/products and /admin/products/new|:id (permission "catalog", checked by each page's middleware): the search as
// a GET form, and one form with both languages side by side, posted without JavaScript to the same service as
// /api/v1/admin/products (audited, stale saves refused). The pages show dollars; the service keeps cents.

const FILTERS = ["q", "category", "status", "page"] as const;
type FilterField = (typeof FILTERS)[number];

/** The search as typed (empty fields left out), and the query made of the fields that parse: a bad one is set aside with its message. */
function filtersOf(url: URL, locale: Locale) {
  return listFilters<FilterField, AdminProductsQuery>(url, locale, FILTERS, adminProductsQuery, { page: 1 });
}

const SAVED = ["created", "updated", "published", "unpublished", "deleted"] as const;
type Saved = (typeof SAVED)[number];
const savedOf = (url: URL): Saved | null => SAVED.find((s) => s === url.searchParams.get("saved")) ?? null;

export async function productsLoader({ request, context }: ProductsRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { given, used, problems, query } = filtersOf(url, locale);
  const list = await listAdminProducts(context.db, locale, query);
  const { page: _page, ...inUse } = used;
  const categories = await productCategoryChoices(context.db, locale);
  return data({ ...list, given, inUse, problems, categories, saved: savedOf(url) }, { headers: ADMIN_NO_STORE });
}

/** The product to edit (404 when there is none), or null for a new one (/admin/products/new); the form's choices. */
export async function productLoader({ params, request, context }: ProductRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const choices = { categories: await productCategoryChoices(context.db, locale), allergens: ALLERGENS, diets: DIETS };
  if (params.id === "new")
    return data({ product: null as AdminProduct | null, ...choices, saved: null as Saved | null }, { headers: ADMIN_NO_STORE });
  const id = productIdOf(params.id);
  const product = id === undefined ? undefined : await findAdminProduct(context.db, locale, id);
  if (!product) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data({ product: product as AdminProduct | null, ...choices, saved: savedOf(url) }, { headers: ADMIN_NO_STORE });
}

export interface ProductAnswer {
  intent: string;
  message: string;
  errors?: Record<string, string>;
  /** What was typed, shown again beside the messages (dropped after a stale save: the product now is shown). */
  values?: Record<string, string | string[]>;
}

const TEXT_FIELDS = [
  "name_en",
  "name_vi",
  "summary_en",
  "summary_vi",
  "description_en",
  "description_vi",
  "ingredients_en",
  "ingredients_vi",
  "slug",
  "category_id",
  "sku",
  "price",
  "lead_time_hours",
  "daily_capacity",
  "position",
  "expected_updated_at",
] as const;

/** A whole number as typed; "" → `empty`; anything else → NaN, which the rules refuse with the field's message. */
const wholeOr = <T>(text: string, empty: T): number | T =>
  text.trim() === "" ? empty : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The form's names for the rules' fields, where they differ. */
const FORM_NAME: Record<string, string> = { price_cents: "price" };

/**
 * intent=save: creates (303 to the new product's page) or edits with the version seen (303 back); intent=status
 * publishes or unpublishes; intent=delete deletes where safe (303 to the list). A bad field is the form again with
 * each message beside its field (422); a stale version is the page with the product as it is now and why (409).
 */
export async function productAction({ params, request, context }: ProductRoute.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  askFirst(request, form, ["delete"]);
  const intent = formText(form, "intent") || "save";
  const answer = (body: ProductAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const isNew = params.id === "new";
  const id = isNew ? undefined : productIdOf(params.id);
  if (!isNew && id === undefined) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const actor = signedInStaff(context);
  const ctx = { db: context.db };
  const here = (productId: number, saved: Saved) => `${localizePath(`/admin/products/${productId}`, locale)}?saved=${saved}`;
  // A product gone is the 404 page; a stale save (409) drops what was typed: the page shows the product as it is now.
  const refused = ({ status, message, fields }: Refusal, values?: ProductAnswer["values"]) => {
    if (status === 404) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
    const field = Object.keys(fields)[0];
    return answer(
      {
        intent,
        message,
        errors: field ? { [FORM_NAME[field] ?? field]: message } : undefined,
        values: status === 409 ? undefined : values,
      },
      status,
    );
  };

  if (intent === "status" || intent === "delete") {
    if (id === undefined) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
    if (intent === "delete") {
      const deleted = await attempt(locale, () => deleteProduct(ctx, actor, locale, id));
      if (!deleted.ok) return refused(deleted.refusal);
      return redirect(`${localizePath("/admin/products", locale)}?saved=deleted`, { status: 303, headers: ADMIN_NO_STORE });
    }
    const parsed = productStatusInput.safeParse({
      status: formText(form, "status"),
      expected_updated_at: formText(form, "expected_updated_at"),
    });
    if (!parsed.success) return answer({ intent, message: apiMessage(locale, "validationFailed") }, 422);
    const product = await attempt(locale, () => setProductStatus(ctx, actor, locale, id, parsed.data));
    if (!product.ok) return refused(product.refusal);
    return redirect(here(id, product.value.status === "published" ? "published" : "unpublished"), { status: 303, headers: ADMIN_NO_STORE });
  }
  if (intent !== "save") return answer({ intent, message: apiMessage(locale, "validationFailed") }, 400);

  const values: Record<string, string | string[]> = Object.fromEntries(TEXT_FIELDS.map((f) => [f, formText(form, f)]));
  const text = (f: (typeof TEXT_FIELDS)[number]) => values[f] as string;
  const allergens = form.getAll("allergens").map(String);
  const diets = form.getAll("diets").map(String);
  values.allergens = allergens;
  values.diets = diets;
  values.featured = form.has("featured") ? "1" : "";
  values.publish = form.has("publish") ? "1" : "";
  const input = {
    name_en: text("name_en"),
    name_vi: text("name_vi"),
    summary_en: text("summary_en"),
    summary_vi: text("summary_vi"),
    description_en: text("description_en"),
    description_vi: text("description_vi"),
    ingredients_en: text("ingredients_en"),
    ingredients_vi: text("ingredients_vi"),
    slug: text("slug"),
    category_id: wholeOr(text("category_id"), Number.NaN),
    sku: text("sku"),
    price_cents: centsOf(text("price")),
    lead_time_hours: wholeOr(text("lead_time_hours"), 0),
    daily_capacity: wholeOr(text("daily_capacity"), null),
    position: wholeOr(text("position"), 0),
    featured: form.has("featured"),
    allergens,
    diets,
  };
  const parsed = isNew
    ? productCreateInput.safeParse({ ...input, status: form.has("publish") ? "published" : "draft" })
    : productUpdateInput.safeParse({ ...input, expected_updated_at: text("expected_updated_at") });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const [field, [first]] of Object.entries(formErrors(parsed.error.issues, locale))) {
      const name = field.replace(/\.\d+$/, "");
      errors[FORM_NAME[name] ?? name] ??= first ?? "";
    }
    return answer({ intent, message: apiMessage(locale, "validationFailed"), errors, values }, 422);
  }
  // A refused slug or SKU is named in its message.
  const hints = { slug: parsed.data.slug, sku: parsed.data.sku };
  if (id === undefined) {
    const created = await attempt(
      locale,
      () => createProduct(ctx, actor, locale, parsed.data as Parameters<typeof createProduct>[3]),
      hints,
    );
    if (!created.ok) return refused(created.refusal, values);
    return redirect(here(created.value.id, "created"), { status: 303, headers: ADMIN_NO_STORE });
  }
  const updated = await attempt(
    locale,
    () => updateProduct(ctx, actor, locale, id, parsed.data as Parameters<typeof updateProduct>[4]),
    hints,
  );
  if (!updated.ok) return refused(updated.refusal, values);
  return redirect(here(id, "updated"), { status: 303, headers: ADMIN_NO_STORE });
}
