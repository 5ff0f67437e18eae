import type { Config } from "./config.ts";
import type { Db, DbDialect } from "./db/index.ts";
import type { Lang } from "./i18n/language.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { CardGateway } from "./payments/authorize-net.ts";
import type { ProcessRegistry } from "./scale/processes.ts";

/** What the server hands to the API and to every page loader: one instance each, made at start-up. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: DbDialect;
  logger: Logger;
  mailer: Mailer;
  /** The card gateway, when tests bring a double; otherwise made from the config's Authorize.Net keys. */
  cardGateway?: CardGateway;
  /** This process among the live ones on the database (scale/processes.ts), when several can be. */
  processes?: ProcessRegistry;
}

/** Hono variables set by the top-level middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    nonce: string;
    log: Logger;
    lang: Lang;
    /** True when the request named a language (headers), false when `lang` is the default. */
    langNamed: boolean;
    /** The page route's pattern that answered (set by the page handler): /metrics counts requests by it. */
    pageRoute?: string;
  };
}
