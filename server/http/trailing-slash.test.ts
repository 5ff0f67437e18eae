import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "./trailing-slash.ts";

const app = new Hono();
app.use("*", withoutTrailingSlash());
app.all("*", (c) => c.text(`page ${c.req.path}`));

describe("one address per page", () => {
  it("redirects a page's address with a trailing slash to the one without, keeping the query", async () => {
    const res = await app.request("/about-us/?utm_source=fb");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about-us?utm_source=fb");
    expect((await app.request("/vi/")).headers.get("location")).toBe("/vi");
    expect((await app.request("/vi/banh-mi-dac-biet//")).headers.get("location")).toBe("/vi/banh-mi-dac-biet");
  });

  it("never sends the visitor to another site", async () => {
    const res = await app.request("//evil.example/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/evil.example");
  });

  it("leaves the home page, addresses without the slash and form posts alone", async () => {
    expect(await (await app.request("/")).text()).toBe("page /");
    expect(await (await app.request("/about-us")).text()).toBe("page /about-us");
    expect((await app.request("/cart/", { method: "POST" })).status).toBe(200);
  });
});
