// Card payments through Authorize.Net. The browser gets an opaque token from AcceptUI.js; this
// adapter charges it at once (authCaptureTransaction), voids a charge, reads a transaction's state
// (getTransactionDetailsRequest) and refunds a settled one, by `fetch` to the gateway's JSON API. It
// answers plain results, never throws for the gateway's sake, and never logs or returns the transaction key or the
// token. Tests hand it the double's fetch (authorize-net-double.ts): no test reaches the network.

export interface CardGatewayConfig {
  apiLoginId: string;
  transactionKey: string;
  /** The public client key: for AcceptUI.js in the browser, never used here. */
  clientKey: string;
  env: "sandbox" | "production";
  /** Overrides for tests and the browser tests' local stand-ins. */
  apiUrl?: string;
  acceptUiUrl?: string;
  timeoutMs?: number;
}

const ENDPOINTS = {
  sandbox: { apiUrl: "https://apitest.authorize.net/xml/v1/request.api", acceptUiUrl: "https://jstest.authorize.net/v3/AcceptUI.js" },
  production: { apiUrl: "https://api.authorize.net/xml/v1/request.api", acceptUiUrl: "https://js.authorize.net/v3/AcceptUI.js" },
} as const;

export function gatewayEndpoints(config: Pick<CardGatewayConfig, "env" | "apiUrl" | "acceptUiUrl">): {
  apiUrl: string;
  acceptUiUrl: string;
} {
  const defaults = ENDPOINTS[config.env];
  return { apiUrl: config.apiUrl ?? defaults.apiUrl, acceptUiUrl: config.acceptUiUrl ?? defaults.acceptUiUrl };
}

export interface ChargeInput {
  amountCents: number;
  token: { dataDescriptor: string; dataValue: string };
  /** The order code; the gateway takes at most 20 characters. */
  refId: string;
  invoiceNumber: string;
  description?: string;
  customer: { email: string; phone?: string };
  billTo: { firstName?: string; lastName?: string; address: string; city: string; state: string; zip?: string; country: string };
}

export type ChargeResult =
  | { status: "approved"; transactionId: string; authCode: string; accountNumber: string; accountType: string }
  | { status: "declined"; code: string; reason: string }
  | { status: "error"; code: string; reason: string }
  /** No answer in time: the charge may or may not have been made. */
  | { status: "timeout" };

export type VoidResult = { ok: true } | { ok: false; reason: string };

/**
 * A transaction as the gateway keeps it. `settled`: the money has moved (settledSuccessfully) — only a refund gives
 * it back; `unsettled`: still in today's batch — a void cancels it; `voided`/`refunded`: nothing is left to give
 * back; `other`: declined, held, failed… (`raw` says which).
 */
export type TransactionDetails =
  | { ok: true; state: "settled" | "unsettled" | "voided" | "refunded" | "other"; raw: string; amountCents: number; accountNumber: string }
  | { ok: false; reason: string };

export interface RefundInput {
  transactionId: string;
  amountCents: number;
  /** The card's last four digits: the gateway needs them (not the whole number) to refund a transaction. */
  last4: string;
  refId?: string;
}

export type RefundResult = { ok: true; transactionId: string } | { ok: false; reason: string };

export interface CardGateway {
  charge(input: ChargeInput): Promise<ChargeResult>;
  void(transactionId: string): Promise<VoidResult>;
  getTransactionDetails(transactionId: string): Promise<TransactionDetails>;
  refund(input: RefundInput): Promise<RefundResult>;
}

/** The gateway's transactionStatus values, as the state this shop acts on. */
export function transactionState(status: string): Exclude<TransactionDetails, { ok: false }>["state"] {
  switch (status) {
    case "settledSuccessfully":
      return "settled";
    case "capturedPendingSettlement":
    case "authorizedPendingCapture":
      return "unsettled";
    case "voided":
      return "voided";
    case "refundSettledSuccessfully":
    case "refundPendingSettlement":
      return "refunded";
    default:
      return "other";
  }
}

/** "12.34" (the gateway's decimal amounts) → 1234 cents, without floating point. */
export function centsOf(amount: unknown): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount ?? "").trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Seconds in which the gateway refuses the same charge again (error 11): a double submit never charges twice. */
const DUPLICATE_WINDOW_SECONDS = "120";

/** Integer cents as the gateway's decimal string, without floating point: 1999 → "19.99", 5 → "0.05". */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`not a positive whole number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** The gateway refuses the whole request when a field is longer than its schema allows (E00003). */
function clip(value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : value.slice(0, max);
}

/** The order code as a refId (20 characters at most): "MV-" goes first when the code is too long. */
function refIdOf(code: string): string {
  return (code.length > 20 ? code.replace(/^MV-/, "") : code).slice(0, 20);
}

/** The parts of the gateway's answer that we read; anything may be missing. */
interface GatewayAnswer {
  transactionResponse?: {
    responseCode?: string;
    authCode?: string;
    transId?: string;
    accountNumber?: string;
    accountType?: string;
    errors?: { errorCode?: string; errorText?: string }[];
    messages?: { code?: string; description?: string }[];
  };
  messages?: { resultCode?: string; message?: { code?: string; text?: string }[] };
  /** getTransactionDetailsResponse's transaction. */
  transaction?: {
    transId?: string;
    transactionStatus?: string;
    settleAmount?: number | string;
    authAmount?: number | string;
    payment?: { creditCard?: { cardNumber?: string; cardType?: string } };
  };
}

type Posted = { kind: "answer"; answer: GatewayAnswer } | { kind: "timeout" } | { kind: "network"; reason: string };

function isAbort(error: unknown): boolean {
  const name = typeof error === "object" && error !== null && "name" in error ? error.name : undefined;
  return name === "TimeoutError" || name === "AbortError";
}

/** "fetch failed (ECONNREFUSED)": the error and its cause's code, nothing of the request. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return "request failed";
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = cause?.code ?? cause?.message;
  return typeof detail === "string" ? `${error.message} (${detail})` : error.message;
}

/** What went wrong, as the gateway put it: the transaction's first error, else the request's first message. */
function failureOf(answer: GatewayAnswer, fallbackCode: string): { code: string; reason: string } {
  const error = answer.transactionResponse?.errors?.[0];
  const message = answer.messages?.message?.[0];
  return {
    code: error?.errorCode ?? message?.code ?? fallbackCode,
    reason: error?.errorText ?? message?.text ?? "The gateway gave no reason.",
  };
}

export function createCardGateway(config: CardGatewayConfig, fetchImpl: typeof fetch = fetch): CardGateway {
  const { apiUrl } = gatewayEndpoints(config);
  const merchantAuthentication = { name: config.apiLoginId, transactionKey: config.transactionKey };

  async function post(request: object, root = "createTransactionRequest"): Promise<Posted> {
    try {
      const response = await fetchImpl(apiUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ [root]: request }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
      });
      const text = await response.text();
      if (!response.ok) return { kind: "network", reason: `HTTP ${response.status}` };
      // The gateway starts its JSON with a byte-order mark, which JSON.parse refuses.
      const answer: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
      if (typeof answer !== "object" || answer === null) return { kind: "network", reason: "unreadable answer" };
      return { kind: "answer", answer };
    } catch (error) {
      if (isAbort(error)) return { kind: "timeout" };
      if (error instanceof SyntaxError) return { kind: "network", reason: "unreadable answer" };
      // Only the error's message: the request (key, token) is never part of it.
      return { kind: "network", reason: describeFailure(error) };
    }
  }

  return {
    async charge(input) {
      const posted = await post({
        // Keys in the schema's order: the gateway reads this JSON as its XML and rejects another order.
        merchantAuthentication,
        refId: refIdOf(input.refId),
        transactionRequest: {
          transactionType: "authCaptureTransaction",
          amount: formatAmount(input.amountCents),
          payment: { opaqueData: { dataDescriptor: input.token.dataDescriptor, dataValue: input.token.dataValue } },
          order: { invoiceNumber: clip(input.invoiceNumber, 20), description: clip(input.description, 255) },
          customer: { email: clip(input.customer.email, 255) },
          billTo: {
            firstName: clip(input.billTo.firstName, 50),
            lastName: clip(input.billTo.lastName, 50),
            address: clip(input.billTo.address, 60),
            city: clip(input.billTo.city, 40),
            state: clip(input.billTo.state, 40),
            zip: clip(input.billTo.zip, 20),
            country: clip(input.billTo.country, 60),
            phoneNumber: clip(input.customer.phone, 25),
          },
          transactionSettings: { setting: [{ settingName: "duplicateWindow", settingValue: DUPLICATE_WINDOW_SECONDS }] },
        },
      });
      if (posted.kind === "timeout") return { status: "timeout" };
      if (posted.kind === "network") return { status: "error", code: "network", reason: posted.reason };

      const { answer } = posted;
      const transaction = answer.transactionResponse;
      if (transaction?.responseCode === "2") return { status: "declined", ...failureOf(answer, "2") };
      if (transaction?.responseCode === "1" && answer.messages?.resultCode !== "Error" && transaction.transId) {
        return {
          status: "approved",
          transactionId: transaction.transId,
          authCode: transaction.authCode ?? "",
          accountNumber: transaction.accountNumber ?? "",
          accountType: transaction.accountType ?? "",
        };
      }
      // Held for review by the fraud filters: authorized, not captured until someone approves it at the gateway.
      if (transaction?.responseCode === "4") {
        return { status: "error", code: transaction.messages?.[0]?.code ?? "4", reason: "The gateway held the transaction for review." };
      }
      // "3" (an error, e.g. 11: a duplicate) or the request refused as a whole (E000xx).
      return { status: "error", ...failureOf(answer, transaction?.responseCode ?? "unknown") };
    },

    async void(transactionId) {
      const posted = await post({
        merchantAuthentication,
        transactionRequest: { transactionType: "voidTransaction", refTransId: transactionId },
      });
      if (posted.kind === "timeout") return { ok: false, reason: "timeout" };
      if (posted.kind === "network") return { ok: false, reason: posted.reason };
      if (posted.answer.transactionResponse?.responseCode === "1") return { ok: true };
      const { code, reason } = failureOf(posted.answer, "unknown");
      return { ok: false, reason: `${code}: ${reason}` };
    },

    async getTransactionDetails(transactionId) {
      const posted = await post({ merchantAuthentication, transId: transactionId }, "getTransactionDetailsRequest");
      if (posted.kind === "timeout") return { ok: false, reason: "timeout" };
      if (posted.kind === "network") return { ok: false, reason: posted.reason };
      const { answer } = posted;
      const transaction = answer.transaction;
      if (answer.messages?.resultCode !== "Ok" || !transaction?.transactionStatus) {
        const { code, reason } = failureOf(answer, "unknown");
        return { ok: false, reason: `${code}: ${reason}` };
      }
      return {
        ok: true,
        state: transactionState(transaction.transactionStatus),
        raw: transaction.transactionStatus,
        amountCents: centsOf(transaction.settleAmount ?? transaction.authAmount),
        accountNumber: transaction.payment?.creditCard?.cardNumber ?? "",
      };
    },

    async refund(input) {
      const last4 = input.last4.replace(/\D/g, "").slice(-4);
      const posted = await post({
        merchantAuthentication,
        ...(input.refId ? { refId: refIdOf(input.refId) } : {}),
        transactionRequest: {
          transactionType: "refundTransaction",
          amount: formatAmount(input.amountCents),
          // The gateway matches the refund to the original by its id and the card's last four digits; the expiry
          // date is not needed ("XXXX").
          payment: { creditCard: { cardNumber: last4, expirationDate: "XXXX" } },
          refTransId: input.transactionId,
        },
      });
      if (posted.kind === "timeout") return { ok: false, reason: "timeout" };
      if (posted.kind === "network") return { ok: false, reason: posted.reason };
      const transaction = posted.answer.transactionResponse;
      if (transaction?.responseCode === "1" && transaction.transId) return { ok: true, transactionId: transaction.transId };
      const { code, reason } = failureOf(posted.answer, "unknown");
      return { ok: false, reason: `${code}: ${reason}` };
    },
  };
}
