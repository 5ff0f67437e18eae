import { availableParallelism } from "node:os";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const timeoutMs = z.coerce.number().int().min(100).max(600_000);
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** Every environment variable the server reads. `.env.example` lists the same, with the same defaults. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port.default(3000),
    HOST: z.string().trim().default(""),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: "must be a postgres:// or postgresql:// URL",
    }),
    SQLITE_PATH: z.string().trim().min(1).default("data/bakery.sqlite"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(100 * 1024),
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().trim().min(3).default("Tiệm Bánh Mai Vàng <hello@maivangbakery.example>"),
    SHOP_EMAIL: z.email().default("orders@maivangbakery.example"),
    OUTBOX_DIR: z.string().trim().min(1).default("data/outbox"),
    // Where staff's uploaded images and their resized copies are kept, served at /media/ (server/domain/media).
    UPLOADS_DIR: z.string().trim().min(1).default("data/uploads"),
    // Where customers' reference photos for custom cakes are kept: never served as files (staff open them through a
    // signed-in route). Keep it outside UPLOADS_DIR.
    PRIVATE_UPLOADS_DIR: z.string().trim().min(1).default("data/private"),
    // Backups (npm run db:backup, decision 030): where each dated backup folder is written, and how many are kept (the
    // oldest are deleted after a backup succeeds, never before).
    BACKUP_DIR: z.string().trim().min(1).default("data/backups"),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
    // GET /metrics (Prometheus text) answers only a scraper sending "Authorization: Bearer <this>"; empty, the path is
    // not there at all (404). At least 24 characters: a guessable token would publish the shop's order numbers.
    METRICS_TOKEN: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || v.length >= 24, {
        message: "must be at least 24 characters (e.g. openssl rand -hex 24), or empty to turn /metrics off",
      })
      .transform((v) => (v ? v : undefined)),
    // The largest image file staff may upload; a larger body is refused (422) before it is read.
    UPLOAD_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    // Anonymous pages of the catalog and content are kept rendered and compressed in memory (server/http/page-cache.ts):
    // this many megabytes at most per process (0 turns the cache off), each page at most this many seconds — a staff
    // change empties it at once; the limit only bounds what nobody changes but time does (a post published at a date).
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    // Shutdown (SIGTERM or SIGINT) in two steps (docs/deploy.md, "Graceful shutdown"): for SHUTDOWN_DRAIN_MS the
    // process still serves, /readyz answering 503 and every answer closing its connection, so a load balancer moves on
    // without a failed request; then it stops listening and gives what is in flight up to SHUTDOWN_TIMEOUT_MS. Keep
    // the drain longer than the balancer's health-check interval and its idle keep-alive time. Development skips it.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    // How many worker processes serve the one port (node:cluster): a number, or "auto" for one per core. 1 runs the
    // server in the process itself, with no cluster.
    WEB_CONCURRENCY: z
      .string()
      .trim()
      .default("1")
      .transform((v, ctx) => {
        if (v === "") return 1;
        if (v.toLowerCase() === "auto") return Math.max(1, availableParallelism());
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1 || n > 256) {
          ctx.addIssue({ code: "custom", message: 'must be a whole number from 1 to 256, or "auto"' });
          return z.NEVER;
        }
        return n;
      }),
    // Redis, optional (never required): when set, rate-limit counters are kept there and content changes are announced
    // to every process through its pub/sub; PostgreSQL stays the source of truth for everything else.
    REDIS_URL: optionalUrl.refine((v) => v === undefined || /^rediss?:\/\//.test(v), { message: "must be a redis:// or rediss:// URL" }),
    // A client must send its headers, and its whole request, within these; an idle kept-alive connection closes after
    // the last. Node's own defaults (60 s, 300 s) let a few hundred slow clients hold connections for minutes.
    HTTP_HEADERS_TIMEOUT_MS: timeoutMs.default(20_000),
    HTTP_REQUEST_TIMEOUT_MS: timeoutMs.default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: timeoutMs.default(5_000),
    // New visitor carts one client address may open per hour (a shopper opens one; the rest is a script).
    CART_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
    // New accounts one client address may create per hour (a family registers a few; the rest is a script).
    REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    // Checkout attempts one client address may make per hour: orders taken without payment hold the bakery's capacity,
    // and card attempts are how stolen cards are tested.
    CHECKOUT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    // A visitor's cart nobody has changed for this many days is deleted (the cart cookie lives 30 days).
    CART_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // How often expired carts, sessions, reset links and rate-limit windows are deleted.
    PRUNE_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(60),
    // Sales tax in percent, shown as its own line and charged on the goods after the discount and the delivery fee.
    SALES_TAX_RATE: z.coerce.number().min(0).max(30).default(8.25),
    // Loyalty points a customer earns per dollar of a completed order's goods (after the discount; server/domain/loyalty).
    POINTS_PER_DOLLAR: z.coerce.number().int().min(0).max(100).default(1),
    // Card payments through Authorize.Net Accept: all three keys set, or the card option is hidden.
    AUTHORIZE_NET_API_LOGIN_ID: z.string().trim().max(25).default(""),
    AUTHORIZE_NET_TRANSACTION_KEY: z.string().trim().max(64).default(""),
    AUTHORIZE_NET_CLIENT_KEY: z.string().trim().max(128).default(""),
    AUTHORIZE_NET_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
    // For tests only: a local stand-in of the gateway's API and of AcceptUI.js instead of Authorize.Net's.
    AUTHORIZE_NET_API_URL: optionalUrl,
    AUTHORIZE_NET_ACCEPT_UI_URL: optionalUrl,
    // How long a staff sign-in lasts (the back office): shorter than a customer's, and never remembered.
    STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(10),
    // For tests (unit and browser): one lifetime in seconds for every new session, instead of 12 hours, or 30 days
    // with "remember me". Leave it empty in real use.
    AUTH_SESSION_SECONDS: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? Number(v) : undefined))
      .pipe(
        z
          .number()
          .int()
          .min(1)
          .max(400 * 86_400)
          .optional(),
      ),
  })
  // Node refuses a headers timeout longer than the request's; one shorter than keep-alive would cut idle connections
  // mid-request behind a proxy that reuses them.
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_HEADERS_TIMEOUT_MS"],
        message: `must not be more than HTTP_REQUEST_TIMEOUT_MS (${env.HTTP_REQUEST_TIMEOUT_MS})`,
      });
    }
    if (env.HTTP_KEEP_ALIVE_TIMEOUT_MS >= env.HTTP_HEADERS_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_KEEP_ALIVE_TIMEOUT_MS"],
        message: `must be less than HTTP_HEADERS_TIMEOUT_MS (${env.HTTP_HEADERS_TIMEOUT_MS})`,
      });
    }
  });

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

const SECRETS = new Set(["METRICS_TOKEN", "AUTHORIZE_NET_TRANSACTION_KEY"]);

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join(".");
    // A secret's value is not repeated: the message goes to the logs.
    const value = SECRETS.has(name) ? undefined : env[name];
    throw new ConfigError(
      `Invalid environment variable ${name}${value === undefined ? "" : `=${JSON.stringify(value)}`}: ${issue.message}`,
    );
  }
  return result.data;
}

/** Sales tax in basis points (8.25 % → 825). */
export function taxRateBp(config: Pick<Config, "SALES_TAX_RATE">): number {
  return Math.round(config.SALES_TAX_RATE * 100);
}

/** The card gateway's settings, or null when its keys are not all set (then the card option is hidden). */
export function cardGatewayConfig(config: Config) {
  const {
    AUTHORIZE_NET_API_LOGIN_ID: apiLoginId,
    AUTHORIZE_NET_TRANSACTION_KEY: transactionKey,
    AUTHORIZE_NET_CLIENT_KEY: clientKey,
  } = config;
  if (!apiLoginId || !transactionKey || !clientKey) return null;
  return {
    apiLoginId,
    transactionKey,
    clientKey,
    env: config.AUTHORIZE_NET_ENV,
    apiUrl: config.AUTHORIZE_NET_API_URL,
    acceptUiUrl: config.AUTHORIZE_NET_ACCEPT_UI_URL,
  };
}

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}
