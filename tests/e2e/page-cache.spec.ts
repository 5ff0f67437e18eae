import { request as http } from "@playwright/test";
import { PASSWORD, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { clientNavigate, documentWasKept, markDocument, open } from "./support.ts";

// The page cache (decision 016) with the real pages: an anonymous visitor gets the home page, a product and a post from
// memory, and they work as a rendered page does — the policy allows their inline scripts by hash (the fixture fails on
// any CSP violation), React hydrates them and the client router moves on from them. A signed-in visitor never gets one.

const POST = "/tet-pre-orders-banh-chung-mut";

test("an anonymous visitor's pages come from memory and work as rendered ones @desktop", async ({ page, request }) => {
  for (const path of ["/", "/vi", "/products", POST]) {
    await request.get(path);
    const kept = await request.get(path);
    expect(kept.headers()["x-page-cache"], path).toBe("hit");
    const csp = kept.headers()["content-security-policy"]!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    // The inline scripts by hash, and the card script's host (here the local stand-in), as a rendered page has it.
    expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+ http:\/\/127\.0\.0\.1:\d+$/);
    expect(await kept.text(), path).not.toContain("nonce=");
  }

  const first = await open(page, "/vi");
  expect(first?.headers()["x-page-cache"]).toBe("hit");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await markDocument(page);
  await clientNavigate(page, "/vi/products");
  await expect(page).toHaveURL(/\/vi\/products$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await documentWasKept(page)).toBe(true);
});

test("a signed-in visitor gets the pages drawn for them, with their name in the header @desktop", async ({ baseURL }) => {
  const { email } = unique("pagecache", "348");
  const context = await http.newContext({ baseURL: baseURL! });
  const res = await context.post("/api/v1/register", {
    data: { name: "Hạnh Cache", email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const { token, user } = ((await res.json()) as { data: { token: string; user: { id: number; customer_id: number } } }).data;
  await context.dispose();
  const cookie = `auth_token=${token}; auth_user=${encodeURIComponent(JSON.stringify(user))}; customer_id=${user.customer_id}`;

  const anonymous = await http.newContext({ baseURL: baseURL! });
  await anonymous.get("/products");
  expect((await anonymous.get("/products")).headers()["x-page-cache"]).toBe("hit");
  await anonymous.dispose();

  const signedIn = await http.newContext({ baseURL: baseURL!, extraHTTPHeaders: { Cookie: cookie } });
  const mine = await signedIn.get("/products");
  expect(mine.headers()["x-page-cache"]).toBe("bypass");
  expect(mine.headers()["cache-control"]).toBe("private, no-store");
  expect(await mine.text()).toContain("Hạnh Cache");
  await signedIn.dispose();
});
