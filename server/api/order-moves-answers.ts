import type { MovedOrder, MoveFailure, OrderMoveError } from "../domain/orders/order-moves.service.ts";
import { staffWord } from "../domain/orders/order-moves.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
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

export interface MoveRefusalAnswer {
  status: 409 | 422;
  body: { error: true; message: string; data: { order: OrderMoveError["order"] } | null; errors?: Record<string, string[]> };
}

/** The refusal in the request's language: 409 with `data.order`, or 422 with the reason field's message. */
export function moveRefusalAnswer(error: OrderMoveError, lang: Lang): MoveRefusalAnswer {
  const { status } = MOVE_ANSWERS[error.failure];
  const message = apiMessage(lang, error.text.key, error.text.params);
  if (status === 422) return { status, body: { error: true, message: apiMessage(lang, "validationFailed"), data: null, errors: { reason: [message] } } };
  return { status, body: { error: true, message, data: { order: error.order } } };
}

/** The message of a move that went through, in the request's language (a cancel says what became of the card). */
export function movedMessage(lang: Lang, moved: { order: Pick<MovedOrder["order"], "code" | "status" | "fulfilment">; card: MovedOrder["card"] }): string {
  const code = moved.order.code;
  if (moved.card === "voided") return apiMessage(lang, "adminMoveCanceledCardVoided", { code });
  if (moved.card === "refunded") return apiMessage(lang, "adminMoveCanceledCardRefunded", { code });
  if (moved.card === "failed") return apiMessage(lang, "adminMoveCanceledCardPending", { code });
  return apiMessage(lang, "adminMoveDone", { code, status: staffWord(lang, moved.order.status, moved.order.fulfilment) });
}
