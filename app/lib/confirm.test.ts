import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { asksAbout, withoutQuestion, withQuestion } from "./confirm.ts";
import { askFirst } from "./confirm.server.ts";

// "Anything that destroys or cancels asks first and says what will happen." Every destructive form of the site, the
// page that shows it and the action that answers it. The scan below finds every form whose intent (or the status it
// sets) reads as destructive: a new one fails here until it is listed, and a listed one fails unless its page uses
// ConfirmForm (app/ui/ConfirmForm.tsx) and its action calls askFirst (app/lib/confirm.server.ts) with that intent.
const DESTRUCTIVE: { page: string; intent: string; action: string }[] = [
  { page: "routes/profile/order.tsx", intent: "cancel", action: "routes/profile/orders.server.ts" },
  { page: "features/custom-cakes/CakeRequestPage.tsx", intent: "decline", action: "routes/custom-cakes/view.server.ts" },
  { page: "routes/profile/addresses.tsx", intent: "delete", action: "routes/profile/addresses.server.ts" },
  { page: "routes/profile/account-info.tsx", intent: "cancel_email", action: "routes/profile/account-info.server.ts" },
  { page: "features/admin/structure/MenuScreen.tsx", intent: "delete", action: "routes/admin/structure.server.ts" },
  { page: "features/admin/structure/CategoriesScreen.tsx", intent: "delete", action: "routes/admin/structure.server.ts" },
  { page: "features/admin/structure/RedirectsScreen.tsx", intent: "delete", action: "routes/admin/structure.server.ts" },
  { page: "features/admin/products/ProductScreen.tsx", intent: "delete", action: "routes/admin/products.server.ts" },
  { page: "features/admin/products/ProductImagesScreen.tsx", intent: "remove", action: "routes/admin/product-images.server.ts" },
  { page: "features/admin/products/ProductOptionsScreen.tsx", intent: "options", action: "routes/admin/product-options.server.ts" },
  { page: "features/admin/modifier-groups/ModifierGroupScreen.tsx", intent: "delete", action: "routes/admin/modifier-groups.server.ts" },
  { page: "features/admin/campaigns/CampaignScreen.tsx", intent: "delete", action: "routes/admin/campaigns.server.ts" },
  { page: "features/admin/campaigns/CampaignPickupsScreen.tsx", intent: "collected", action: "routes/admin/campaign-reports.server.ts" },
  { page: "features/admin/promotions/PromotionsScreen.tsx", intent: "delete", action: "routes/admin/promotions.server.ts" },
  { page: "features/admin/promotions/PromotionsScreen.tsx", intent: "gift-delete", action: "routes/admin/promotions.server.ts" },
  { page: "features/admin/home/HomeSectionScreen.tsx", intent: "delete-item", action: "routes/admin/home.server.ts" },
  { page: "features/admin/customers/CustomerScreen.tsx", intent: "status", action: "routes/admin/customers.server.ts" },
  { page: "features/admin/staff/StaffScreen.tsx", intent: "disable", action: "routes/admin/staff.server.ts" },
  { page: "features/admin/inbox/InboxScreen.tsx", intent: "delete-comment", action: "routes/admin/inbox.server.ts" },
  { page: "features/admin/inbox/InboxScreen.tsx", intent: "delete-rating", action: "routes/admin/inbox.server.ts" },
  { page: "features/admin/content/ContentList.tsx", intent: "delete", action: "routes/admin/content.server.ts" },
  { page: "features/admin/calendar/DayEditor.tsx", intent: "reset", action: "routes/admin/calendar.server.ts" },
  { page: "features/admin/custom-cakes/CustomCakeScreen.tsx", intent: "decline", action: "routes/admin/custom-cakes.server.ts" },
];

// Destructive-looking forms that ask in their own way, or undo in one click; each with why.
const ASKS_OTHERWISE: { page: string; intent: string; why: string }[] = [
  { page: "features/cart/CartPage.tsx", intent: "clear", why: "asks in its own dialog and, without JavaScript, on ?clear=confirm" },
  { page: "features/cart/CartPage.tsx", intent: "remove", why: "one line of the cart, put back with the product's Add to cart" },
  { page: "features/cart/CartPage.tsx", intent: "remove-coupon", why: "the code is typed again in one step" },
  {
    page: "features/admin/board/MoveForms.tsx",
    intent: "move",
    why: "the cancel sits behind its own step: open it, write the required reason, press Cancel order",
  },
  { page: "features/admin/inbox/InboxScreen.tsx", intent: "hide", why: "a hidden comment is shown again with Approve" },
];

const APP = resolve(import.meta.dirname, "..");
const DESTRUCTIVE_WORD = /(^|[-_])(cancel|cancell?ed|remove|delete|disable|disabled|clear|reset|hide|revoke|sign-?out)($|[-_])/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

type Found = { page: string; intent: string; confirmed: boolean };

/**
 * The forms of a page: plain intents (`name="intent" value=…`, versionFields("…")), the one-button form components'
 * (`<IntentButton intent=…>`, `<HiddenFieldsButton fields={{ intent: … }}>`) and ConfirmForm's `intent=…`.
 */
function formsOf(file: string): Found[] {
  const text = readFileSync(file, "utf8");
  const page = relative(APP, file);
  const found: Found[] = [];
  // A plain form's intent, and what else the same form sets (a status, "canceled" in a move).
  for (const match of text.matchAll(/<[Ff]orm\b[\s\S]*?<\/[Ff]orm>/g)) {
    const form = match[0];
    const intents = [...form.matchAll(/name="intent" value="([\w-]+)"|versionFields\(\s*(?:[^"]*\?\s*"[\w-]+"\s*:\s*)?"([\w-]+)"/g)].map(
      (m) => m[1] ?? m[2]!,
    );
    const ternary = [...form.matchAll(/versionFields\(\s*[^"]*\?\s*"([\w-]+)"/g)].map((m) => m[1]!);
    const statuses = [...form.matchAll(/name="status" value="([\w-]+)"|fields\("([\w-]+)"\)/g)].map((m) => m[1] ?? m[2]!);
    for (const intent of [...intents, ...ternary]) {
      if (DESTRUCTIVE_WORD.test(intent) || statuses.some((s) => DESTRUCTIVE_WORD.test(s))) found.push({ page, intent, confirmed: false });
    }
  }
  // The one-button forms that write their own intent: the cart's IntentButton and the back office's HiddenFieldsButton.
  for (const match of text.matchAll(/<IntentButton\b[\s\S]*?<\/IntentButton>|<HiddenFieldsButton\b[\s\S]*?<\/HiddenFieldsButton>/g)) {
    const element = match[0];
    const intent = /\bintent(?:="|: ")([\w-]+)"/.exec(element)?.[1];
    const status = /\bstatus: "([\w-]+)"/.exec(element)?.[1];
    if (intent && (DESTRUCTIVE_WORD.test(intent) || (status !== undefined && DESTRUCTIVE_WORD.test(status))))
      found.push({ page, intent, confirmed: false });
  }
  for (const match of text.matchAll(/<ConfirmForm\b[\s\S]*?intent="([\w-]+)"/g)) found.push({ page, intent: match[1]!, confirmed: true });
  return found;
}

const key = (x: { page: string; intent: string }) => `${x.page} ${x.intent}`;

describe("every destructive form asks first", () => {
  const found = sources(APP).flatMap(formsOf);

  it("finds no destructive form that is not listed (list a new one above: its page, intent and action)", () => {
    const listed = new Set([...DESTRUCTIVE, ...ASKS_OTHERWISE].map(key));
    expect(found.filter((f) => !listed.has(key(f))).map(key)).toEqual([]);
  });

  it.each(DESTRUCTIVE)("$page ($intent): ConfirmForm on the page, no plain form", ({ page, intent }) => {
    const forms = found.filter((f) => f.page === page && f.intent === intent);
    expect(forms.length).toBeGreaterThan(0);
    // The customer page's "Enable" of a disabled account posts intent=status too, but sets status=active: not listed.
    expect(forms.every((f) => f.confirmed)).toBe(true);
  });

  it.each(DESTRUCTIVE)("$action answers $intent only once confirmed (askFirst)", ({ action, intent }) => {
    const text = readFileSync(join(APP, action), "utf8");
    const lists = [...text.matchAll(/askFirst\(request, form, \[([^\]]*)\]\)/g)].map((m) => m[1]!);
    expect(lists.some((list) => list.includes(`"${intent}"`))).toBe(true);
  });

  it("the scan sees a plain destructive form (so the checks above can fail)", () => {
    expect(found).toContainEqual({ page: "features/cart/CartPage.tsx", intent: "remove", confirmed: false });
    expect(found).toContainEqual({ page: "routes/profile/order.tsx", intent: "cancel", confirmed: true });
  });
});

describe("the question in the address", () => {
  it("names the intent and the thing, keeps the page's own query, and not the version", () => {
    const search = withQuestion(new URLSearchParams("tab=ratings&page=2"), "delete-rating", {
      intent: "delete-rating",
      id: "7",
      expected_updated_at: "v1",
    });
    expect(search.toString()).toBe("tab=ratings&page=2&confirm=delete-rating&confirm.id=7");
    expect(asksAbout(search, "delete-rating", { id: "7", expected_updated_at: "v2" })).toBe(true);
    expect(asksAbout(search, "delete-rating", { id: "8" })).toBe(false);
    expect(asksAbout(search, "delete-comment", { id: "7" })).toBe(false);
    expect(withoutQuestion(search).toString()).toBe("tab=ratings&page=2");
  });
});

describe("askFirst", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const request = new Request("https://shop.example/vi/admin/menu?edit=3", { method: "POST" });

  it("without confirmed=1 does nothing and sends the page back to itself with the question (303)", () => {
    let thrown: unknown;
    try {
      askFirst(request, form({ intent: "delete", id: "3", expected_version: "abc" }), ["delete"]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/vi/admin/menu?edit=3&confirm=delete&confirm.id=3#confirm-delete");
  });

  it("lets a confirmed form and every other intent through", () => {
    expect(() => askFirst(request, form({ intent: "delete", id: "3", confirmed: "1" }), ["delete"])).not.toThrow();
    expect(() => askFirst(request, form({ intent: "move", id: "3" }), ["delete"])).not.toThrow();
  });
});
