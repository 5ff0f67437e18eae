import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff, STAFF_PASSWORD } from "../../tests/support/staff.ts";
import type { StaffRole } from "../domain/staff/roles.shared.ts";

// Every /api/v1/admin call × every kind of caller: anonymous and a signed-in customer get 401, a role the
// call does not allow gets 403, a role it allows gets the call's own answer. The cases must cover every admin call of
// the OpenAPI document (the last test checks it), so a new call without a case fails here.

type Caller = "anonymous" | "customer" | StaffRole;
const CALLERS: Caller[] = ["anonymous", "customer", "kitchen", "manager", "owner"];

interface Case {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path as the OpenAPI document has it, e.g. /admin/staff/{id}. */
  doc: string;
  /** The path to call (with its parameters filled in), relative to /api/v1. */
  path: () => string;
  body?: () => unknown;
  /** The roles that may call it. */
  allowed: StaffRole[];
  /** What an allowed role gets. */
  ok: number;
  /** To anyone not allowed the call does not exist: 404, not 401 or 403 (a custom cake's private photo). */
  hidden?: boolean;
}

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const cookies = new Map<Caller, string>();
const ALL: StaffRole[] = ["kitchen", "manager", "owner"];
const MANAGERS: StaffRole[] = ["manager", "owner"];
const OWNER: StaffRole[] = ["owner"];
let kitchenId = 0;

const CASES: Case[] = [
  // Staff and access
  { method: "GET", doc: "/admin/me", path: () => "/admin/me", allowed: ALL, ok: 200 },
  // Each role changes its own password once (its one session kept; the rules and limits: admin-password.db.test.ts).
  {
    method: "PUT",
    doc: "/admin/me/password",
    path: () => "/admin/me/password",
    body: () => ({ current_password: STAFF_PASSWORD, password: "Steamed-Buns-At-Six!", password_confirmation: "Steamed-Buns-At-Six!" }),
    allowed: ALL,
    ok: 200,
  },
  { method: "GET", doc: "/admin/staff", path: () => "/admin/staff", allowed: OWNER, ok: 200 },
  {
    method: "POST",
    doc: "/admin/staff",
    path: () => "/admin/staff",
    body: () => ({
      email: `new-${randomUUID().slice(0, 8)}@maivangbakery.example`,
      name: "Chị Hoa",
      role: "kitchen",
      password: "Steamed-Buns-At-Six!",
    }),
    allowed: OWNER,
    ok: 201,
  },
  {
    method: "PUT",
    doc: "/admin/staff/{id}",
    path: () => `/admin/staff/${kitchenId}`,
    body: () => ({ role: "kitchen" }),
    allowed: OWNER,
    ok: 200,
  },
  { method: "GET", doc: "/admin/audit", path: () => "/admin/audit", allowed: OWNER, ok: 200 },
  // <matrix:board> the board, status moves, out today
  { method: "GET", doc: "/admin/board", path: () => "/admin/board", allowed: ALL, ok: 200 },
  // An unknown code: the guard lets every staff role through to the call's own answer (moves: admin-board.db.test.ts).
  {
    method: "POST",
    doc: "/admin/orders/{code}/status",
    path: () => "/admin/orders/MV-0000000000AA/status",
    body: () => ({ status: "shipped" }),
    allowed: ALL,
    ok: 404,
  },
  // "Out today": every staff role marks a variant or an add-on out (an unknown one: the call's own 404; the rest:
  // admin-out-today.db.test.ts).
  { method: "GET", doc: "/admin/out-today", path: () => "/admin/out-today", allowed: ALL, ok: 200 },
  {
    method: "POST",
    doc: "/admin/out-today",
    path: () => "/admin/out-today",
    body: () => ({ kind: "choice", id: 2_000_000_000, out: true }),
    allowed: ALL,
    ok: 404,
  },
  // </matrix:board>
  // <matrix:orders> orders list, an order, notes
  { method: "GET", doc: "/admin/orders", path: () => "/admin/orders?status=unfinished&q=lan", allowed: MANAGERS, ok: 200 },
  // An unknown code: the guard lets the allowed roles through to the call's own answer (admin-orders.db.test.ts).
  { method: "GET", doc: "/admin/orders/{code}", path: () => "/admin/orders/MV-0000000000AA", allowed: MANAGERS, ok: 404 },
  {
    method: "POST",
    doc: "/admin/orders/{code}/notes",
    path: () => "/admin/orders/MV-0000000000AA/notes",
    body: () => ({ body: "Call before delivery." }),
    allowed: MANAGERS,
    ok: 404,
  },
  // The production report is the kitchen's too; its CSV answers a bad date in JSON (the file: admin-production.db.test.ts).
  { method: "GET", doc: "/admin/production", path: () => "/admin/production", allowed: ALL, ok: 200 },
  { method: "GET", doc: "/admin/production.csv", path: () => "/admin/production.csv?date=not-a-date", allowed: ALL, ok: 422 },
  // The sales reports are the owner's and the managers' (the figures: admin-reports.db.test.ts).
  {
    method: "GET",
    doc: "/admin/reports/sales",
    path: () => "/admin/reports/sales?from=2026-11-01&to=2026-11-07",
    allowed: MANAGERS,
    ok: 200,
  },
  {
    method: "GET",
    doc: "/admin/reports/sales.csv",
    path: () => "/admin/reports/sales.csv?from=2026-11-07&to=2026-11-01",
    allowed: MANAGERS,
    ok: 422,
  },
  // </matrix:orders>
  // <matrix:customers> customers
  { method: "GET", doc: "/admin/customers", path: () => "/admin/customers?q=demo&status=active", allowed: MANAGERS, ok: 200 },
  // An unknown customer: the guard lets the allowed roles through to the call's own answer (admin-customers.db.test.ts).
  { method: "GET", doc: "/admin/customers/{id}", path: () => "/admin/customers/2000000000", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/customers/{id}",
    path: () => "/admin/customers/2000000000",
    body: () => ({ status: "disabled", expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  // </matrix:customers>
  // <matrix:inbox> contact and chat messages, comments, ratings
  // Unknown ids: the guard lets the allowed roles through to the call's own answer (admin-inbox.db.test.ts).
  {
    method: "GET",
    doc: "/admin/inbox/messages",
    path: () => "/admin/inbox/messages?kind=chat&state=unhandled",
    allowed: MANAGERS,
    ok: 200,
  },
  {
    method: "GET",
    doc: "/admin/inbox/messages/{kind}/{id}",
    path: () => "/admin/inbox/messages/contact/999999",
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "POST",
    doc: "/admin/inbox/messages/{kind}/{id}/handled",
    path: () => "/admin/inbox/messages/contact/999999/handled",
    body: () => ({ handled: true }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "POST",
    doc: "/admin/inbox/messages/{kind}/{id}/reply",
    path: () => "/admin/inbox/messages/chat/999999/reply",
    body: () => ({ body: "Thank you!" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "GET", doc: "/admin/inbox/comments", path: () => "/admin/inbox/comments?status=hidden", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/inbox/comments/{id}/approve",
    path: () => "/admin/inbox/comments/999999/approve",
    body: () => ({}),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "POST",
    doc: "/admin/inbox/comments/{id}/hide",
    path: () => "/admin/inbox/comments/999999/hide",
    body: () => ({}),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/inbox/comments/{id}", path: () => "/admin/inbox/comments/999999", allowed: MANAGERS, ok: 404 },
  { method: "GET", doc: "/admin/inbox/ratings", path: () => "/admin/inbox/ratings", allowed: MANAGERS, ok: 200 },
  { method: "DELETE", doc: "/admin/inbox/ratings/{id}", path: () => "/admin/inbox/ratings/999999", allowed: MANAGERS, ok: 404 },
  // </matrix:inbox>
  // <matrix:promotions> promotions and coupons
  { method: "GET", doc: "/admin/coupons", path: () => "/admin/coupons", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/coupons",
    path: () => "/admin/coupons",
    body: () => ({ code: `M${randomUUID().slice(0, 8)}`, name: { en: "A matrix coupon", vi: "" }, type: "percentage", value: 5 }),
    allowed: MANAGERS,
    ok: 201,
  },
  { method: "GET", doc: "/admin/coupons/{id}", path: () => "/admin/coupons/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/coupons/{id}",
    path: () => "/admin/coupons/999999",
    body: () => ({
      code: "NOSUCH",
      name: { en: "No such coupon", vi: "" },
      type: "fixed",
      value: 100,
      expected_updated_at: "2026-01-01T00:00:00.000Z",
    }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/coupons/{id}/active",
    path: () => "/admin/coupons/999999/active",
    body: () => ({ active: false, expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/coupons/{id}", path: () => "/admin/coupons/999999", allowed: MANAGERS, ok: 404 },
  { method: "GET", doc: "/admin/gift-promotions", path: () => "/admin/gift-promotions", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/gift-promotions",
    path: () => "/admin/gift-promotions",
    body: () => ({ name: { en: "A free coffee", vi: "Tặng cà phê" }, gift_product_id: 1, min_subtotal_cents: 99_999, active: false }),
    allowed: MANAGERS,
    ok: 201,
  },
  { method: "GET", doc: "/admin/gift-promotions/{id}", path: () => "/admin/gift-promotions/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/gift-promotions/{id}",
    path: () => "/admin/gift-promotions/999999",
    body: () => ({
      name: { en: "Gift", vi: "" },
      gift_product_id: 1,
      min_subtotal_cents: 0,
      expected_updated_at: "2026-01-01T00:00:00.000Z",
    }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/gift-promotions/{id}/active",
    path: () => "/admin/gift-promotions/999999/active",
    body: () => ({ active: false, expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/gift-promotions/{id}", path: () => "/admin/gift-promotions/999999", allowed: MANAGERS, ok: 404 },
  // </matrix:promotions>
  // <matrix:products> products and their images
  // Products: unknown ids let the allowed roles through to the call's own answer (admin-products.db.test.ts).
  { method: "GET", doc: "/admin/products", path: () => "/admin/products?q=banh%20mi&status=published", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/products",
    path: () => "/admin/products",
    body: () => {
      const t = randomUUID().slice(0, 8);
      return {
        name_en: `Matrix Bun ${t}`,
        name_vi: `Bánh thử ${t}`,
        slug: `matrix-bun-${t}`,
        sku: `MX-${t}`,
        category_id: 1,
        price_cents: 300,
      };
    },
    allowed: MANAGERS,
    ok: 201,
  },
  { method: "GET", doc: "/admin/products/{id}", path: () => "/admin/products/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/products/{id}",
    path: () => "/admin/products/999999",
    body: () => ({
      name_en: "Gone",
      slug: "gone-bun",
      sku: "GONE-1",
      category_id: 1,
      price_cents: 300,
      expected_updated_at: "2026-01-01T00:00:00.000Z",
    }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/products/{id}/status",
    path: () => "/admin/products/999999/status",
    body: () => ({ status: "draft", expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/products/{id}", path: () => "/admin/products/999999", allowed: MANAGERS, ok: 404 },
  // Images (admin-images.db.test.ts): a call without a file reaches the call's own answer, 422 beside `file`.
  { method: "POST", doc: "/admin/images", path: () => "/admin/images", body: () => ({}), allowed: MANAGERS, ok: 422 },
  // A product's pictures (admin-product-images.db.test.ts): an unknown product lets the allowed roles through to 404.
  { method: "GET", doc: "/admin/products/{id}/images", path: () => "/admin/products/999999/images", allowed: MANAGERS, ok: 404 },
  {
    method: "POST",
    doc: "/admin/products/{id}/images",
    path: () => "/admin/products/999999/images",
    body: () => ({ image_id: 1, alt_en: "Bread" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/products/{id}/images",
    path: () => "/admin/products/999999/images",
    body: () => ({ order: [{ id: 1, expected_updated_at: "2026-01-01T00:00:00.000Z" }] }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/products/{id}/images/{imageId}",
    path: () => "/admin/products/999999/images/1",
    body: () => ({ alt_en: "Bread", alt_vi: "Bánh mì", expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "DELETE",
    doc: "/admin/products/{id}/images/{imageId}",
    path: () => "/admin/products/999999/images/1?expected_updated_at=2026-01-01T00%3A00%3A00.000Z",
    allowed: MANAGERS,
    ok: 404,
  },
  // A product's options and variants (admin-product-options.db.test.ts): an unknown product lets the allowed roles through to 404.
  { method: "GET", doc: "/admin/products/{id}/options", path: () => "/admin/products/999999/options", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/products/{id}/options",
    path: () => "/admin/products/999999/options",
    body: () => ({ options: [], expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PATCH",
    doc: "/admin/products/{id}/variants",
    path: () => "/admin/products/999999/variants",
    body: () => ({ variants: [{ id: 1, price_cents: 500 }], expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/products/{id}/modifier-groups",
    path: () => "/admin/products/999999/modifier-groups",
    body: () => ({ group_ids: [], expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  // Add-on groups (admin-modifier-groups.db.test.ts): an unknown group lets the allowed roles through to 404.
  { method: "GET", doc: "/admin/modifier-groups", path: () => "/admin/modifier-groups", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/modifier-groups",
    path: () => "/admin/modifier-groups",
    body: () => ({ name_en: "Matrix extras", name_vi: "Món thêm thử", choices: [{ label_en: "Extra egg", label_vi: "Thêm trứng ốp la" }] }),
    allowed: MANAGERS,
    ok: 201,
  },
  {
    method: "PUT",
    doc: "/admin/modifier-groups/{id}",
    path: () => "/admin/modifier-groups/999999",
    body: () => ({
      name_en: "Gone",
      name_vi: "Đã xóa",
      choices: [{ label_en: "Extra egg", label_vi: "Thêm trứng ốp la" }],
      expected_updated_at: "2026-01-01T00:00:00.000Z",
    }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/modifier-groups/{id}", path: () => "/admin/modifier-groups/999999", allowed: MANAGERS, ok: 404 },
  // Campaigns (admin-campaigns.db.test.ts): an unknown campaign lets the allowed roles through to 404.
  { method: "GET", doc: "/admin/campaigns", path: () => "/admin/campaigns", allowed: MANAGERS, ok: 200 },
  { method: "GET", doc: "/admin/campaigns/{id}", path: () => "/admin/campaigns/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "POST",
    doc: "/admin/campaigns",
    path: () => "/admin/campaigns",
    body: () => ({
      slug: `matrix-${Math.random().toString(36).slice(2, 10)}`,
      name_en: "Matrix pre-orders",
      name_vi: "Đợt đặt trước thử",
      opens_at: "2030-01-01T06:00:00.000Z",
      closes_at: "2030-01-31T06:00:00.000Z",
    }),
    allowed: MANAGERS,
    ok: 201,
  },
  {
    method: "PUT",
    doc: "/admin/campaigns/{id}",
    path: () => "/admin/campaigns/999999",
    body: () => ({
      slug: "matrix-gone",
      name_en: "Gone",
      name_vi: "Đã xóa",
      opens_at: "2030-01-01T06:00:00.000Z",
      closes_at: "2030-01-31T06:00:00.000Z",
      expected_updated_at: "2026-01-01T00:00:00.000Z",
    }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/campaigns/{id}", path: () => "/admin/campaigns/999999", allowed: MANAGERS, ok: 404 },
  // The counter's deposit and collection are the kitchen's too (handing over an order): an unknown order is 404.
  { method: "POST", doc: "/admin/orders/{code}/deposit", path: () => "/admin/orders/MV-0000000000AA/deposit", allowed: ALL, ok: 404 },
  { method: "POST", doc: "/admin/orders/{code}/collected", path: () => "/admin/orders/MV-0000000000AA/collected", allowed: ALL, ok: 404 },
  // Custom cakes (custom-cakes.db.test.ts): the kitchen reads them, managers and owners answer; an unknown request is 404.
  { method: "GET", doc: "/admin/custom-cakes", path: () => "/admin/custom-cakes", allowed: ALL, ok: 200 },
  { method: "GET", doc: "/admin/custom-cakes/{id}", path: () => "/admin/custom-cakes/999999", allowed: ALL, ok: 404 },
  {
    method: "POST",
    doc: "/admin/custom-cakes/{id}/quote",
    path: () => "/admin/custom-cakes/999999/quote",
    body: () => ({ price_cents: 9000, deposit_cents: 3000, notes: "" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "POST",
    doc: "/admin/custom-cakes/{id}/decline",
    path: () => "/admin/custom-cakes/999999/decline",
    body: () => ({ reason: "Fully booked" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "GET",
    doc: "/admin/custom-cakes/{id}/photos/{n}",
    path: () => "/admin/custom-cakes/999999/photos/1",
    allowed: ALL,
    ok: 404,
    hidden: true,
  },
  // </matrix:products>
  // <matrix:structure> categories, the main menu, the footer and shop details, redirects
  { method: "GET", doc: "/admin/categories", path: () => "/admin/categories", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/categories",
    path: () => "/admin/categories",
    body: () => ({ slug: `m-${randomUUID().slice(0, 8)}`, name_en: "Matrix", name_vi: "Ma trận" }),
    allowed: MANAGERS,
    ok: 201,
  },
  { method: "GET", doc: "/admin/categories/{id}", path: () => "/admin/categories/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/categories/{id}",
    path: () => "/admin/categories/999999",
    body: () => ({ slug: "no-such", name_en: "No", name_vi: "Không", expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/categories/{id}", path: () => "/admin/categories/999999", allowed: MANAGERS, ok: 404 },
  { method: "GET", doc: "/admin/menu", path: () => "/admin/menu", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/menu/items",
    path: () => "/admin/menu/items",
    body: () => ({ title_en: "Stale", title_vi: "Cũ", url: "/", expected_version: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 409,
  },
  {
    method: "PUT",
    doc: "/admin/menu/items/{id}",
    path: () => "/admin/menu/items/999999",
    body: () => ({ title_en: "Stale", title_vi: "Cũ", expected_version: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 409,
  },
  {
    method: "POST",
    doc: "/admin/menu/items/{id}/move",
    path: () => "/admin/menu/items/999999/move",
    body: () => ({ direction: "up", expected_version: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 409,
  },
  {
    method: "DELETE",
    doc: "/admin/menu/items/{id}",
    path: () => "/admin/menu/items/999999",
    body: () => ({ expected_version: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 409,
  },
  { method: "GET", doc: "/admin/site", path: () => "/admin/site", allowed: MANAGERS, ok: 200 },
  { method: "PUT", doc: "/admin/site", path: () => "/admin/site", body: () => ({ phone: "x" }), allowed: MANAGERS, ok: 422 },
  { method: "GET", doc: "/admin/redirects", path: () => "/admin/redirects?q=menu", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/redirects",
    path: () => "/admin/redirects",
    body: () => ({ from: `/m-${randomUUID().slice(0, 8)}`, to: "/news", status: 302 }),
    allowed: MANAGERS,
    ok: 201,
  },
  { method: "GET", doc: "/admin/redirects/{id}", path: () => "/admin/redirects/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/redirects/{id}",
    path: () => "/admin/redirects/999999",
    body: () => ({ from: "/no-such", to: "/", status: 301, expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/redirects/{id}", path: () => "/admin/redirects/999999", allowed: MANAGERS, ok: 404 },
  // </matrix:structure>
  // <matrix:content> news posts and pages
  { method: "GET", doc: "/admin/posts", path: () => "/admin/posts?q=banh&status=published", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/posts",
    path: () => "/admin/posts",
    body: () => ({ slug: `m-${randomUUID().slice(0, 8)}`, translations: { en: { title: "Matrix" } } }),
    allowed: MANAGERS,
    ok: 201,
  },
  // Unknown ids: the guard lets the allowed roles through to the call's own answer (admin-content.db.test.ts).
  { method: "GET", doc: "/admin/posts/{id}", path: () => "/admin/posts/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/posts/{id}",
    path: () => "/admin/posts/999999",
    body: () => ({ slug: "no-such-post", translations: { en: { title: "x" } }, expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/posts/{id}/published",
    path: () => "/admin/posts/999999/published",
    body: () => ({ published: true, expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/posts/{id}", path: () => "/admin/posts/999999", allowed: MANAGERS, ok: 404 },
  { method: "GET", doc: "/admin/pages", path: () => "/admin/pages?q=about&status=all", allowed: MANAGERS, ok: 200 },
  {
    method: "POST",
    doc: "/admin/pages",
    path: () => "/admin/pages",
    body: () => ({ slug: `m-${randomUUID().slice(0, 8)}`, translations: { vi: { title: "Ma trận" } } }),
    allowed: MANAGERS,
    ok: 201,
  },
  { method: "GET", doc: "/admin/pages/{id}", path: () => "/admin/pages/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/pages/{id}",
    path: () => "/admin/pages/999999",
    body: () => ({ slug: "no-such-page", translations: { en: { title: "x" } }, expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/pages/{id}/published",
    path: () => "/admin/pages/999999/published",
    body: () => ({ published: false, expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/pages/{id}", path: () => "/admin/pages/999999", allowed: MANAGERS, ok: 404 },
  // </matrix:content>
  // <matrix:home> the home page: slides and sections
  { method: "GET", doc: "/admin/home", path: () => "/admin/home", allowed: MANAGERS, ok: 200 },
  { method: "GET", doc: "/admin/home/sections/{id}", path: () => "/admin/home/sections/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/home/sections/{id}",
    path: () => "/admin/home/sections/999999",
    body: () => ({
      active: true,
      title: { en: "Hello", vi: "Xin chào" },
      subtitle: { en: "", vi: "" },
      body: { en: "", vi: "" },
      expected_updated_at: "2026-01-01T00:00:00.000Z",
    }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/home/sections/{id}/move",
    path: () => "/admin/home/sections/999999/move",
    body: () => ({ direction: "up", expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "POST",
    doc: "/admin/home/sections/{id}/items",
    path: () => "/admin/home/sections/999999/items",
    body: () => ({ title: { en: "Slide", vi: "Trang" }, body: { en: "", vi: "" }, cta_label: { en: "", vi: "" } }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "GET", doc: "/admin/home/items/{id}", path: () => "/admin/home/items/999999", allowed: MANAGERS, ok: 404 },
  {
    method: "PUT",
    doc: "/admin/home/items/{id}",
    path: () => "/admin/home/items/999999",
    body: () => ({
      title: { en: "Slide", vi: "Trang" },
      body: { en: "", vi: "" },
      cta_label: { en: "", vi: "" },
      expected_updated_at: "2026-01-01T00:00:00.000Z",
    }),
    allowed: MANAGERS,
    ok: 404,
  },
  {
    method: "PUT",
    doc: "/admin/home/items/{id}/move",
    path: () => "/admin/home/items/999999/move",
    body: () => ({ direction: "down", expected_updated_at: "2026-01-01T00:00:00.000Z" }),
    allowed: MANAGERS,
    ok: 404,
  },
  { method: "DELETE", doc: "/admin/home/items/{id}", path: () => "/admin/home/items/999999", allowed: MANAGERS, ok: 404 },
  // </matrix:home>
  // <matrix:calendar> the capacity calendar (a date 40 days ahead; product 1 is a seeded one)
  { method: "GET", doc: "/admin/calendar", path: () => "/admin/calendar", allowed: MANAGERS, ok: 200 },
  {
    method: "PUT",
    doc: "/admin/calendar/{date}",
    path: () => `/admin/calendar/${new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)}`,
    body: () => ({ closed: false, orders_per_slot: 8 }),
    allowed: MANAGERS,
    ok: 200,
  },
  {
    method: "DELETE",
    doc: "/admin/calendar/{date}",
    path: () => `/admin/calendar/${new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)}`,
    allowed: MANAGERS,
    ok: 200,
  },
  {
    method: "PUT",
    doc: "/admin/calendar/{date}/products/{product_id}",
    path: () => `/admin/calendar/${new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)}/products/1`,
    body: () => ({ capacity: null }),
    allowed: MANAGERS,
    ok: 200,
  },
  // </matrix:calendar>
];

/** Calls that need no staff session: sign-in and sign-out. */
const OPEN = new Set(["POST /admin/login", "POST /admin/logout"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { REGISTER_LIMIT_PER_HOUR: "100000" });
  for (const role of ALL) {
    const staff = await signedInStaff(app, testDb.db, role);
    cookies.set(role, staff.cookie);
    if (role === "kitchen") kitchenId = staff.id;
  }
  const password = "hot bánh bao 2026";
  const res = await app.request("/api/v1/register", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Lan Nguyễn",
      email: `lan-${randomUUID().slice(0, 8)}@example.com`,
      password,
      password_confirmation: password,
      remember: 0,
    }),
  });
  expect(res.status).toBe(201);
  const token = /auth_token=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  cookies.set("customer", `auth_token=${token}`);
});
afterAll(() => testDb.destroy());

async function call(test: Case, caller: Caller) {
  const headers: Record<string, string> = { "Http-Accept-Language": "vi_VN" };
  const cookie = cookies.get(caller);
  if (cookie) headers.Cookie = cookie;
  const body = test.body?.();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return app.request(`/api/v1${test.path()}`, {
    method: test.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe("the admin API's role × call matrix", () => {
  for (const test of CASES) {
    for (const caller of CALLERS) {
      const refused = caller === "anonymous" || caller === "customer" ? 401 : 403;
      const expected = test.allowed.includes(caller as StaffRole) ? test.ok : test.hidden ? 404 : refused;
      it(`${test.method} ${test.doc} as ${caller} → ${expected}`, async () => {
        const res = await call(test, caller);
        const body = (await res.json()) as { error: boolean; message: string };
        expect(res.status, body.message).toBe(expected);
        expect(body.error).toBe(expected >= 400);
        if (expected === 401) expect(body.message).toBe("Vui lòng đăng nhập trang quản lý.");
        if (expected === 403) expect(body.message).toBe("Vai trò của bạn không được phép làm việc này. Hãy hỏi chủ tiệm.");
      });
    }
  }

  it("covers every admin call of the OpenAPI document", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/admin"))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((call) => !OPEN.has(call))
      .sort();
    expect(documented.length).toBeGreaterThan(0);
    expect([...new Set(CASES.map((c) => `${c.method} ${c.doc}`))].sort()).toEqual(documented);
  });

  it("refuses a guard-less guess: a customer's bearer token and a made-up staff token are not staff", async () => {
    for (const authorization of ["Staff not-a-real-token", `Bearer ${cookies.get("customer")!.slice("auth_token=".length)}`]) {
      const res = await app.request("/api/v1/admin/me", { headers: { Authorization: authorization } });
      expect(res.status).toBe(401);
    }
  });
});
