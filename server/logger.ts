import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** One JSON line per event. Request bodies, cookies and authorization headers are never passed to it. */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { service: "storefront" },
    redact: {
      paths: ["password", "*.password", "token", "*.token", "headers.authorization", "headers.cookie"],
      censor: "[redacted]",
    },
  };
  // Tests read the lines from a destination of their own; the server writes to stdout.
  return destination ? pino(options, destination) : pino(options);
}
