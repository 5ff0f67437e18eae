import { data, redirect } from "react-router";
import { movedMessage, moveRefusalAnswer } from "../../../server/api/order-moves-answers.ts";
import { boardQuery, moveInput } from "../../../server/domain/orders/board.schema.ts";
import { boardOf } from "../../../server/domain/orders/board.service.ts";
import { moveOrderStatus, OrderMoveError } from "../../../server/domain/orders/order-moves.service.ts";
import { moveContext } from "../../../server/http/move-context.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localeFromPath, localizePath } from "../../i18n/config.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import type { Route } from "./+types/board";

// /admin (and /vi/admin), the back office's landing page: the board of a fulfilment date by slot. The loader calls
// the same service as GET /api/v1/admin/board; the move buttons are plain form posts to the same service as POST
// /api/v1/admin/orders/{code}/status (303 back to the board; a refusal is the board again with its message).

const CARD_OUTCOMES = ["voided", "refunded", "failed"] as const;

/** ?date=YYYY-MM-DD (default: the shop's today); ?moved=CODE[&card=…] after a move says what was done. */
export async function boardLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const asked = url.searchParams.get("date") ?? undefined;
  const parsed = boardQuery.safeParse({ date: asked || undefined });
  // A malformed date shows today's board with the reason, rather than an error page.
  const dateError = parsed.success ? null : apiMessage(locale, "boardDateInvalid");
  const board = await boardOf(context.db, locale, parsed.success ? { date: parsed.data.date } : {});
  const moved = url.searchParams.get("moved")?.slice(0, 40) ?? null;
  const order = moved ? board.slots.flatMap((s) => s.orders).find((o) => o.code === moved) : undefined;
  const cardParam = url.searchParams.get("card");
  const card = CARD_OUTCOMES.find((c) => c === cardParam) ?? null;
  const done = order ? movedMessage(locale, { order, card: order.status === "canceled" ? card : null }) : null;
  return data({ board, dateError, asked: asked ?? "", done }, { headers: ADMIN_NO_STORE });
}

export interface MoveAnswer {
  code: string;
  error: string;
  /** The reason the staff member wrote, kept in the form when the cancel is refused. */
  reason?: string;
}

/** intent=move: code, status, expected_status, reason (a cancel's), date (the board to come back to). */
export async function boardAction({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const form = await readForm(request);
  const code = formText(form, "code").slice(0, 40);
  const date = formText(form, "date");
  const back = (query: URLSearchParams) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) query.set("date", date);
    return `${localizePath("/admin", locale)}${query.size ? `?${query}` : ""}`;
  };
  const refuse = (answer: MoveAnswer, status: number) => data(answer, { status, headers: ADMIN_NO_STORE });

  const reason = formText(form, "reason");
  const parsed = moveInput.safeParse({
    status: formText(form, "status"),
    expected_status: formText(form, "expected_status") || undefined,
    ...(reason ? { reason } : {}),
  });
  if (formText(form, "intent") !== "move" || !code) return refuse({ code, error: apiMessage(locale, "validationFailed") }, 400);
  if (!parsed.success) {
    const missingReason = parsed.error.issues.some((issue) => issue.path[0] === "reason");
    return refuse({ code, error: apiMessage(locale, missingReason ? "adminMoveReasonRequired" : "validationFailed"), reason }, 422);
  }
  try {
    const moved = await moveOrderStatus(moveContext(context, { lang: locale, ip: context.clientIp }), signedInStaff(context), code, parsed.data);
    if (!moved) return refuse({ code, error: apiMessage(locale, "orderNotFound") }, 404);
    const query = new URLSearchParams({ moved: moved.order.code });
    if (moved.card) query.set("card", moved.card);
    return redirect(back(query), { status: 303, headers: ADMIN_NO_STORE });
  } catch (error) {
    if (!(error instanceof OrderMoveError)) throw error;
    const answer = moveRefusalAnswer(error, locale);
    const message = answer.body.errors?.reason?.[0] ?? answer.body.message;
    return refuse({ code, error: message, reason }, answer.status);
  }
}
