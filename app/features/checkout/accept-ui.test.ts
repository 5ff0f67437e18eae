import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOAD_FAILED, loadAcceptUi, readAcceptResponse, resetAcceptUi } from "./accept-ui.ts";

/** Just enough of a document: script elements that load or fail when told, and the page's own nonced script. */
class FakeScript extends EventTarget {
  src = "";
  async = false;
  charset = "";
  nonce = "";
}
let added: FakeScript[];

beforeEach(() => {
  added = [];
  resetAcceptUi();
  const pageScript = Object.assign(new FakeScript(), { nonce: "page-nonce" });
  vi.stubGlobal("document", {
    createElement: () => new FakeScript(),
    querySelectorAll: () => [new FakeScript(), pageScript],
    head: { appendChild: (s: FakeScript) => added.push(s) },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("AcceptUI.js", () => {
  it("is loaded once, with the page's CSP nonce", async () => {
    const first = loadAcceptUi("https://jstest.authorize.net/v3/AcceptUI.js");
    const second = loadAcceptUi("https://jstest.authorize.net/v3/AcceptUI.js");
    expect(second).toBe(first);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: "https://jstest.authorize.net/v3/AcceptUI.js", nonce: "page-nonce", async: true });
    added[0]!.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBeUndefined();
  });

  it(`says "${LOAD_FAILED}" when it cannot load, and does not try again behind the customer's back`, async () => {
    const loading = loadAcceptUi("https://jstest.authorize.net/v3/AcceptUI.js");
    added[0]!.dispatchEvent(new Event("error"));
    await expect(loading).rejects.toThrow("Failed to load AcceptUI.js");
    await expect(loadAcceptUi("https://jstest.authorize.net/v3/AcceptUI.js")).rejects.toThrow(LOAD_FAILED);
    expect(added).toHaveLength(1);
  });

  it("reads the hosted form's answer: the opaque token, or its own words", () => {
    expect(
      readAcceptResponse({
        opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "eyJ0b2tlbiI6" },
        messages: { resultCode: "Ok", message: [{ code: "I_WC_01", text: "Successful." }] },
      }),
    ).toEqual({ ok: true, token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: "eyJ0b2tlbiI6" } });
    expect(
      readAcceptResponse({
        messages: { resultCode: "Error", message: [{ code: "E_WC_10", text: "Please provide valid apiloginid." }] },
      }),
    ).toEqual({ ok: false, text: "Please provide valid apiloginid." });
  });
});
