import { data, redirect } from "react-router";
import { movedMessage } from "../../../server/api/order-moves-answers.ts";
import { outTodayMessage } from "../../../server/api/out-today-answers.ts";
import { markOutToday, outTodayPanel, type OutTodayPanel } from "../../../server/domain/catalog/out-today-admin.service.ts";
import { outTodayInput } from "../../../server/domain/catalog/out-today-admin.schema.ts";
import { boardQuery } from "../../../server/domain/orders/board.schema.ts";
import { boardOf } from "../../../server/domain/orders/board.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import { moveFromForm, type MoveAnswer } from "./move.server.ts";
import type { Route } from "./+types/board";

// /admin (and /vi/admin), the back office's landing page: the board of a fulfilment date by slot. The loader calls
// the same service as GET /api/v1/admin/board; the move buttons are plain form posts to the same service as POST
// /api/v1/admin/orders/{code}/status (303 back to the board; a refusal is the board again with its message). The
// "Out today" panel lists what GET /api/v1/admin/out-today does, and its toggles post to the same service as POST
// /api/v1/admin/out-today.

const CARD_OUTCOMES = ["voided", "refunded", "failed"] as const;

/** What ?out= or ?back= (`variant.12`, `choice.7`) names after a toggle: said with the item as the panel lists it. */
function outTodayDone(locale: Route.LoaderArgs["context"]["locale"], panel: OutTodayPanel, url: URL): string | null {
  for (const [param, out] of [
    ["out", true],
    ["back", false],
  ] as const) {
    const match = /^(variant|choice)\.(\d{1,10})$/.exec(url.searchParams.get(param) ?? "");
    if (!match) continue;
    const id = Number(match[2]);
    if (match[1] === "variant") {
      const product = panel.products.find((p) => p.variants.some((v) => v.id === id));
      const item = product?.variants.find((v) => v.id === id);
      if (product && item) return outTodayMessage(locale, { label: item.label, out }, product.name);
    } else {
      const item = panel.groups.flatMap((g) => g.choices).find((c) => c.id === id);
      if (item) return outTodayMessage(locale, { label: item.label, out }, null);
    }
  }
  return null;
}

/**
 * ?date=YYYY-MM-DD (default: the shop's today); ?moved=CODE[&card=…] after a move, ?out= or ?back= after an "out
 * today" toggle, say what was done.
 */
export async function boardLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const asked = url.searchParams.get("date") ?? undefined;
  const parsed = boardQuery.safeParse({ date: asked || undefined });
  // A malformed date shows today's board with the reason, rather than an error page.
  const dateError = parsed.success ? null : apiMessage(locale, "boardDateInvalid");
  const board = await boardOf(context.db, locale, signedInStaff(context).role, parsed.success ? { date: parsed.data.date } : {});
  const moved = url.searchParams.get("moved")?.slice(0, 40) ?? null;
  const order = moved ? board.slots.flatMap((s) => s.orders).find((o) => o.code === moved) : undefined;
  const cardParam = url.searchParams.get("card");
  const card = CARD_OUTCOMES.find((c) => c === cardParam) ?? null;
  const outToday = await outTodayPanel(context.db, locale);
  const toggled = outTodayDone(locale, outToday, url);
  const done = order ? movedMessage(locale, { order, card: order.status === "canceled" ? card : null }) : toggled;
  return data({ board, dateError, asked: asked ?? "", done, outToday, outTodayOpen: toggled !== null }, { headers: ADMIN_NO_STORE });
}

export type { MoveAnswer };

/** intent=out-today: kind (variant or choice), id, out (1: out today, 0: back); 303 back to the board, which says it. */
async function outTodayAction(context: Route.ActionArgs["context"], form: FormData, date: string) {
  const { locale } = context;
  const out = formText(form, "out");
  const parsed = outTodayInput.safeParse({
    kind: formText(form, "kind"),
    id: Number(formText(form, "id")),
    out: out === "1" ? true : out === "0" ? false : undefined,
  });
  if (!parsed.success)
    return data({ code: "", error: apiMessage(locale, "validationFailed") } satisfies MoveAnswer, { status: 422, headers: ADMIN_NO_STORE });
  const done = await attempt(locale, () => markOutToday(context.db, signedInStaff(context), locale, parsed.data));
  if (!done.ok) {
    const { message, status } = done.refusal;
    return data({ code: "", error: message } satisfies MoveAnswer, { status: status as 404 | 422, headers: ADMIN_NO_STORE });
  }
  const query = new URLSearchParams({ [parsed.data.out ? "out" : "back"]: `${parsed.data.kind}.${parsed.data.id}` });
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) query.set("date", date);
  return redirect(`${localizePath("/admin", locale)}?${query}`, { status: 303, headers: ADMIN_NO_STORE });
}

/**
 * intent=move: code, status, expected_status, reason (a cancel's), date (the board to come back to); intent=out-today:
 * see outTodayAction.
 */
export async function boardAction({ request, context }: Route.ActionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  const date = formText(form, "date");
  if (formText(form, "intent") === "out-today") return outTodayAction(context, form, date);
  const move = await moveFromForm(context, locale, form);
  if ("refused" in move) return data(move.refused, { status: move.status, headers: ADMIN_NO_STORE });
  const query = new URLSearchParams({ moved: move.moved.order.code });
  if (move.moved.card) query.set("card", move.moved.card);
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) query.set("date", date);
  return redirect(`${localizePath("/admin", locale)}?${query}`, { status: 303, headers: ADMIN_NO_STORE });
}
