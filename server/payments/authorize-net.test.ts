import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ACCEPT_UI_STANDIN_JS } from "./accept-ui-standin.ts";
import { createCardGateway, formatAmount, gatewayEndpoints, type CardGatewayConfig, type ChargeInput } from "./authorize-net.ts";
import { createGatewayDouble, DOUBLE_CREDENTIALS, startGatewayDoubleServer } from "./authorize-net-double.ts";

const config: CardGatewayConfig = { ...DOUBLE_CREDENTIALS, clientKey: "public-client-key", env: "sandbox" };

function chargeOf(dataValue: string, overrides: Partial<ChargeInput> = {}): ChargeInput {
  return {
    amountCents: 1999,
    token: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue },
    refId: "MV-0123456789AB",
    invoiceNumber: "MV-0123456789AB",
    description: "Bakery order",
    customer: { email: "an@example.com", phone: "713-555-0100" },
    billTo: {
      firstName: "An",
      lastName: "Nguyen",
      address: "9889 Bellaire Blvd",
      city: "Houston",
      state: "TX",
      zip: "77036",
      country: "US",
    },
    ...overrides,
  };
}

/** The double's fetch, keeping each request body the adapter sent. */
function recordingDouble() {
  const double = createGatewayDouble();
  const sent: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    sent.push(String(init?.body));
    return double.fetch(input, init);
  };
  return { double, sent, fetchImpl };
}

describe("Authorize.Net endpoints", () => {
  it("picks sandbox or production, and takes overrides", () => {
    expect(gatewayEndpoints({ env: "sandbox" })).toEqual({
      apiUrl: "https://apitest.authorize.net/xml/v1/request.api",
      acceptUiUrl: "https://jstest.authorize.net/v3/AcceptUI.js",
    });
    expect(gatewayEndpoints({ env: "production" })).toEqual({
      apiUrl: "https://api.authorize.net/xml/v1/request.api",
      acceptUiUrl: "https://js.authorize.net/v3/AcceptUI.js",
    });
    expect(gatewayEndpoints({ env: "production", apiUrl: "http://127.0.0.1:1/api", acceptUiUrl: "/ui.js" })).toEqual({
      apiUrl: "http://127.0.0.1:1/api",
      acceptUiUrl: "/ui.js",
    });
  });
});

describe("amounts", () => {
  it("writes whole cents exactly, with no floating point", () => {
    expect(formatAmount(1999)).toBe("19.99");
    expect(formatAmount(5)).toBe("0.05");
    expect(formatAmount(100)).toBe("1.00");
    expect(formatAmount(123_456_789)).toBe("1234567.89");
    expect(() => formatAmount(0)).toThrow(RangeError);
    expect(() => formatAmount(12.5)).toThrow(RangeError);
  });
});

describe("charging a card", () => {
  it("approves, sending the request the gateway expects and reading its answer past the byte-order mark", async () => {
    const { double, sent, fetchImpl } = recordingDouble();
    const result = await createCardGateway(config, fetchImpl).charge(chargeOf("approve-1"));

    expect(result).toMatchObject({ status: "approved", accountNumber: "XXXX1111", accountType: "Visa" });
    expect(result.status === "approved" && result.transactionId).toBe(double.charges[0]?.transactionId);
    expect(result.status === "approved" && result.authCode).toMatch(/^\w{6}$/);
    expect(double.charges).toEqual([
      expect.objectContaining({ refId: "MV-0123456789AB", amount: "19.99", dataValue: "approve-1", invoiceNumber: "MV-0123456789AB" }),
    ]);

    const body = JSON.parse(sent[0]!);
    expect(body).toEqual({
      createTransactionRequest: {
        merchantAuthentication: { name: "test-login", transactionKey: "test-key" },
        refId: "MV-0123456789AB",
        transactionRequest: {
          transactionType: "authCaptureTransaction",
          amount: "19.99",
          payment: { opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "approve-1" } },
          order: { invoiceNumber: "MV-0123456789AB", description: "Bakery order" },
          customer: { email: "an@example.com" },
          billTo: {
            firstName: "An",
            lastName: "Nguyen",
            address: "9889 Bellaire Blvd",
            city: "Houston",
            state: "TX",
            zip: "77036",
            country: "US",
            phoneNumber: "713-555-0100",
          },
          transactionSettings: { setting: [{ settingName: "duplicateWindow", settingValue: "120" }] },
        },
      },
    });
    // The gateway reads the JSON as XML: the keys' order is part of the request.
    expect(Object.keys(body.createTransactionRequest)).toEqual(["merchantAuthentication", "refId", "transactionRequest"]);
    expect(Object.keys(body.createTransactionRequest.transactionRequest)).toEqual([
      "transactionType",
      "amount",
      "payment",
      "order",
      "customer",
      "billTo",
      "transactionSettings",
    ]);
  });

  it("strips the byte-order mark itself, whatever the fetch's text() leaves", async () => {
    const answer = {
      transactionResponse: { responseCode: "1", authCode: "A1B2C3", transId: "60001", accountNumber: "XXXX1111", accountType: "Visa" },
      messages: { resultCode: "Ok" },
    };
    const fetchImpl = (async () => ({
      ok: true,
      status: 200,
      text: async () => "\uFEFF" + JSON.stringify(answer),
    })) as unknown as typeof fetch;
    expect(await createCardGateway(config, fetchImpl).charge(chargeOf("approve-2"))).toEqual({
      status: "approved",
      transactionId: "60001",
      authCode: "A1B2C3",
      accountNumber: "XXXX1111",
      accountType: "Visa",
    });
  });

  it("sends the double's answer with the byte-order mark, as the real gateway does", async () => {
    const response = await createGatewayDouble().fetch("http://double/", { method: "POST", body: "{}" });
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("shortens a refId longer than the gateway takes by dropping MV-", async () => {
    const { double, fetchImpl } = recordingDouble();
    await createCardGateway(config, fetchImpl).charge(chargeOf("approve-3", { refId: "MV-0123456789ABCDEFGH" }));
    expect(double.charges[0]?.refId).toBe("0123456789ABCDEFGH");
  });

  it("declines with the gateway's reason, and takes no money", async () => {
    const { double, fetchImpl } = recordingDouble();
    expect(await createCardGateway(config, fetchImpl).charge(chargeOf("decline-1"))).toEqual({
      status: "declined",
      code: "2",
      reason: "This transaction has been declined.",
    });
    expect(double.charges).toEqual([]);
  });

  it("answers an error when the gateway fails the transaction", async () => {
    const { fetchImpl } = recordingDouble();
    expect(await createCardGateway(config, fetchImpl).charge(chargeOf("error-1"))).toMatchObject({ status: "error", code: "19" });
  });

  it("answers an error for a transaction held for review (responseCode 4): it is not paid", async () => {
    const answer = {
      transactionResponse: {
        responseCode: "4",
        transId: "60002",
        messages: [{ code: "253", description: "Your order has been received." }],
      },
      messages: { resultCode: "Ok" },
    };
    const fetchImpl = (async () => new Response(JSON.stringify(answer))) as typeof fetch;
    expect(await createCardGateway(config, fetchImpl).charge(chargeOf("approve-10"))).toEqual({
      status: "error",
      code: "253",
      reason: "The gateway held the transaction for review.",
    });
  });

  it("refuses the same charge twice within the duplicate window (error 11), and charges once", async () => {
    const { double, fetchImpl } = recordingDouble();
    const gateway = createCardGateway(config, fetchImpl);
    expect(await gateway.charge(chargeOf("approve-4"))).toMatchObject({ status: "approved" });
    expect(await gateway.charge(chargeOf("approve-4"))).toEqual({
      status: "error",
      code: "11",
      reason: "A duplicate transaction has been submitted.",
    });
    expect(double.charges).toHaveLength(1);
    // Another order (another refId) with the same card is not a duplicate.
    expect(await gateway.charge(chargeOf("approve-4", { refId: "MV-ZZZZZZZZZZZZ" }))).toMatchObject({ status: "approved" });
  });

  it("gives up after timeoutMs when the gateway does not answer", async () => {
    const { fetchImpl } = recordingDouble();
    const started = Date.now();
    expect(await createCardGateway({ ...config, timeoutMs: 200 }, fetchImpl).charge(chargeOf("timeout-1"))).toEqual({ status: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("answers the gateway's error for bad credentials", async () => {
    const { fetchImpl } = recordingDouble();
    const gateway = createCardGateway({ ...config, transactionKey: "wrong-key" }, fetchImpl);
    expect(await gateway.charge(chargeOf("approve-5"))).toEqual({
      status: "error",
      code: "E00007",
      reason: "User authentication failed due to invalid authentication values.",
    });
  });

  it("answers a network error when the request fails or the answer is not JSON, without the key or the token", async () => {
    const throwing = (async () => {
      throw new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) });
    }) as typeof fetch;
    const failed = await createCardGateway(config, throwing).charge(chargeOf("approve-secret-token"));
    expect(failed).toEqual({ status: "error", code: "network", reason: "fetch failed (ECONNREFUSED)" });

    const garbled = (async () => new Response("<html>Bad gateway</html>", { status: 200 })) as typeof fetch;
    expect(await createCardGateway(config, garbled).charge(chargeOf("approve-6"))).toMatchObject({ status: "error", code: "network" });

    const serverError = (async () => new Response("", { status: 503 })) as typeof fetch;
    expect(await createCardGateway(config, serverError).charge(chargeOf("approve-7"))).toEqual({
      status: "error",
      code: "network",
      reason: "HTTP 503",
    });
    expect(JSON.stringify(failed)).not.toMatch(/test-key|secret-token/);
  });
});

describe("voiding a charge", () => {
  it("voids a charge it made, and says why it cannot void another", async () => {
    const { double, sent, fetchImpl } = recordingDouble();
    const gateway = createCardGateway(config, fetchImpl);
    const charged = await gateway.charge(chargeOf("approve-8"));
    if (charged.status !== "approved") throw new Error("not approved");

    expect(await gateway.void(charged.transactionId)).toEqual({ ok: true });
    expect(double.voids).toEqual([charged.transactionId]);
    expect(JSON.parse(sent[1]!).createTransactionRequest.transactionRequest).toEqual({
      transactionType: "voidTransaction",
      refTransId: charged.transactionId,
    });
    expect(await gateway.void("999")).toEqual({ ok: false, reason: "16: The transaction cannot be found." });
  });
});

describe("the double over loopback HTTP", () => {
  it("charges, hangs on a timeout token until the client gives up, and closes", async () => {
    const server = await startGatewayDoubleServer();
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/xml\/v1\/request\.api$/);
      const gateway = createCardGateway({ ...config, apiUrl: server.url, timeoutMs: 1_000 });
      expect(await gateway.charge(chargeOf("approve-9"))).toMatchObject({ status: "approved", accountNumber: "XXXX1111" });
      expect(server.double.charges).toHaveLength(1);
      expect(await createCardGateway({ ...config, apiUrl: server.url, timeoutMs: 200 }).charge(chargeOf("timeout-2"))).toEqual({
        status: "timeout",
      });

      const script = await fetch(server.acceptUiUrl);
      expect(script.headers.get("content-type")).toContain("javascript");
      expect(await script.text()).toBe(ACCEPT_UI_STANDIN_JS);
    } finally {
      await server.close();
    }
  });
});

describe("the AcceptUI.js stand-in", () => {
  /** Just enough of a page: one document click listener, and buttons with attributes. */
  function page() {
    let listener: ((event: unknown) => void) | undefined;
    const window: Record<string, unknown> = {};
    const context = {
      window,
      setTimeout,
      Date,
      String,
      Error,
      document: { addEventListener: (_type: string, handler: (event: unknown) => void) => (listener = handler) },
    };
    runInNewContext(ACCEPT_UI_STANDIN_JS, context);
    const click = (attributes: Record<string, string>) =>
      new Promise<unknown>((resolve) => {
        window.onCard = resolve;
        const button = { getAttribute: (name: string) => attributes[name] ?? null };
        listener?.({ target: { closest: (selector: string) => (selector === ".AcceptUI" ? button : null) }, preventDefault() {} });
      });
    return { window, click };
  }

  const attributes = { "data-apiLoginID": "test-login", "data-clientKey": "public-client-key", "data-responseHandler": "onCard" };

  it("calls the named global handler with an opaque token, the next value when a test set one", async () => {
    const { window, click } = page();
    expect(await click(attributes)).toMatchObject({
      opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: expect.stringMatching(/^approve-\d+$/) },
      messages: { resultCode: "Ok", message: [{ code: "I_WC_01", text: "Successful." }] },
      encryptedCardData: { cardNumber: "XXXXXXXXXXXX1111", expDate: "12/30", bin: "411111" },
    });
    window.__acceptUiNextValue = "decline-1";
    expect(await click(attributes)).toMatchObject({ opaqueData: { dataValue: "decline-1" } });
  });

  it("answers an error, as the real one does, when the button lacks its keys", async () => {
    const { click } = page();
    expect(await click({ ...attributes, "data-clientKey": "" })).toEqual({
      messages: { resultCode: "Error", message: [{ code: "E_WC_18", text: "Client Key is required for transaction." }] },
    });
  });
});

describe("a staff cancel's card payment: the transaction's state, a void, a refund once settled", () => {
  it("reads a charge as unsettled, voids it, and then reads it as voided", async () => {
    const { double, sent, fetchImpl } = recordingDouble();
    const gateway = createCardGateway(config, fetchImpl);
    const charged = await gateway.charge(chargeOf("approve-details-1"));
    if (charged.status !== "approved") throw new Error("not approved");
    expect(await gateway.getTransactionDetails(charged.transactionId)).toEqual({
      ok: true,
      state: "unsettled",
      raw: "capturedPendingSettlement",
      amountCents: 1999,
      accountNumber: "XXXX1111",
    });
    expect(JSON.parse(sent.at(-1)!)).toEqual({
      getTransactionDetailsRequest: {
        merchantAuthentication: { name: "test-login", transactionKey: "test-key" },
        transId: charged.transactionId,
      },
    });
    expect(await gateway.void(charged.transactionId)).toEqual({ ok: true });
    expect(await gateway.getTransactionDetails(charged.transactionId)).toMatchObject({ ok: true, state: "voided" });
    expect(double.voids).toEqual([charged.transactionId]);
  });

  it("refuses to void a settled charge; refunds it with the card's last four digits, never more than was charged", async () => {
    const { double, sent, fetchImpl } = recordingDouble();
    const gateway = createCardGateway(config, fetchImpl);
    const charged = await gateway.charge(chargeOf("approve-settled-1"));
    if (charged.status !== "approved") throw new Error("not approved");
    expect(await gateway.refund({ transactionId: charged.transactionId, amountCents: 1999, last4: "1111" })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^54:/),
    });
    double.settle(charged.transactionId);
    expect(await gateway.getTransactionDetails(charged.transactionId)).toMatchObject({
      ok: true,
      state: "settled",
      raw: "settledSuccessfully",
    });
    expect(await gateway.void(charged.transactionId)).toMatchObject({ ok: false });
    expect(await gateway.refund({ transactionId: charged.transactionId, amountCents: 1999, last4: "4242" })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^6:/),
    });
    const refunded = await gateway.refund({
      transactionId: charged.transactionId,
      amountCents: 1999,
      last4: "XXXX1111",
      refId: "MV-0123456789AB",
    });
    expect(refunded).toEqual({ ok: true, transactionId: expect.stringMatching(/^\d+$/) });
    const request = JSON.parse(sent.at(-1)!).createTransactionRequest;
    expect(request.transactionRequest).toEqual({
      transactionType: "refundTransaction",
      amount: "19.99",
      payment: { creditCard: { cardNumber: "1111", expirationDate: "XXXX" } },
      refTransId: charged.transactionId,
    });
    expect(await gateway.refund({ transactionId: charged.transactionId, amountCents: 1, last4: "1111" })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^55:/),
    });
    expect(double.refunds).toHaveLength(1);
  });

  it("answers an unknown transaction, wrong keys and a dead gateway as failures, never by throwing", async () => {
    const { fetchImpl } = recordingDouble();
    expect(await createCardGateway(config, fetchImpl).getTransactionDetails("999")).toEqual({
      ok: false,
      reason: "E00040: The record cannot be found.",
    });
    expect(await createCardGateway({ ...config, transactionKey: "wrong" }, fetchImpl).getTransactionDetails("999")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^E00007/),
    });
    const dead: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    expect(await createCardGateway(config, dead).getTransactionDetails("1")).toEqual({ ok: false, reason: "fetch failed" });
    expect(await createCardGateway(config, dead).refund({ transactionId: "1", amountCents: 100, last4: "1111" })).toEqual({
      ok: false,
      reason: "fetch failed",
    });
  });
});
