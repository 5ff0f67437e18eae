import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ACCEPT_UI_STANDIN_JS } from "./accept-ui-standin.ts";

// A local double of Authorize.Net's JSON API (tests never reach the network), as a `fetch` for Vitest
// and as a loopback HTTP server for the browser tests. It answers as the real gateway does, byte-order mark
// included. The opaque token's dataValue picks the outcome: "decline…", "timeout…" (no answer until the caller
// gives up), "error…", anything else is approved. Credentials: "test-login" / "test-key". A charge stays unsettled
// (voidable) until the test calls `settle(id)`, as the gateway's nightly batch would; a settled one can only be
// refunded, with the card's last four digits.

export const DOUBLE_CREDENTIALS = { apiLoginId: "test-login", transactionKey: "test-key" } as const;

export interface DoubleCharge {
  refId: string;
  amount: string;
  dataValue: string;
  invoiceNumber: string;
  transactionId: string;
}

export interface GatewayDouble {
  fetch: typeof fetch;
  /** Approved charges, in order. */
  charges: DoubleCharge[];
  /** Voided transaction ids, in order. */
  voids: string[];
  /** Refunds made, in order: the refund's own id, the charge it gives back, how much and with which last four digits. */
  refunds: DoubleRefund[];
  /** Settles a charge (the gateway's batch): it can no longer be voided, only refunded. */
  settle(transactionId: string): void;
}

export interface DoubleRefund {
  transactionId: string;
  refTransId: string;
  amount: string;
  last4: string;
}

type Json = Record<string, unknown>;
/** The gateway's answer, or no answer at all (the "timeout" token). */
type Reply = { body: Json } | "hang";

const BOM = "\uFEFF";

function object(value: unknown): Json {
  return typeof value === "object" && value !== null ? (value as Json) : {};
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function refused(code: string, message: string, refId?: string): Reply {
  return { body: { ...(refId ? { refId } : {}), messages: { resultCode: "Error", message: [{ code, text: message }] } } };
}

/** A transaction's answer: "1" approved, "2" declined, "3" error, as the gateway shapes each. */
function transaction(refId: string, responseCode: "1" | "2" | "3", details: Json): Reply {
  const ok = responseCode === "1";
  return {
    body: {
      transactionResponse: { responseCode, authCode: "", transId: "0", accountNumber: "XXXX1111", accountType: "Visa", ...details },
      refId,
      messages: ok
        ? { resultCode: "Ok", message: [{ code: "I00001", text: "Successful." }] }
        : { resultCode: "Error", message: [{ code: "E00027", text: "The transaction was unsuccessful." }] },
    },
  };
}

function failed(refId: string, responseCode: "2" | "3", errorCode: string, errorText: string): Reply {
  return transaction(refId, responseCode, { errors: [{ errorCode, errorText }] });
}

export function createGatewayDouble(): GatewayDouble {
  const charges: DoubleCharge[] = [];
  const voids: string[] = [];
  const refunds: DoubleRefund[] = [];
  const settled = new Set<string>();
  /** When each approved charge was made, by refId, amount and token: the duplicate check. */
  const chargedAt = new Map<string, number>();
  let nextId = 40_000_000_001;

  function charge(refId: string, request: Json): Reply {
    const amount = text(request.amount);
    const dataValue = text(object(object(request.payment).opaqueData).dataValue);
    const invoiceNumber = text(object(request.order).invoiceNumber);
    if (refId.length > 20 || invoiceNumber.length > 20) {
      return refused("E00003", "The element is invalid - The actual length is greater than the MaxLength value.", refId);
    }
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return failed(refId, "3", "5", "A valid amount is required.");
    if (dataValue.includes("timeout")) return "hang";
    if (dataValue.includes("decline")) return failed(refId, "2", "2", "This transaction has been declined.");
    if (dataValue.includes("error")) return failed(refId, "3", "19", "An error occurred during processing. Please try again in 5 minutes.");

    const settings = object(request.transactionSettings).setting;
    const duplicateWindow = (Array.isArray(settings) ? settings : []).map(object).find((one) => one.settingName === "duplicateWindow");
    const windowMs = Number(duplicateWindow?.settingValue ?? 120) * 1000;
    const key = JSON.stringify([refId, amount, dataValue]);
    const previous = chargedAt.get(key);
    if (previous !== undefined && Date.now() - previous < windowMs) {
      return failed(refId, "3", "11", "A duplicate transaction has been submitted.");
    }

    const transactionId = String(nextId++);
    chargedAt.set(key, Date.now());
    charges.push({ refId, amount, dataValue, invoiceNumber, transactionId });
    return transaction(refId, "1", {
      authCode: transactionId.slice(-6),
      transId: transactionId,
      messages: [{ code: "1", description: "This transaction has been approved." }],
    });
  }

  function voidCharge(refId: string, transactionId: string): Reply {
    if (!charges.some((made) => made.transactionId === transactionId)) {
      return failed(refId, "3", "16", "The transaction cannot be found.");
    }
    if (settled.has(transactionId)) return failed(refId, "3", "16", "A settled transaction cannot be voided: refund it.");
    // Voiding twice is not an error at the gateway: it says so and answers "1".
    const already = voids.includes(transactionId);
    if (!already) voids.push(transactionId);
    return transaction(refId, "1", {
      transId: transactionId,
      messages: already
        ? [{ code: "310", description: "This transaction has already been voided." }]
        : [{ code: "1", description: "This transaction has been approved." }],
    });
  }

  /** A refund of a settled charge: the card's last four digits must match, and never more than was charged. */
  function refund(refId: string, request: Json): Reply {
    const refTransId = text(request.refTransId);
    const amount = text(request.amount);
    const last4 = text(object(object(request.payment).creditCard).cardNumber);
    const original = charges.find((made) => made.transactionId === refTransId);
    if (!original || voids.includes(refTransId) || !settled.has(refTransId)) {
      return failed(refId, "3", "54", "The referenced transaction does not meet the criteria for issuing a credit.");
    }
    if (last4 !== "1111") return failed(refId, "3", "6", "The credit card number is invalid.");
    const given = refunds.filter((r) => r.refTransId === refTransId).reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || given + Math.round(Number(amount) * 100) > Math.round(Number(original.amount) * 100)) {
      return failed(refId, "3", "55", "The sum of credits against the referenced transaction would exceed original debit amount.");
    }
    const transactionId = String(nextId++);
    refunds.push({ transactionId, refTransId, amount, last4 });
    return transaction(refId, "1", {
      transId: transactionId,
      refTransID: refTransId,
      messages: [{ code: "1", description: "This transaction has been approved." }],
    });
  }

  /** getTransactionDetailsRequest: the charge's status, amount and masked card. */
  function details(transactionId: string): Reply {
    const original = charges.find((made) => made.transactionId === transactionId);
    if (!original) return refused("E00040", "The record cannot be found.");
    const transactionStatus = voids.includes(transactionId)
      ? "voided"
      : settled.has(transactionId)
        ? "settledSuccessfully"
        : "capturedPendingSettlement";
    return {
      body: {
        transaction: {
          transId: transactionId,
          transactionType: "authCaptureTransaction",
          transactionStatus,
          authAmount: Number(original.amount),
          settleAmount: Number(original.amount),
          payment: { creditCard: { cardNumber: "XXXX1111", expirationDate: "XXXX", cardType: "Visa" } },
        },
        messages: { resultCode: "Ok", message: [{ code: "I00001", text: "Successful." }] },
      },
    };
  }

  /** One request to the API, as its JSON text. */
  function answer(raw: string): Reply {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.replace(/^\uFEFF/, ""));
    } catch {
      return refused("E00003", "Data at the root level is invalid.");
    }
    const detailsRequest = object(parsed).getTransactionDetailsRequest;
    if (detailsRequest !== undefined) {
      const credentials = object(object(detailsRequest).merchantAuthentication);
      if (credentials.name !== DOUBLE_CREDENTIALS.apiLoginId || credentials.transactionKey !== DOUBLE_CREDENTIALS.transactionKey) {
        return refused("E00007", "User authentication failed due to invalid authentication values.");
      }
      return details(text(object(detailsRequest).transId));
    }
    const request = object(object(parsed).createTransactionRequest);
    const refId = text(request.refId);
    const credentials = object(request.merchantAuthentication);
    if (credentials.name !== DOUBLE_CREDENTIALS.apiLoginId || credentials.transactionKey !== DOUBLE_CREDENTIALS.transactionKey) {
      return refused("E00007", "User authentication failed due to invalid authentication values.", refId);
    }
    const transactionRequest = object(request.transactionRequest);
    switch (transactionRequest.transactionType) {
      case "authCaptureTransaction":
        return charge(refId, transactionRequest);
      case "voidTransaction":
        return voidCharge(refId, text(transactionRequest.refTransId));
      case "refundTransaction":
        return refund(refId, transactionRequest);
      default:
        return refused("E00003", "The transaction type is not one the double knows.", refId);
    }
  }

  const doubleFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const raw = typeof init?.body === "string" ? init.body : input instanceof Request ? await input.text() : "";
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const reply = answer(raw);
    if (reply === "hang") {
      // As a gateway that never answers: the caller's signal is the only way out.
      return new Promise<Response>((_, reject) => {
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
      });
    }
    return new Response(BOM + JSON.stringify(reply.body), { status: 200, headers: { "content-type": "application/json; charset=utf-8" } });
  };

  return {
    fetch: doubleFetch as typeof fetch,
    charges,
    voids,
    refunds,
    settle(transactionId) {
      settled.add(transactionId);
    },
  };
}

/**
 * The double on 127.0.0.1 for the browser tests. `url` is the API endpoint (the config's apiUrl); `acceptUiUrl`
 * serves the AcceptUI.js stand-in (accept-ui-standin.ts).
 */
export async function startGatewayDoubleServer(
  port = 0,
): Promise<{ url: string; acceptUiUrl: string; close(): Promise<void>; double: GatewayDouble }> {
  const double = createGatewayDouble();
  const server: Server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/v3/AcceptUI.js") {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(ACCEPT_UI_STANDIN_JS);
      return;
    }
    if (request.method !== "POST" || request.url !== "/xml/v1/request.api") {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void double
        .fetch("http://double/xml/v1/request.api", {
          method: "POST",
          body: Buffer.concat(chunks).toString("utf8"),
          // A "timeout" token hangs until the client goes away.
          signal: abortOnClose(response),
        })
        .then(async (answer) => {
          const bytes = Buffer.from(await answer.arrayBuffer());
          response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" }).end(bytes);
        })
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/xml/v1/request.api`,
    acceptUiUrl: `${base}/v3/AcceptUI.js`,
    double,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests would keep the server open for ever.
        server.closeAllConnections();
      }),
  };
}

function abortOnClose(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.on("close", () => controller.abort());
  return controller.signal;
}
