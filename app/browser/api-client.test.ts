import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest, apiUrl, withRetry } from "./api-client.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("retry helper", () => {
  it("retries 5xx and status 0 twice, after 600 ms then 1200 ms", async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockRejectedValue(new ApiRequestError("down", 503));
    const promise = withRetry(call).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(599);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1199);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(3);
    expect(await promise).toBeInstanceOf(ApiRequestError);
  });

  it("does not retry a 4xx", async () => {
    const call = vi.fn().mockRejectedValue(new ApiRequestError("bad", 422));
    await expect(withRetry(call)).rejects.toThrow("bad");
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe("generic client", () => {
  it("retries 429 and sends the language header", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: true, message: "slow down" }), { status: 429 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: false, message: "", data: { ok: 1 } }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const promise = apiRequest<{ ok: number }>("GET", "menus/main-menu", { siteLocale: "vi" });
    await vi.advanceTimersByTimeAsync(600);
    expect((await promise).data).toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>)["Http-Accept-Language"]).toBe("vi_VN");
  });

  it("drops a leading api segment when the base already ends in api", () => {
    expect(apiUrl("api/carts", "/api")).toBe("/api/carts");
    expect(apiUrl("carts", "/api/v1")).toBe("/api/v1/carts");
  });
});
