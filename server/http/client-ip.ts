import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { clientIp as addressOf } from "./requester.ts";

/** The client's address for rate limits, from a Hono context: see `clientIp` in requester.ts for the rule. */
export function clientIp(c: Context, trustProxy: boolean): string {
  return addressOf(c.req.raw.headers, () => getConnInfo(c).remote.address, trustProxy);
}
