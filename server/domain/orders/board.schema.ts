import { z } from "zod";
import { issueText } from "../content/field-text.ts";
import { isLocalDate } from "../fulfilment/shop-time.ts";
import { ORDER_STATUSES } from "./order-view.ts";
import { CANCEL_REASON_MAX } from "./status-moves.shared.ts";

// The board's query and a status move's body (the admin API and the board page's form posts).

const CONTROL = /[^\P{Cc}\n\r\t]/u;

export const boardQuery = z.object({
  /** A fulfilment date on the shop's clock; the shop's today when left out. */
  date: z
    .string()
    .refine((v) => isLocalDate(v), { params: issueText("boardDateInvalid") })
    .optional(),
  /** The `now` of the previous answer: orders placed after it are marked new. */
  since: z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), {
      params: issueText("boardSinceInvalid"),
    })
    .optional(),
});
export type BoardQuery = z.infer<typeof boardQuery>;

export const moveInput = z
  .object({
    status: z.enum(ORDER_STATUSES),
    /** Why it is canceled: required for a cancel, said to the customer. */
    reason: z
      .string()
      .trim()
      .max(CANCEL_REASON_MAX)
      .refine((v) => !CONTROL.test(v), { params: issueText("textHasControlCharacters") })
      .optional(),
    /** The status the staff member saw; a move from another is refused (409) with the order as it is now. */
    expected_status: z.enum(ORDER_STATUSES).optional(),
  })
  .refine((v) => v.status !== "canceled" || (v.reason ?? "").length > 0, {
    path: ["reason"],
    params: issueText("adminMoveReasonRequired"),
  });
export type MoveInputBody = z.infer<typeof moveInput>;
