import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** Every environment variable the server reads. `.env.example` lists the same, with the same defaults. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().default(""),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// or postgresql:// URL",
  }),
  SQLITE_PATH: z.string().trim().min(1).default("data/bakery.sqlite"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(100 * 1024),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default("Tiệm Bánh Mai Vàng <hello@maivangbakery.example>"),
  SHOP_EMAIL: z.email().default("orders@maivangbakery.example"),
  OUTBOX_DIR: z.string().trim().min(1).default("data/outbox"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // For tests (unit and browser): one lifetime in seconds for every new session, instead of 12 hours, or 30 days
  // with "remember me". Leave it empty in real use.
  AUTH_SESSION_SECONDS: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .pipe(z.number().int().min(1).max(400 * 86_400).optional()),
});

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join(".");
    const value = env[name];
    throw new ConfigError(
      `Invalid environment variable ${name}${value === undefined ? "" : `=${JSON.stringify(value)}`}: ${issue.message}`,
    );
  }
  return result.data;
}

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}
