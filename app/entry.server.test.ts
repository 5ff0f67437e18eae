import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { handleError } from "./entry.server.tsx";

/** A stand-in for the page context's logger that keeps what each level was given. */
function recordingContext() {
  const calls: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, msg: string) => void calls.push({ level, fields, msg });
  const logger = { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
  return { calls, context: { logger, requestId: "req-1" } as unknown as AppLoadContext };
}

// React Router refuses an action posted from another site's page and hands its refusal to handleError.
const refusal = new Error("The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.");

describe("handleError (pages)", () => {
  it("logs a refused cross-site form post as a warning, not an error", () => {
    const { calls, context } = recordingContext();
    const request = new Request("https://shop.example/login", { method: "POST", headers: { Origin: "https://evil.example" } });
    handleError(refusal, { request, context });
    expect(calls.map((call) => call.level)).toEqual(["warn"]);
    expect(calls[0]!.fields).toMatchObject({ path: "/login", origin: "https://evil.example" });
  });

  it("also for an Origin of null (a sandboxed page)", () => {
    const { calls, context } = recordingContext();
    handleError(refusal, {
      request: new Request("https://shop.example/cart/cartList", { method: "POST", headers: { Origin: "null" } }),
      context,
    });
    expect(calls.map((call) => call.level)).toEqual(["warn"]);
  });

  it("still logs a real failure of our own pages as an error", () => {
    const { calls, context } = recordingContext();
    const request = new Request("https://shop.example/login", { method: "POST", headers: { Origin: "https://shop.example" } });
    handleError(new Error("database is locked"), { request, context });
    expect(calls.map((call) => call.level)).toEqual(["error"]);
  });

  it("says nothing when the client has gone away", () => {
    const { calls, context } = recordingContext();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), { request: new Request("https://shop.example/", { signal: controller.signal }), context });
    expect(calls).toEqual([]);
  });
});
