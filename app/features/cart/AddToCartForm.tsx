import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import type { NoteKind } from "../../../server/domain/catalog/note-kind.ts";
import { localizePath } from "../../i18n/config.ts";
import { LocaleLink, useLocale, useT } from "../../i18n/i18n.tsx";
import { ApiRequestError } from "../../browser/api-client.ts";
import { addToCart } from "./cart-store.ts";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { formatMoney } from "../../i18n/formatters.ts";
import { ProductChoices } from "../catalog/ProductChoices.tsx";
import { chosenOf, chosenVariant, unitPriceOf, type Choices, type Configurable } from "../catalog/product-choices.ts";
import { clampAdd, MAX_NOTE, MAX_QUANTITY, MIN_QUANTITY, toQuantity } from "../../../server/domain/cart/cart-rules.shared.ts";

/** What the box will add, and why it differs from what was typed (empty when the box says it already). */
export function quantityHint(typed: string): { count: number; reason: "tooMany" | "tooFew" | "whole" | null } {
  const count = clampAdd(typed);
  const n = toQuantity(typed);
  if (n > MAX_QUANTITY) return { count, reason: "tooMany" };
  if (n < MIN_QUANTITY) return { count, reason: "tooFew" };
  return { count, reason: String(count) === typed.trim() ? null : "whole" };
}

type Outcome = { kind: "added" | "partly" | "none"; text: string } | { kind: "failed"; text: string };

/**
 * Quantity (1–99) and a note (a cake's inscription or a note for the kitchen, as the product is; up to 120
 * characters, counted), posted to the cart. Without JavaScript a plain form posted to the cart page (intent=add),
 * which clamps the quantity as the script does; with it, added through the API without leaving the page, and the
 * outcome said under the button ("Added to cart", with the way to the cart and the checkout; or how many a full line
 * took). The box takes what is typed as typed; a line under it says what will be added when the clamp changes it.
 * No browser validation: its bubble speaks the browser's language, not the page's.
 */
export function AddToCartForm({
  productId,
  noteKind,
  dailyCapacity = null,
  configurable,
  initial,
}: {
  productId: number;
  noteKind: NoteKind;
  dailyCapacity?: number | null;
  /** A product with options or add-ons: its choices are asked for above the quantity, and its form posts to its page. */
  configurable?: { product: Configurable & { price_cents: number; slug: string }; choices: Choices };
  /** What a refused post without JavaScript sent back: the page says why, with what was typed kept. */
  initial?: { quantity: number; note: string; message: string; errors: Record<string, readonly string[]> };
}) {
  const t = useT();
  const locale = useLocale();
  const [draft, setDraft] = useState(String(initial?.quantity ?? 1));
  // What was typed before leaving the box put the clamped number in it: the hint keeps saying why.
  const [typed, setTyped] = useState<string | null>(null);
  const [note, setNote] = useState(initial?.note ?? "");
  const [choices, setChoices] = useState<Choices | undefined>(configurable?.choices);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>(initial?.errors ?? {});
  const unitPrice = configurable && choices ? unitPriceOf(configurable.product, choices) : null;
  // Until every option has a value, the price is the lowest a variant has.
  const variantMissing = configurable !== undefined && choices !== undefined && chosenVariant(configurable.product, choices) === undefined;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const quantity = clampAdd(draft);
  const hint = quantityHint(typed ?? draft);
  const type = (value: string) => {
    setDraft(value);
    setTyped(null);
  };
  const step = (by: number) => type(String(clampAdd(quantity + by)));
  const settle = () => {
    if (String(quantity) === draft.trim()) return;
    setTyped(draft);
    setDraft(String(quantity));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setErrors({});
      const chosen = configurable && choices ? chosenOf(configurable.product, choices) : undefined;
      const { requested, added } = await addToCart(productId, quantity, note, locale, chosen);
      if (added >= requested) setOutcome({ kind: "added", text: t("cart.added") });
      else if (added > 0) setOutcome({ kind: "partly", text: t("cart.addedPartly", { added, requested, max: MAX_QUANTITY }) });
      else setOutcome({ kind: "none", text: t("cart.addedNone", { max: MAX_QUANTITY }) });
      setNote("");
      type("1");
    } catch (error) {
      // A refused choice is said beside its group; the line under the button points up to it.
      const fieldErrors = error instanceof ApiRequestError ? (error.body?.errors ?? {}) : {};
      if (Object.keys(fieldErrors).some((field) => field === "variant_id" || field.startsWith("modifiers"))) {
        setErrors(fieldErrors);
        setOutcome({ kind: "failed", text: t("catalog.choose.problem") });
        return;
      }
      // The server's localised reason (e.g. the product is no longer sold), else a generic line.
      const reason =
        error instanceof ApiRequestError
          ? (error.body?.errors?.product_id?.[0] ?? (error.status === 429 ? error.body?.message : undefined))
          : undefined;
      setOutcome({ kind: "failed", text: reason ?? t("cart.addFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      method="post"
      action={localizePath(configurable ? `/${configurable.product.slug}` : "/cart/cartList", locale)}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      className="space-y-4"
      data-testid="add-to-cart"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      {configurable && choices && <ProductChoices product={configurable.product} choices={choices} errors={errors} onChange={setChoices} />}
      <div>
        <label htmlFor="quantity" className="block text-sm font-bold text-ink">
          {t("catalog.quantity")}
        </label>
        <div className="mt-1 inline-flex items-center rounded-full bg-white ring-1 ring-black/15">
          <button
            type="button"
            className="h-11 w-11 rounded-full text-xl font-bold hover:bg-cream"
            aria-label={t("catalog.decrease")}
            onClick={() => step(-1)}
          >
            −
          </button>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            value={draft}
            onChange={(e) => type(e.target.value)}
            onBlur={settle}
            aria-describedby="quantity-hint"
            className="quantity-box h-11 w-14 border-0 bg-transparent text-center text-lg font-bold focus:outline-none"
          />
          <button
            type="button"
            className="h-11 w-11 rounded-full text-xl font-bold hover:bg-cream"
            aria-label={t("catalog.increase")}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
        <div id="quantity-hint" role="status" className="min-h-5 text-sm text-crust" data-testid="quantity-hint">
          {hint.reason && <p>{t(`cart.quantityHint.${hint.reason}`, { count: hint.count, max: MAX_QUANTITY, min: MIN_QUANTITY })}</p>}
          {dailyCapacity !== null && quantity > dailyCapacity && (
            <p className="font-semibold text-amber-900" data-testid="over-capacity">
              {t("cart.overCapacity", { capacity: dailyCapacity })}
            </p>
          )}
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
      {unitPrice !== null && (
        <p className="text-lg font-bold text-ink" data-testid="price-as-chosen" aria-live="polite">
          {variantMissing ? (
            t("catalog.priceFrom", { price: formatMoney(unitPrice) })
          ) : (
            <>
              {t("catalog.choose.asChosen")}: <span className="text-brand-dark">{formatMoney(unitPrice)}</span>
            </>
          )}
          {quantity > 1 && (
            <span className="ml-2 text-base font-semibold text-crust">
              × {quantity} = {formatMoney(unitPrice * quantity)}
            </span>
          )}
        </p>
      )}
      {initial?.message && !outcome && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-900 ring-1 ring-red-300">
          {Object.keys(initial.errors).length ? t("catalog.choose.problem") : initial.message}
        </p>
      )}
      <SubmitButton pending={busy} pendingLabel={t("cart.adding")} size="lg" width="phone">
        {t("catalog.addToCart")}
      </SubmitButton>
      {/* Under the button, never over it: what the add did, and where to go next. */}
      <div role={outcome?.kind === "failed" ? "alert" : "status"} data-testid="add-outcome">
        {outcome && (
          <div
            className={`rounded-xl p-3 text-sm ring-1 ${outcome.kind === "added" ? "bg-emerald-50 text-emerald-950 ring-emerald-300" : outcome.kind === "failed" ? "bg-red-50 text-red-900 ring-red-300" : "bg-amber-50 text-amber-950 ring-amber-300"}`}
          >
            <p className="font-semibold">{outcome.text}</p>
            {outcome.kind !== "failed" && (
              <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
                <LocaleLink
                  to="/cart/cartList"
                  className="inline-flex min-h-11 items-center font-bold text-brand-dark underline underline-offset-2"
                >
                  {t("cart.viewCart")}
                </LocaleLink>
                <LocaleLink
                  to="/cart/cartList#checkout-title"
                  className="inline-flex min-h-11 items-center font-bold text-brand-dark underline underline-offset-2"
                >
                  {t("cart.toCheckout")}
                </LocaleLink>
              </p>
            )}
          </div>
        )}
      </div>
    </Form>
  );
}
