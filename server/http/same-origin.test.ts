import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import { sameOriginMutations, withoutOrigin } from "./same-origin.ts";

function appWith(publicUrl?: string) {
  const app = new Hono<AppEnv>();
  app.use(sameOriginMutations({ publicUrl }));
  app.all("*", (c) => c.text("reached"));
  return app;
}

describe("sameOriginMutations", () => {
  const app = appWith("https://maivang.example");
  const call = (method: string, headers: Record<string, string>, path = "/api/v1/thing") =>
    app.request(`http://shop.internal:3000${path}`, { method, headers });
  const reached = async (res: Response) => res.status === 200 && (await res.text()) === "reached";

  it("lets through reads, our own origins, and requests that name no page (curl, apps)", async () => {
    expect(await reached(await call("POST", {}))).toBe(true);
    expect(await reached(await call("POST", { Cookie: "auth_token=x" }))).toBe(true);
    expect(await reached(await call("GET", { Origin: "https://evil.example", Cookie: "auth_token=x" }))).toBe(true);
    expect(await reached(await call("POST", { Origin: "https://maivang.example", Cookie: "auth_token=x" }))).toBe(true);
    expect(await reached(await call("POST", { "Sec-Fetch-Site": "same-origin", Cookie: "auth_token=x" }))).toBe(true);
    expect(await reached(await call("POST", { Referer: "https://maivang.example/contact", Cookie: "auth_token=x" }))).toBe(true);
  });

  it("with PUBLIC_URL, compares with its origin, not with the request's own Host", async () => {
    expect((await call("POST", { Origin: "http://shop.internal:3000", Cookie: "auth_token=x" })).status).toBe(403);
    expect((await call("DELETE", { Origin: "http://front.example", Host: "front.example" })).status).toBe(403);
    expect((await call("POST", { Origin: "http://maivang.example", Cookie: "auth_token=x" })).status).toBe(403);
    expect((await call("POST", { Referer: "http://shop.internal:3000/contact", Cookie: "auth_token=x" })).status).toBe(403);
  });

  it("without PUBLIC_URL, compares with the request's own host", async () => {
    const local = appWith(undefined);
    const post = (headers: Record<string, string>) => local.request("http://shop.internal:3000/api/v1/thing", { method: "POST", headers });
    expect((await post({ Origin: "http://shop.internal:3000", Cookie: "auth_token=x" })).status).toBe(200);
    expect((await post({ Origin: "http://front.example", Host: "front.example" })).status).toBe(200);
    expect((await post({ Origin: "http://shop.internal:4000", Cookie: "auth_token=x" })).status).toBe(403);
  });

  it("refuses a write from another site, a port that differs, or an opaque origin — with a cookie or without", async () => {
    const origins = [
      "https://evil.example",
      "http://shop.internal:4000",
      "https://maivang.example.evil.example",
      "null",
      "garbage",
      "file://x",
    ];
    for (const origin of origins) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const cookie of [{ Cookie: "auth_token=x; cart_token=y" }, {}] as Record<string, string>[]) {
          expect((await call(method, { Origin: origin, ...cookie })).status, `${method} ${origin}`).toBe(403);
        }
      }
    }
  });

  it("reads Sec-Fetch-Site, then Referer, when a browser sent no Origin", async () => {
    expect((await call("POST", { "Sec-Fetch-Site": "cross-site", Cookie: "auth_token=x" })).status).toBe(403);
    expect((await call("POST", { "Sec-Fetch-Site": "same-site", Cookie: "auth_token=x" })).status).toBe(403);
    expect((await call("POST", { Referer: "https://evil.example/page", Cookie: "auth_token=x" })).status).toBe(403);
  });

  it("lets another client with a Bearer token and no cookie through, but not a browser that also sends cookies", async () => {
    expect(await reached(await call("POST", { Origin: "https://evil.example", Authorization: "Bearer abc" }))).toBe(true);
    expect((await call("POST", { Origin: "https://evil.example", Authorization: "Bearer abc", Cookie: "auth_token=x" })).status).toBe(403);
  });

  it("answers the API with its envelope in the asked language, and a page in its own", async () => {
    const api = await call("POST", { Origin: "https://evil.example", "Http-Accept-Language": "vi_VN" });
    expect(await api.json()).toEqual({ error: true, message: apiMessage("vi", "authCrossSiteRequest"), data: null });
    const page = await call("POST", { Origin: "https://evil.example" }, "/vi/contact");
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(apiMessage("vi", "authCrossSiteRequest"));
    expect(await (await call("POST", { Origin: "https://evil.example" }, "/contact")).text()).toBe(
      apiMessage("en", "authCrossSiteRequest"),
    );
  });
});

describe("withoutOrigin", () => {
  it("hands a write on without Origin and with its body; a read as it is", async () => {
    const post = new Request("http://shop.test/login", {
      method: "POST",
      headers: { Origin: "http://shop.test", Cookie: "a=1" },
      body: "x=1",
    });
    const passed = withoutOrigin(post);
    expect(passed.headers.get("origin")).toBeNull();
    expect(passed.headers.get("cookie")).toBe("a=1");
    expect(await passed.text()).toBe("x=1");
    const get = new Request("http://shop.test/", { headers: { Origin: "http://shop.test" } });
    expect(withoutOrigin(get)).toBe(get);
  });
});
