import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/envelope.ts";
import { clientIp } from "./client-ip.ts";
import { sameOriginMutations } from "./same-origin.ts";

function appWith(publicUrl?: string) {
  const app = new Hono();
  app.use(sameOriginMutations({ publicUrl }));
  app.all("/thing", (c) => c.text("ok"));
  app.onError((error, c) => c.text(error instanceof ApiError ? String(error.status) : "500", error instanceof ApiError ? error.status : 500));
  return app;
}

describe("sameOriginMutations", () => {
  const app = appWith("https://maivang.example");
  const call = (method: string, headers: Record<string, string>) => app.request("http://shop.internal:3000/thing", { method, headers });

  it("lets through requests without Origin, safe methods, and our own origins", async () => {
    expect((await call("POST", {})).status).toBe(200);
    expect((await call("GET", { Origin: "https://evil.example" })).status).toBe(200);
    expect((await call("POST", { Origin: "http://shop.internal:3000" })).status).toBe(200);
    expect((await call("POST", { Origin: "https://maivang.example" })).status).toBe(200);
    expect((await call("DELETE", { Origin: "http://front.example", Host: "front.example" })).status).toBe(200);
  });

  it("refuses a mutation from another site, a port that differs, or an opaque origin", async () => {
    for (const origin of ["https://evil.example", "http://shop.internal:4000", "https://maivang.example.evil.example", "null", "garbage"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect((await call(method, { Origin: origin })).status, `${method} ${origin}`).toBe(403);
    }
  });
});

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
