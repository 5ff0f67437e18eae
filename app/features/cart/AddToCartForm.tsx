import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import type { NoteKind } from "../../../server/domain/catalog/note-kind.ts";
import { localizePath } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { ApiRequestError } from "../../browser/api-client.ts";
import { addToCart } from "./cart-store.ts";
import { toast } from "../../shell/toast/toast-store.ts";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { MAX_NOTE } from "../../../server/domain/cart/cart-rules.shared.ts";


/**
 * Quantity (1–99) and a note (a cake's inscription or a note for the kitchen, as the product is; up to 120
 * characters, counted), posted to the cart. Without JavaScript a plain form posted to the cart page (intent=add),
 * which clamps the quantity as the script does; with it, added through the API without leaving the page, and an
 * "Added to cart" toast. No browser validation: its bubble speaks the browser's language, not the page's.
 */
export function AddToCartForm({ productId, noteKind }: { productId: number; noteKind: NoteKind }) {
  const t = useT();
  const locale = useLocale();
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const clamp = (n: number) => Math.min(99, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await addToCart(productId, quantity, note, locale);
      toast(t("cart.added"));
      setNote("");
      setQuantity(1);
    } catch (error) {
      // The server's localised reason (e.g. the product is no longer sold), else a generic line.
      const reason =
        error instanceof ApiRequestError ? (error.body?.errors?.product_id?.[0] ?? (error.status === 429 ? error.body?.message : undefined)) : undefined;
      toast(reason ?? t("cart.addFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form method="post" action={localizePath("/cart/cartList", locale)} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-4" data-testid="add-to-cart">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      <div>
        <label htmlFor="quantity" className="block text-sm font-bold text-ink">
          {t("catalog.quantity")}
        </label>
        <div className="mt-1 inline-flex items-center rounded-full bg-white ring-1 ring-black/15">
          <button type="button" className="h-11 w-11 rounded-full text-xl font-bold hover:bg-cream" aria-label={t("catalog.decrease")} onClick={() => setQuantity((q) => clamp(q - 1))}>
            −
          </button>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value === "" ? 1 : clamp(Number(e.target.value)))}
            className="h-11 w-14 border-0 bg-transparent text-center text-lg font-bold [appearance:textfield] focus:outline-none"
          />
          <button type="button" className="h-11 w-11 rounded-full text-xl font-bold hover:bg-cream" aria-label={t("catalog.increase")} onClick={() => setQuantity((q) => clamp(q + 1))}>
            +
          </button>
        </div>
      </div>
      <div>
        <label htmlFor="note" className="block text-sm font-bold text-ink">
          {t(`cart.note.${noteKind}`)}
        </label>
        <p id="note-hint" className="text-xs text-crust">
          {t(`cart.noteHint.${noteKind}`, { max: MAX_NOTE })}
        </p>
        <textarea
          id="note"
          name="note"
          rows={2}
          maxLength={MAX_NOTE}
          value={note}
          onChange={(e) => setNote(e.target.value.slice(0, MAX_NOTE))}
          aria-describedby="note-hint note-count"
          className="mt-1 w-full rounded-xl border-0 bg-white p-3 ring-1 ring-black/15 focus:ring-2 focus:ring-brand-dark"
        />
        <p id="note-count" className="text-right text-xs text-crust">
          {t("catalog.noteCount", { count: note.length, max: MAX_NOTE })}
        </p>
      </div>
      <SubmitButton pending={busy} pendingLabel={t("cart.adding")} size="lg" width="phone">
        {t("catalog.addToCart")}
      </SubmitButton>
    </Form>
  );
}
