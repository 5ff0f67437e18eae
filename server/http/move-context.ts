import type { AppDeps } from "../context.ts";
import type { MoveContext } from "../domain/orders/order-moves.service.ts";
import type { Lang } from "../i18n/language.ts";
import type { Logger } from "../logger.ts";
import { checkoutContext, outboxOf } from "./checkout-context.ts";

/**
 * The status-move service's context for one request, the same for the API and the board page's form posts: the card
 * gateway from the config (to void or refund a cancel's payment), the outbox's sender, the points rule.
 */
export function moveContext(deps: AppDeps, request: { lang: Lang; ip: string; logger?: Logger }): MoveContext {
  return {
    db: deps.db,
    lang: request.lang,
    gateway: checkoutContext(deps, request).card?.gateway ?? null,
    logger: request.logger ?? deps.logger,
    pointsPerDollar: deps.config.POINTS_PER_DOLLAR,
    afterCommit: () => outboxOf(deps).kick(),
  };
}
