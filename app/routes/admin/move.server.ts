import { moveInput } from "../../../server/domain/orders/board.schema.ts";
import { moveOrderStatus, type MovedOrder } from "../../../server/domain/orders/order-moves.service.ts";
import { moveContext } from "../../../server/http/move-context.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { signedInStaff } from "../../features/admin/session/staff.server.ts";
import type { Locale } from "../../i18n/config.ts";
import { formText } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/board";

// A status move posted by a back-office page's form (the board's cards, an order's page): the fields read with the
// API's schema, the same service as POST /api/v1/admin/orders/{code}/status, and a refusal in the page's language.

export interface MoveAnswer {
  code: string;
  error: string;
  /** The reason the staff member wrote, kept in the form when the cancel is refused. */
  reason?: string;
}

export type FormMove = { moved: MovedOrder } | { refused: MoveAnswer; status: 400 | 404 | 409 | 422 };

/** intent=move with code, status, expected_status and reason (a cancel's); `code` may come from the page's path instead. */
export async function moveFromForm(
  context: Route.ActionArgs["context"],
  locale: Locale,
  form: FormData,
  codeOf: string = formText(form, "code"),
): Promise<FormMove> {
  const code = codeOf.slice(0, 40);
  const reason = formText(form, "reason");
  if (formText(form, "intent") !== "move" || !code)
    return { refused: { code, error: apiMessage(locale, "validationFailed") }, status: 400 };
  const parsed = moveInput.safeParse({
    status: formText(form, "status"),
    expected_status: formText(form, "expected_status") || undefined,
    ...(reason ? { reason } : {}),
  });
  if (!parsed.success) {
    const missingReason = parsed.error.issues.some((issue) => issue.path[0] === "reason");
    return {
      refused: { code, error: apiMessage(locale, missingReason ? "adminMoveReasonRequired" : "validationFailed"), reason },
      status: 422,
    };
  }
  const done = await attempt(locale, () =>
    moveOrderStatus(moveContext(context, { lang: locale, ip: context.clientIp }), signedInStaff(context), code, parsed.data),
  );
  if (!done.ok) {
    // A cancel without a reason shows the reason's message; a conflict says why.
    const { fields, message, status } = done.refusal;
    return { refused: { code, error: fields.reason ?? message, reason }, status: status as 409 | 422 };
  }
  if (!done.value) return { refused: { code, error: apiMessage(locale, "orderNotFound") }, status: 404 };
  return { moved: done.value };
}
