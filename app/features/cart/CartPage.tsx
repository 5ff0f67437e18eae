import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { CartJson } from "../../../server/api/cart-answers.ts";
import { formatMoney, pluralOf } from "../../i18n/formatters.ts";
import { LocaleLink, useLocale, useT } from "../../i18n/i18n.tsx";
import { clampSet, MAX_QUANTITY, toQuantity } from "../../../server/domain/cart/cart-rules.shared.ts";
import { fromServer, type CartLine, type CartState } from "./cart-reducer.ts";
import { applyCoupon, clearCart, decrement, fetchCart, increment, removeCoupon, removeLine, setQuantity } from "./cart-store.ts";
import { useCart } from "./use-cart.ts";
import { useCheckoutReach } from "./use-checkout-reach.ts";
import { DietaryInfo } from "../catalog/DietaryInfo.tsx";
import { LineOptions } from "../catalog/LineOptions.tsx";
import { CheckoutForm, type CheckoutData, type CheckoutFailure } from "../checkout/CheckoutForm.tsx";

export type CartActionData = { intent?: string; couponError?: string; error?: string } | CheckoutFailure | undefined;

type View = Pick<
  CartState,
  "items" | "gifts" | "count" | "subtotalCents" | "discountCents" | "totalCents" | "promotion" | "notices" | "mutating"
>;

const BTN = "inline-flex h-11 w-11 items-center justify-center rounded-full text-xl font-bold hover:bg-cream disabled:opacity-40";

/** Runs `work` instead of the plain post when JavaScript runs. */
function intercept(work: (form: HTMLFormElement) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    work(event.currentTarget);
  };
}

/** One button posting one intent with its hidden fields: a plain form without JavaScript, `run` with it. */
function IntentButton({
  action,
  intent,
  fields = {},
  run,
  ...button
}: { action: string; intent: string; fields?: Record<string, string | number>; run: () => void } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type"
>) {
  return (
    <form method="post" action={action} onSubmit={intercept(run)}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" {...button} />
    </form>
  );
}

/** The line as its buttons name it: two lines of one product differ by their variant ("Cake (8 inch · Pandan)"). */
const lineName = (line: CartLine) => (line.variant ? `${line.name} (${line.variant})` : line.name);

function QuantityControls({ line, action }: { line: CartLine; action: string }) {
  const t = useT();
  const locale = useLocale();
  const inputId = useId();
  const [draft, setDraft] = useState(String(line.quantity));
  // The typed value follows the line when the store changes it (server answer, rollback, another tab).
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setDraft(String(line.quantity));
  }
  const busy = Boolean(line.mutating);
  // More than a line holds was typed: the box says 99, and this says why.
  const [capped, setCapped] = useState(false);
  // Set-quantity clamps to 0–99 (0 removes the line). The box shows what is sent: 150 becomes 99.
  const commit = () => {
    const quantity = clampSet(draft);
    // Only typing clears it: the blur that follows a submit (the box is disabled while the change is on its way)
    // commits "99" again.
    if (toQuantity(draft) > MAX_QUANTITY) setCapped(true);
    setDraft(String(quantity));
    if (quantity !== line.quantity) void setQuantity(line.id, quantity, locale);
  };
  const hintId = `${inputId}-hint`;
  return (
    <>
      <div className="inline-flex items-center rounded-full bg-white ring-1 ring-black/15" aria-busy={busy}>
        <IntentButton
          action={action}
          intent="update"
          fields={{ line_id: line.id, quantity: Math.max(1, line.quantity - 1) }}
          run={() => void decrement(line.id, locale)}
          className={BTN}
          disabled={busy || line.quantity <= 1}
          aria-label={t("cart.decrease", { name: lineName(line) })}
        >
          −
        </IntentButton>
        {/* No browser validation: its bubble speaks the browser's language, and the clamp answers any number. */}
        <form method="post" action={action} onSubmit={intercept(commit)} noValidate>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="line_id" value={line.id} />
          <label htmlFor={inputId} className="sr-only">
            {t("cart.quantityOf", { name: lineName(line) })}
          </label>
          <input
            id={inputId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={draft}
            disabled={busy}
            onChange={(e) => {
              setDraft(e.target.value);
              setCapped(false);
            }}
            onBlur={commit}
            aria-describedby={hintId}
            className="quantity-box h-11 w-14 border-0 bg-transparent text-center text-lg font-bold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-dark"
            data-testid="line-quantity"
          />
          <button type="submit" className="sr-only focus:not-sr-only focus:px-2 focus:text-sm focus:font-bold" disabled={busy}>
            {t("cart.update")}
          </button>
        </form>
        <IntentButton
          action={action}
          intent="update"
          fields={{ line_id: line.id, quantity: Math.min(99, line.quantity + 1) }}
          run={() => void increment(line.id, locale)}
          className={BTN}
          disabled={busy || line.quantity >= 99}
          aria-label={t("cart.increase", { name: lineName(line) })}
        >
          +
        </IntentButton>
      </div>
      <p id={hintId} role="status" className="w-full text-sm text-crust empty:hidden" data-testid="line-quantity-hint">
        {capped ? t("cart.quantityCapped", { max: MAX_QUANTITY }) : ""}
      </p>
    </>
  );
}

/** Pieces of each product in the cart, its lines with different notes together: the day's capacity counts them all. */
function piecesByProduct(items: readonly CartLine[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const line of items) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  return pieces;
}

function LineRow({ line, action, pieces = line.quantity }: { line: CartLine; action: string; pieces?: number }) {
  const t = useT();
  const locale = useLocale();
  const capacity = line.dailyCapacity ?? null;
  return (
    <li
      className="flex gap-3 py-4 sm:gap-4"
      data-testid={line.isGift ? "gift-line" : "cart-line"}
      aria-busy={line.mutating ? true : undefined}
    >
      {/* Smaller on a phone, so the name, the note and the controls keep enough of a 320 px screen. */}
      <img
        src={line.image}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        className="h-15 w-20 shrink-0 rounded-xl bg-white object-cover ring-1 ring-black/5 sm:h-18 sm:w-24"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h3 className="min-w-0 font-bold wrap-break-word text-ink">
            {line.isGift && (
              <span className="mr-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold uppercase text-emerald-900 ring-1 ring-emerald-300">
                {t("cart.gift")}
              </span>
            )}
            {line.slug ? (
              <LocaleLink to={`/${line.slug}`} className="underline-offset-2 hover:underline">
                {line.name}
              </LocaleLink>
            ) : (
              line.name
            )}
          </h3>
          <p className="font-black text-ink" data-testid="line-total">
            <span className="sr-only">{t("cart.lineTotal")}: </span>
            {line.isGift ? t("cart.free") : formatMoney(line.lineTotalCents)}
          </p>
        </div>
        <LineOptions variant={line.variant} modifiers={line.modifiers} />
        {line.note && (
          <p className="whitespace-pre-line text-sm wrap-anywhere text-ink" data-testid="line-note">
            <span className="font-semibold">{t(`cart.note.${line.noteKind ?? "kitchen"}`)}:</span> {line.note}
          </p>
        )}
        <DietaryInfo allergens={line.allergens} diets={[]} compact />
        <p className="text-sm text-crust">
          {t("cart.unitPrice")}: <span data-testid="unit-price">{formatMoney(line.priceCents)}</span>
        </p>
        {line.isGift ? (
          <p className="text-sm text-crust">
            {t("cart.quantity")}: {line.quantity}
            {line.promotionName && <span> · {line.promotionName}</span>}
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-3 pt-1">
            {capacity !== null && pieces > capacity && (
              <p className="w-full text-sm font-semibold text-amber-900" data-testid="line-over-capacity">
                {t("cart.lineOverCapacity", { capacity })}
              </p>
            )}
            <QuantityControls line={line} action={action} />
            <IntentButton
              action={action}
              intent="remove"
              fields={{ line_id: line.id }}
              run={() => void removeLine(line.id, locale)}
              disabled={line.mutating}
              aria-label={t("cart.removeName", { name: lineName(line) })}
              className="min-h-11 rounded-full px-3 text-sm font-bold text-brand-dark underline underline-offset-2 hover:text-crust disabled:opacity-40"
            >
              {t("cart.remove")}
            </IntentButton>
          </div>
        )}
      </div>
    </li>
  );
}

function CouponForm({ view, action, serverError }: { view: View; action: string; serverError?: string }) {
  const t = useT();
  const locale = useLocale();
  const [error, setError] = useState<string | undefined>(serverError);
  const [shownServerError, setShownServerError] = useState(serverError);
  if (shownServerError !== serverError) {
    setShownServerError(serverError);
    setError(serverError);
  }
  const promotion = view.promotion;
  if (promotion) {
    return (
      <div className="space-y-2" data-testid="coupon">
        <p className="text-sm font-semibold text-emerald-900">{t("cart.couponOn", { code: promotion.code, name: promotion.name })}</p>
        <IntentButton
          action={action}
          intent="remove-coupon"
          run={() => void removeCoupon(locale)}
          disabled={view.mutating}
          className="min-h-11 text-sm font-bold text-brand-dark underline underline-offset-2"
        >
          {t("cart.couponRemove")}
        </IntentButton>
      </div>
    );
  }
  return (
    <form
      method="post"
      action={action}
      noValidate
      className="space-y-1"
      onSubmit={intercept((form) => {
        const code = String(new FormData(form).get("code") ?? "").trim();
        if (!code) return setError(t("cart.couponError"));
        void applyCoupon(code, locale).then((reason) => setError(reason ?? undefined));
      })}
    >
      <input type="hidden" name="intent" value="coupon" />
      <label htmlFor="coupon-code" className="block text-sm font-bold text-ink">
        {t("cart.couponLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          type="text"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "coupon-error" : undefined}
          onChange={() => setError(undefined)}
          className="h-11 min-w-0 flex-1 rounded-xl border-0 bg-white px-3 uppercase ring-1 ring-black/25 focus:ring-2 focus:ring-brand-dark"
        />
        <button
          type="submit"
          disabled={view.mutating}
          className="h-11 rounded-full bg-ink px-5 font-bold text-white hover:bg-crust disabled:opacity-60"
        >
          {t("cart.couponApply")}
        </button>
      </div>
      <p id="coupon-error" role="alert" className="min-h-5 text-sm font-semibold text-red-800">
        {error}
      </p>
    </form>
  );
}

const CLEAR_ASKED = "clear-cart";

/** Are you sure? Asked before the cart is emptied: the same words in a modal dialog and, without JavaScript, on the page. */
function ClearQuestion({
  view,
  action,
  titleId,
  onConfirm,
  keep,
}: {
  view: View;
  action: string;
  titleId: string;
  onConfirm: () => void;
  keep: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <h2 id={titleId} className="text-xl font-black text-ink">
        {t("cart.clearTitle")}
      </h2>
      <p className="mt-2 text-ink">{t(`cart.clearBody.${pluralOf(view.count, locale)}`, { count: view.count })}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        {keep}
        <IntentButton
          action={action}
          intent="clear"
          run={onConfirm}
          disabled={view.mutating}
          className="min-h-11 rounded-full bg-red-800 px-5 font-bold text-white hover:bg-red-900 disabled:opacity-60"
        >
          {t("cart.clearConfirm")}
        </IntentButton>
      </div>
    </>
  );
}

const KEEP = "min-h-11 rounded-full px-5 font-bold text-ink ring-1 ring-black/20 hover:bg-cream";

/**
 * "Clear cart" asks first. With JavaScript: a modal dialog (labelled by its question, "Keep my cart" focused, Escape
 * keeps the cart, focus goes back to the button). Without: the button loads `?clear=confirm`, which shows the
 * question on the page, its answer a plain form post.
 */
function ClearCart({ view, action, asked, onCleared }: { view: View; action: string; asked: boolean; onCleared: () => void }) {
  const t = useT();
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const confirm = () => {
    dialog.current?.close();
    onCleared();
    void clearCart(locale);
  };
  if (asked) {
    return (
      <section
        id={CLEAR_ASKED}
        aria-labelledby={titleId}
        className="w-full scroll-mt-36 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-red-300"
        data-testid="clear-question"
      >
        <ClearQuestion
          view={view}
          action={action}
          titleId={titleId}
          onConfirm={confirm}
          keep={
            <LocaleLink to="/cart/cartList" className={`inline-flex items-center ${KEEP}`}>
              {t("cart.clearKeep")}
            </LocaleLink>
          }
        />
      </section>
    );
  }
  return (
    <>
      <form
        method="get"
        action={`${action}#${CLEAR_ASKED}`}
        onSubmit={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        <input type="hidden" name="clear" value="confirm" />
        <button
          type="submit"
          disabled={view.mutating}
          aria-haspopup="dialog"
          className="min-h-11 rounded-full px-4 font-bold text-ink ring-1 ring-black/20 hover:bg-cream"
        >
          {t("cart.clear")}
        </button>
      </form>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-2xl backdrop:bg-black/40"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        {/* "Keep my cart" comes first: showModal focuses it, so Enter at once keeps the cart. */}
        <ClearQuestion
          view={view}
          action={action}
          titleId={titleId}
          onConfirm={confirm}
          keep={
            <button type="button" className={KEEP} onClick={() => dialog.current?.close()}>
              {t("cart.clearKeep")}
            </button>
          }
        />
      </dialog>
    </>
  );
}

/** An add without JavaScript that a full line took only part of (?added=N&of=M, from the cart's action). */
function partlyAdded(query: URLSearchParams): { added: number; requested: number } | null {
  const added = Number(query.get("added"));
  const requested = Number(query.get("of"));
  if (
    !query.has("added") ||
    !Number.isInteger(added) ||
    !Number.isInteger(requested) ||
    added < 0 ||
    added >= requested ||
    requested > MAX_QUANTITY
  )
    return null;
  return { added, requested };
}

/** The cart page: the server's cart first (works without JavaScript), then the client cart once it has loaded. */
export function CartPage({
  serverCart,
  actionData,
  checkout,
}: {
  serverCart: CartJson;
  actionData: CartActionData;
  checkout?: CheckoutData | null;
}) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const store = useCart();
  useEffect(() => {
    void fetchCart(locale);
  }, [locale]);
  const view: View = store.hydrated ? store : { ...fromServer(serverCart), mutating: false };
  const query = new URLSearchParams(search);
  const asked = query.get("clear") === "confirm";
  const partly = partlyAdded(query);
  const empty = view.items.length === 0 && view.gifts.length === 0;
  const pieces = piecesByProduct(view.items);
  // Once cleared, the page is short and the view would be left at the footer: bring the empty cart's words to it.
  const cleared = useRef(false);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!cleared.current || !empty) return;
    cleared.current = false;
    emptyHeading.current?.focus();
    emptyHeading.current?.scrollIntoView({ block: "center" });
  }, [empty]);
  const lineError = actionData && "error" in actionData ? actionData.error : undefined;
  const couponError = actionData?.intent === "coupon" && "couponError" in actionData ? actionData.couponError : undefined;
  const checkoutFailure = actionData?.intent === "checkout" && "values" in actionData ? actionData : undefined;
  // The browser's cart has lines the server's page did not see: reach it again, else say what to do.
  const reach = useCheckoutReach(store.hydrated && view.items.length > 0 && !checkout);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 md:pt-12">
      <h1 className="text-4xl font-black leading-tight md:text-5xl">{t("cart.title")}</h1>
      {view.items.length > 0 && (
        <p className="mt-2 text-lg text-crust" data-testid="cart-count">
          {t(`cart.itemCount.${pluralOf(view.count, locale)}`, { count: view.count })}
        </p>
      )}
      {partly && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-amber-50 p-3 font-semibold text-amber-950 ring-1 ring-amber-300"
          data-testid="add-outcome"
        >
          {partly.added > 0 ? t("cart.addedPartly", { ...partly, max: MAX_QUANTITY }) : t("cart.addedNone", { max: MAX_QUANTITY })}
        </p>
      )}
      {lineError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-900 ring-1 ring-red-300">
          {lineError}
        </p>
      )}
      {view.notices.length > 0 && (
        <section
          aria-labelledby="cart-notices"
          className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300"
          data-testid="cart-notices"
        >
          <h2 id="cart-notices" className="font-bold text-amber-900">
            {t("cart.notices")}
          </h2>
          <ul className="mt-1 list-disc pl-5 text-amber-900">
            {view.notices.map((n) => (
              <li key={`${n.code}-${n.product_id ?? n.coupon_code ?? ""}`}>{n.message}</li>
            ))}
          </ul>
        </section>
      )}
      {empty ? (
        <div className="mt-8 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5" data-testid="cart-empty">
          <h2 ref={emptyHeading} tabIndex={-1} className="text-2xl font-black focus:outline-none">
            {t("cart.emptyTitle")}
          </h2>
          <p className="mt-2 text-crust">{t("cart.emptyBody")}</p>
          <LocaleLink to="/products" className="mt-6 inline-block rounded-full bg-brand-dark px-6 py-3 font-bold text-white hover:bg-crust">
            {t("cart.browseProducts")}
          </LocaleLink>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-3">
          <div className="min-w-0 md:col-span-2">
            <section aria-labelledby="cart-lines" className="rounded-3xl bg-white px-4 shadow-sm ring-1 ring-black/5 md:px-6">
              <h2 id="cart-lines" className="sr-only">
                {t("cart.linesHeading")}
              </h2>
              <ul className="divide-y divide-black/10" data-testid="cart-lines">
                {view.items.map((line) => (
                  <LineRow key={line.id} line={line} action={pathname} pieces={pieces.get(line.productId)} />
                ))}
              </ul>
            </section>
            {view.gifts.length > 0 && (
              <section aria-labelledby="cart-gifts" className="mt-6 rounded-3xl bg-emerald-50 px-4 py-2 ring-1 ring-emerald-200 md:px-6">
                <h2 id="cart-gifts" className="pt-3 text-lg font-black text-emerald-900">
                  {t("cart.giftsHeading")}
                </h2>
                <ul className="divide-y divide-black/10" data-testid="cart-gifts">
                  {view.gifts.map((line) => (
                    <LineRow key={line.id} line={line} action={pathname} />
                  ))}
                </ul>
              </section>
            )}
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <LocaleLink to="/products" className="font-bold text-brand-dark underline underline-offset-2">
                {t("cart.continueShopping")}
              </LocaleLink>
              <ClearCart view={view} action={pathname} asked={asked} onCleared={() => (cleared.current = true)} />
            </div>
          </div>
          <section aria-labelledby="cart-summary" className="h-fit space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">
            <h2 id="cart-summary" className="text-xl font-black">
              {t("cart.summary")}
            </h2>
            <dl className="space-y-2" data-testid="cart-totals">
              <div className="flex justify-between">
                <dt>{t("cart.subtotal")}</dt>
                <dd data-testid="subtotal">{formatMoney(view.subtotalCents)}</dd>
              </div>
              {(view.discountCents > 0 || view.promotion) && (
                <div className="flex justify-between text-emerald-900">
                  <dt>{t("cart.discount")}</dt>
                  <dd data-testid="discount">−{formatMoney(view.discountCents)}</dd>
                </div>
              )}
              <div className="flex justify-between border-t border-black/10 pt-2 text-lg font-black">
                <dt>{t("cart.totalBeforeTax")}</dt>
                <dd data-testid="total">{formatMoney(view.totalCents)}</dd>
              </div>
            </dl>
            <p className="text-sm text-crust" data-testid="tax-at-checkout">
              {t("cart.taxAtCheckout")}
            </p>
            <CouponForm view={view} action={pathname} serverError={couponError} />
          </section>
        </div>
      )}
      {!empty && checkout && view.items.length > 0 && (
        <CheckoutForm data={checkout} failure={checkoutFailure} action={pathname} cart={view} />
      )}
      {reach === "stuck" && (
        <div role="alert" className="mt-10 space-y-3 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-300" data-testid="checkout-unreached">
          <p className="font-semibold text-amber-900">{t("cart.checkoutUnreached")}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-full bg-ink px-5 font-bold text-white hover:bg-crust"
          >
            {t("cart.reload")}
          </button>
        </div>
      )}
    </div>
  );
}
