import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.ts";

describe("clientIp", () => {
  const appFor = (trustProxy: boolean) => {
    const app = new Hono();
    app.get("/", (c) => c.text(clientIp(c, trustProxy)));
    return app;
  };

  it("uses the last X-Forwarded-For entry behind a trusted proxy (the one the proxy added)", async () => {
    const res = await appFor(true).request("/", { headers: { "X-Forwarded-For": "1.1.1.1, 203.0.113.9" } });
    expect(await res.text()).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For otherwise, and says unknown without a socket instead of throwing", async () => {
    expect(await (await appFor(false).request("/", { headers: { "X-Forwarded-For": "1.1.1.1" } })).text()).toBe("unknown");
    expect(await (await appFor(true).request("/")).text()).toBe("unknown");
  });
});
