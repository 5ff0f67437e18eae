import { request as http } from "@playwright/test";
import { staysOnSite } from "../support/open-redirects.ts";
import { PASSWORD, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "../../app/lib/page-cache.ts";

// What an attacker tried from outside, against the production build: the Location after a login posted without
// JavaScript, writes sent by another site's page, and which answers a cache may keep. Plain HTTP requests, once
// (@desktop), one after another: one registration and five logins, inside the limits every spec shares on 127.0.0.1.
test.describe.configure({ mode: "serial" });

const POST = "/tet-pre-orders-banh-chung-mut";
const FOREIGN = "https://evil.example";
const REFUSED = {
  en: "This request came from another website and was refused.",
  vi: "Yêu cầu này đến từ một trang web khác nên đã bị từ chối.",
};
const PRIVATE = "private, no-store";

/** The spec's customer, signed in through the API: the cookies a browser would send with every request. */
let customer: { email: string; token: string; cookie: string };

test.beforeAll(async ({ baseURL }) => {
  const { email } = unique("security", "347");
  // A context of its own, so the tests' `request` keeps no cookie.
  const context = await http.newContext({ baseURL: baseURL! });
  const res = await context.post("/api/v1/register", {
    data: { name: "Khoa", email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const { token, user } = ((await res.json()) as { data: { token: string; user: { id: number; customer_id: number } } }).data;
  await context.dispose();
  customer = {
    email,
    token,
    cookie: `auth_token=${token}; auth_user=${encodeURIComponent(JSON.stringify(user))}; customer_id=${user.customer_id}`,
  };
});

test("a login posted without JavaScript never sends the customer to another site @desktop", async ({ request, baseURL }) => {
  const site = new URL(baseURL!).origin;
  const cases = [
    ["/login", "/.//evil.example"],
    ["/login", "/..//evil.example"],
    ["/login", "/vi//evil.example"],
    ["/vi/login", "/\t/evil.example"],
  ] as const;
  for (const [page, target] of cases) {
    const res = await request.post(`${page}?redirectTo=${encodeURIComponent(target)}`, {
      form: { identifier: customer.email, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(res.status(), target).toBe(303);
    const location = res.headers()["location"]!;
    expect(staysOnSite(location, site), `${target} → ${location}`).toBe(true);
  }
  // A path of the site is kept, in the page's language.
  const kept = await request.post(`/login?redirectTo=${encodeURIComponent("/vi/profile?x=1#y")}`, {
    form: { identifier: customer.email, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(kept.headers()["location"]).toBe("/profile?x=1#y");
});

test("writes from another site's page are refused, with the visitor's cookies; our pages and bearer clients are not @desktop", async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin;
  const postId = ((await (await request.get(`/api/v1/posts${POST}`)).json()) as { data: { id: number } }).data.id;

  // The page forms (posted without JavaScript): an empty form is a 4xx from the action, never the refusal.
  for (const path of ["/contact", "/vi/contact", POST, `/vi${POST}`, "/cart/cartList", "/login", "/vi/register", "/forgot-password"]) {
    const send = (headers: Record<string, string>) =>
      request.post(path, { headers: { Cookie: customer.cookie, ...headers }, form: { intent: "comment" }, maxRedirects: 0 });
    const foreign = await send({ Origin: FOREIGN });
    expect(foreign.status(), path).toBe(403);
    expect(await foreign.text(), path).toBe(REFUSED[path.startsWith("/vi/") ? "vi" : "en"]);
    expect(foreign.headers()["cache-control"], path).toBe(PRIVATE);
    const ours = await send({ Origin: site });
    expect(ours.status(), path).not.toBe(403);
    expect(ours.status(), path).toBeLessThan(500);
  }

  // The API: comments, ratings, contact and chat were open (201 from another site's page).
  const writes = [
    [`/api/v1/posts/${postId}/comments`, {}],
    [`/api/v1/posts/${postId}/ratings`, {}],
    ["/api/v1/contact", {}],
    ["/api/v1/chat/messages", {}],
    ["/api/v1/carts", {}],
  ] as const;
  for (const [path, data] of writes) {
    const foreign = await request.post(path, {
      headers: { Origin: FOREIGN, Cookie: customer.cookie, "Http-Accept-Language": "vi_VN" },
      data,
    });
    expect(foreign.status(), path).toBe(403);
    expect(await foreign.json(), path).toEqual({ error: true, message: REFUSED.vi, data: null });
    const ours = await request.post(path, { headers: { Origin: site, Cookie: customer.cookie }, data });
    expect(ours.status(), path).not.toBe(403);
    const bearer = await request.post(path, { headers: { Origin: FOREIGN, Authorization: `Bearer ${customer.token}` }, data });
    expect(bearer.status(), path).not.toBe(403);
  }
});

test("personal pages are never stored; the anonymous catalog is shared; assets stay immutable @desktop", async ({ request }) => {
  const cacheControl = async (path: string, cookie?: string) => {
    const res = await request.get(path, { headers: cookie ? { Cookie: cookie } : {}, maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(400);
    return res.headers()["cache-control"];
  };

  for (const path of ["/", "/products", "/vi/products", "/news", POST, "/contact"]) {
    expect(await cacheControl(path), `${path} anonymous`).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(await cacheControl(path, customer.cookie), `${path} signed in`).toBe(PRIVATE);
  }
  for (const path of ["/profile", "/vi/profile", "/cart/cartList", "/vi/cart/cartList"]) {
    expect(await cacheControl(path, customer.cookie), `${path} signed in`).toBe(PRIVATE);
  }
  // Personal whoever asks: the cart of a visitor, the profile's redirect to the login page.
  for (const path of ["/cart/cartList", "/vi/cart/cartList", "/profile", "/vi/profile"]) {
    expect(await cacheControl(path), `${path} anonymous`).toBe(PRIVATE);
  }
  expect(await cacheControl("/api/v1/me", customer.cookie)).toBe(PRIVATE);
  expect(await cacheControl("/api/v1/carts", customer.cookie)).toBe(PRIVATE);

  const html = await (await request.get("/products", { headers: { Cookie: customer.cookie } })).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
  expect(await cacheControl(asset, customer.cookie)).toBe("public, max-age=31536000, immutable");
});
