import { Form } from "react-router";
import { CANCEL_REASON_MAX } from "../../../../server/domain/orders/status-moves.shared.ts";
import {
  isForward,
  moveWord,
  moveWordKey,
  type Fulfilment,
  type OrderStatus,
} from "../../../../server/domain/orders/status-words.shared.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";

// An order's status moves as plain form posts (they work without JavaScript): one button a move, and the cancel
// behind a <details> asking for the reason. Used by the board's cards and by an order's page. A button says what the
// move means for this order: "Mark ready for pickup" or "Mark out for delivery" (status-words.shared.ts).

export interface MoveFormsProps {
  code: string;
  /** The order's status as shown: the move is refused if it changed meanwhile. */
  status: OrderStatus;
  fulfilment: Fulfilment;
  moves: readonly OrderStatus[];
  /** A refused move of this order, in the page's language, and the reason that was typed. */
  refusal?: { error: string; reason?: string } | undefined;
  /** What the target action needs besides the move (the board's date). */
  hidden?: Record<string, string> | undefined;
}

export function MoveForms({ code, status, fulfilment, moves, refusal, hidden = {} }: MoveFormsProps) {
  const t = useT();
  if (moves.length === 0) return <p className="text-sm text-crust print:hidden">{t("adminBoard.noMoves")}</p>;
  const fields = (to: OrderStatus) => (
    <>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="status" value={to} />
      <input type="hidden" name="expected_status" value={status} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  return (
    <div className="flex flex-col gap-2 print:hidden" role="group" aria-label={t("adminBoard.moves", { code })}>
      <div className="flex flex-wrap gap-2">
        {moves.filter(isForward).map((to) => (
          <Form method="post" key={to}>
            {fields(to)}
            <button type="submit" className={`${ADMIN_BUTTON} min-h-14 text-lg`} data-testid={`board-move-${to}`}>
              {t(moveWordKey(moveWord(to, fulfilment)))}
            </button>
          </Form>
        ))}
      </div>
      {moves.includes("canceled") && (
        <details
          className="rounded-xl ring-1 ring-black/15"
          open={refusal?.reason !== undefined && refusal.reason !== "" ? true : undefined}
        >
          <summary className="flex min-h-12 cursor-pointer items-center px-4 font-bold text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark">
            {t("adminBoard.cancel")}
          </summary>
          <Form method="post" className="grid gap-3 p-4 pt-1">
            {fields("canceled")}
            <label className={ADMIN_LABEL}>
              {t("adminBoard.cancelReason")}
              <textarea
                name="reason"
                required
                maxLength={CANCEL_REASON_MAX}
                rows={2}
                defaultValue={refusal?.reason ?? ""}
                className={ADMIN_INPUT}
              />
            </label>
            <div>
              <button type="submit" className={`${ADMIN_BUTTON_QUIET} text-red-800 ring-red-700/60`} data-testid="board-move-canceled">
                {t("adminBoard.cancelConfirm")}
              </button>
            </div>
          </Form>
        </details>
      )}
    </div>
  );
}
