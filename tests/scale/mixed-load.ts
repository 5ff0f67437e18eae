// A steady mixed load through a load balancer, as a browser sends it: page views (English and Vietnamese, the home,
// the catalogue, a product), API reads, cart writes, and checkouts with an Idempotency-Key, over a few kept-alive
// connections. Writes carry the shop's own Origin, so the same-origin check sees what a browser's would. Every
// answer is kept: a failed request is any connection error or any answer of 400 and above.
import http from "node:http";
import https from "node:https";
import { checkoutBody, idempotencyKey, type OpenSlot } from "../support/checkout-load.ts";

export interface Outcome {
  kind: "page" | "read" | "cart" | "checkout";
  method: string;
  path: string;
  at: number;
  status?: number;
  error?: string;
  /** A part of the answer, for a failure's message. */
  said?: string;
  /** A checkout's Idempotency-Key. */
  key?: string;
  /** A checkout: sends it again as the checkout page's "Try again" does (the same cart, body and Idempotency-Key). */
  again?: () => Promise<{ status: number; code?: string; said: string }>;
}

export interface Load {
  outcomes: Outcome[];
  /** Idempotency-Key → the order code of each checkout answered 201. */
  placed: Map<string, string>;
  failures(): Outcome[];
  /** Stops sending, waits for what is in flight. */
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  text: string;
}

export function startMixedLoad(options: {
  /** The balancer, as customers reach it: http(s)://host:port. */
  via: string;
  connections: number;
  products: { id: number; slug: string }[];
  /** Checkouts take these in turn (a slot holds at most 1,000 orders). */
  slots: Pick<OpenSlot, "date" | "start">[];
}): Load {
  const base = new URL(options.via);
  const secure = base.protocol === "https:";
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: options.connections, rejectUnauthorized: false })
    : new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const outcomes: Outcome[] = [];
  const placed = new Map<string, string>();
  let running = true;
  let visitors = 0;

  function send(
    kind: Outcome["kind"],
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
    outcome: Outcome = { kind, method, path, at: Date.now() },
  ): Promise<Answer | null> {
    outcomes.push(outcome);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const all: Record<string, string> = { ...headers };
    if (payload !== undefined) {
      all["content-type"] = "application/json";
      all["content-length"] = String(Buffer.byteLength(payload));
      // A browser's write from the shop's own page.
      all.origin = base.origin;
    }
    return new Promise((resolve) => {
      const request = (secure ? https : http).request(
        { host: base.hostname, port: base.port, method, path, headers: all, agent, timeout: 30_000 },
        (answer) => {
          let text = "";
          answer.setEncoding(kind === "page" ? "latin1" : "utf8");
          answer.on("data", (chunk: string) => (text += chunk));
          answer.on("end", () => {
            outcome.status = answer.statusCode ?? 0;
            if (outcome.status >= 400) outcome.said = text.slice(0, 300);
            // The shop's own answer, not a proxy's (Caddy answers a name it does not serve with an empty 200): a
            // page is HTML, the API JSON, and the server names the request in both.
            const type = String(answer.headers["content-type"] ?? "");
            if (outcome.status < 400 && (!answer.headers["x-request-id"] || !type.includes(path.startsWith("/api/") ? "json" : "html"))) {
              outcome.error = `not the shop's answer (${outcome.status}, ${type || "no content type"}, ${text.length} characters)`;
            }
            resolve({ status: outcome.status, text });
          });
          answer.on("error", (error) => {
            outcome.error = error.message;
            resolve(null);
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("no answer within 30 s")));
      request.on("error", (error) => {
        outcome.error = error.message;
        resolve(null);
      });
      request.end(payload);
    });
  }

  const json = (answer: Answer | null) => {
    try {
      return answer && answer.status < 300 ? (JSON.parse(answer.text) as { data?: Record<string, unknown> }) : null;
    } catch {
      return null;
    }
  };

  /** The cart's token after adding a line ("" when the write failed). */
  async function addToCart(token: string, i: number): Promise<string> {
    const product = options.products[i % options.products.length]!;
    const answer = json(
      await send("cart", "POST", "/api/v1/carts", token ? { "cart-token": token } : {}, { product_id: product.id, quantity: 1 }),
    );
    return String(answer?.data?.token ?? "");
  }

  async function visitor(n: number) {
    let token = "";
    for (let i = 0; running; i++) {
      const product = options.products[(n + i) % options.products.length]!;
      switch (i % 10) {
        case 0:
          await send("page", "GET", n % 2 ? "/vi" : "/", { "accept-encoding": "br, gzip" });
          break;
        case 1:
          await send("page", "GET", n % 2 ? `/vi/${product.slug}` : `/${product.slug}`, { "accept-encoding": "br, gzip" });
          break;
        case 2:
          await send("page", "GET", n % 2 ? "/vi/products" : "/products", { "accept-encoding": "br, gzip" });
          break;
        case 3:
          await send("read", "GET", "/api/v1/products");
          break;
        case 4:
          await send("read", "GET", `/api/v1/products/${product.slug}`);
          break;
        case 5:
        case 6:
          token = await addToCart(token, n + i);
          break;
        case 7:
          if (token) await send("read", "GET", "/api/v1/carts", { "cart-token": token });
          break;
        case 8:
          await send("read", "GET", "/api/v1/checkout/options", token ? { "cart-token": token } : {});
          break;
        case 9: {
          // Every other round, the visitor checks out: a cart of their own, then the order with a key of its own.
          if (i % 20 !== 9) break;
          const cart = await addToCart("", n + i);
          // A visitor whose cart did not fill does not check out (that failure is counted already).
          if (!cart) break;
          const key = idempotencyKey();
          const headers = { "cart-token": cart, "idempotency-key": key };
          const visitorNo = visitors++;
          const body = checkoutBody(options.slots[visitorNo % options.slots.length]!, visitorNo);
          const codeOf = (answer: Answer | null) => (json(answer)?.data?.order as { code?: string } | undefined)?.code;
          const outcome: Outcome = {
            kind: "checkout",
            method: "POST",
            path: "/api/v1/checkout",
            at: Date.now(),
            key,
            again: async () => {
              const answer = await send("checkout", "POST", "/api/v1/checkout", headers, body);
              const code = codeOf(answer);
              if (answer?.status === 201 && code) placed.set(key, code);
              return { status: answer?.status ?? 0, ...(code ? { code } : {}), said: answer?.text.slice(0, 300) ?? "" };
            },
          };
          const answer = await send("checkout", "POST", "/api/v1/checkout", headers, body, outcome);
          const code = codeOf(answer);
          if (answer?.status === 201 && code) placed.set(key, code);
          token = "";
          break;
        }
      }
    }
  }

  const visitorsDone = Promise.all(Array.from({ length: options.connections }, (_, n) => visitor(n)));
  return {
    outcomes,
    placed,
    failures: () => outcomes.filter((o) => o.error !== undefined || (o.status ?? 0) >= 400),
    async stop() {
      running = false;
      await visitorsDone;
      agent.destroy();
    },
  };
}

/** "412 × 200 GET /, 3 × 502 POST /api/v1/carts …": what a list of outcomes was, counted. */
export function tally(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = `${o.error ? `error (${o.error})` : o.status} ${o.kind}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} × ${key}`).join(", ");
}
