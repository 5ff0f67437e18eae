import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** One JSON line per event. Request bodies, cookies and authorization headers are never passed to it. */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: "storefront" },
    redact: {
      paths: ["password", "*.password", "token", "*.token", "headers.authorization", "headers.cookie"],
      censor: "[redacted]",
    },
  });
}
