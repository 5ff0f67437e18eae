import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { Fulfilment, OrderStatus } from "../db/schema/orders.ts";
import type { BoardOrder, MovedOrder, MoveFailure, OrderMoveError } from "../domain/orders/order-moves.service.ts";
import { labelled } from "./orders-answers.ts";
import { allowedMoves } from "../domain/orders/status-moves.shared.ts";
import { apiStaffStatusWordKey, statusWord } from "../domain/orders/status-words.shared.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import { formatList } from "../i18n/formatters.shared.ts";
import type { Lang } from "../i18n/language.ts";

// How a refused status move is answered: one table for the API (server/api/v1/admin/board.ts) and the board page's
// form posts. A move the order's status does not allow, or one another staff member's move beat, is a conflict with
// the order as it is now; a cancel without a reason is a missing field.

export const MOVE_ANSWERS: Record<MoveFailure, { status: 409 | 422 }> = {
  already: { status: 409 },
  closed: { status: 409 },
  deliveredNoCancel: { status: 409 },
  notNext: { status: 409 },
  changed: { status: 409 },
  reasonRequired: { status: 422 },
};

const MOVE_TEXTS: Record<MoveFailure, ApiMessageKey> = {
  already: "adminMoveAlready",
  closed: "adminMoveClosed",
  deliveredNoCancel: "adminMoveDeliveredNoCancel",
  notNext: "adminMoveNotNext",
  changed: "adminMoveChanged",
  reasonRequired: "adminMoveReasonRequired",
};

/** A status as the staff read it for this order: "Ready for pickup" or "Out for delivery", never "Shipped". */
function staffWord(lang: Lang, status: OrderStatus, fulfilment: Fulfilment): string {
  return apiMessage(lang, apiStaffStatusWordKey(statusWord(status, fulfilment)));
}

/** "Ready for pickup or Canceled": the moves allowed from a status, in words. */
function nextInWords(lang: Lang, from: OrderStatus, fulfilment: Fulfilment): string {
  const labels = allowedMoves(from).map((s) => `“${staffWord(lang, s, fulfilment)}”`);
  return formatList(labels, lang, "or");
}

/** Why a move was refused, in `lang`: the order's code, the status it is refused from and, for "notNext", the moves it allows. */
function moveRefusalText(error: OrderMoveError, lang: Lang): string {
  const { code, status, fulfilment } = error.facts;
  const params: Record<string, string> = { code, status: staffWord(lang, status, fulfilment) };
  if (error.failure === "notNext") params.next = nextInWords(lang, status, fulfilment);
  return apiMessage(lang, MOVE_TEXTS[error.failure], params);
}

export interface MoveRefusalAnswer {
  status: 409 | 422;
  body: {
    error: true;
    message: string;
    data: { order: (BoardOrder & { status_label: string }) | null } | null;
    errors?: Record<string, string[]>;
  };
}

/** The refusal in the request's language: 409 with `data.order`, or 422 with the reason field's message. */
export function moveRefusalAnswer(error: OrderMoveError, lang: Lang): MoveRefusalAnswer {
  const { status } = MOVE_ANSWERS[error.failure];
  const message = moveRefusalText(error, lang);
  if (status === 422)
    return { status, body: { error: true, message: apiMessage(lang, "validationFailed"), data: null, errors: { reason: [message] } } };
  return { status, body: { error: true, message, data: { order: error.order && labelled(error.order, lang) } } };
}

/** The message of a move that went through, in the request's language (a cancel says what became of the card). */
export function movedMessage(
  lang: Lang,
  moved: { order: Pick<MovedOrder["order"], "code" | "status" | "fulfilment">; card: MovedOrder["card"] },
): string {
  const code = moved.order.code;
  if (moved.card === "voided") return apiMessage(lang, "adminMoveCanceledCardVoided", { code });
  if (moved.card === "refunded") return apiMessage(lang, "adminMoveCanceledCardRefunded", { code });
  if (moved.card === "failed") return apiMessage(lang, "adminMoveCanceledCardPending", { code });
  return apiMessage(lang, "adminMoveDone", { code, status: staffWord(lang, moved.order.status, moved.order.fulfilment) });
}

/** The API's answer to a refused move (moveRefusalAnswer as a response). */
export function moveAnswer(error: OrderMoveError, c: Context<AppEnv>): Response {
  const answer = moveRefusalAnswer(error, c.get("lang"));
  return c.json(answer.body, answer.status);
}
