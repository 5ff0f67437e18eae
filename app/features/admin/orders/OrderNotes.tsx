import { Form, useNavigation } from "react-router";
import type { OrderNoteView } from "../../../../server/domain/orders/admin-orders.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { formatMomentIn } from "../../../i18n/formatters.ts";

// An order's internal notes (the staff's only, never the customer's), oldest first, and the form to add one: a plain
// form post that comes back to the order (303), its refusal shown in the page's language.

export function OrderNotes({
  notes,
  timeZone,
  max,
  noted,
  answer,
}: {
  notes: OrderNoteView[];
  timeZone: string;
  max: number;
  noted: boolean;
  answer: { error: string | null; body: string } | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const when = { format: (at: Date) => formatMomentIn(at, timeZone, locale) };
  return (
    <section id="notes" aria-labelledby="notes-title" className={`${ADMIN_CARD} scroll-mt-4`} data-testid="admin-order-notes">
      <h2 id="notes-title" className="text-xl font-black">
        {t("adminOrders.notes")}
      </h2>
      <p className="text-sm text-crust">{t("adminOrders.notesHint")}</p>
      {notes.length === 0 ? (
        <p className="mt-3" data-testid="admin-order-notes-empty">
          {t("adminOrders.notesEmpty")}
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-cream p-3 print:bg-white" data-testid="admin-order-note">
              <p className="text-sm font-semibold text-crust">
                <span data-testid="admin-order-note-by">{note.staff_name}</span> ·{" "}
                <time dateTime={note.created_at}>{when.format(new Date(note.created_at))}</time>
              </p>
              <p className="mt-1 whitespace-pre-line wrap-anywhere" data-testid="admin-order-note-body">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" className="mt-4 space-y-3 print:hidden" data-testid="admin-order-note-form">
        <input type="hidden" name="intent" value="note" />
        {noted && !answer && <FormAlert message={t("adminOrders.noteAdded")} tone="success" />}
        {answer?.error && <FormAlert message={answer.error} focusKey={1} />}
        <label className={ADMIN_LABEL}>
          {t("adminOrders.noteLabel")}
          <textarea
            name="body"
            rows={3}
            maxLength={max}
            defaultValue={answer?.body ?? ""}
            key={noted ? "after" : "before"}
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby="note-help"
            className={`${ADMIN_INPUT} min-h-24`}
            data-testid="admin-order-note-input"
          />
        </label>
        <p id="note-help" className="text-sm text-crust">
          {t("adminOrders.noteHelp", { max })}
        </p>
        <button type="submit" className={ADMIN_BUTTON} disabled={busy} data-testid="admin-order-note-submit">
          {t("adminOrders.noteSubmit")}
        </button>
      </Form>
    </section>
  );
}
