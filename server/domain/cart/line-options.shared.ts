import { formatMoney } from "../../i18n/formatters.shared.ts";

// How a line's add-ons are written wherever a line is shown — the cart, the order pages, the board, the e-mails — so
// a customer and the kitchen read them the same way. Pure and browser-safe.

/** What an add-on of a cart or order line says of itself (a CartLineModifier has more). */
export interface AddOnWords {
  label: string;
  quantity: number;
  price_delta_cents: number;
}

/**
 * One add-on: "No cilantro", "Fried egg +$1.50", "2 × Lotus seed". The price is what it adds to each piece of the line
 * (its delta times its quantity), said only when it adds something.
 */
export function addOnText(m: AddOnWords): string {
  const name = m.quantity > 1 ? `${m.quantity} × ${m.label}` : m.label;
  const added = m.price_delta_cents * m.quantity;
  return added > 0 ? `${name} +${formatMoney(added)}` : name;
}

/** A line's add-ons as one short text: "Fried egg +$1.50, No cilantro"; "" for none. */
export function addOnsText(modifiers: readonly AddOnWords[]): string {
  return modifiers.map(addOnText).join(", ");
}
