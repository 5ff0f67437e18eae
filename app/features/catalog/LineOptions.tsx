import { addOnsText, type AddOnWords } from "../../../server/domain/cart/line-options.shared.ts";
import { useT } from "../../i18n/i18n.tsx";

/**
 * A cart or order line's variant and add-ons under its name: "8 inch · Pandan", then "Fried egg +$1.50, No cilantro".
 * Two short lines of text, so they fit a phone and a screen reader hears them introduced; nothing for a plain line.
 */
export function LineOptions({
  variant,
  modifiers = [],
  className = "text-sm text-ink",
}: {
  variant: string | null | undefined;
  modifiers?: readonly AddOnWords[] | undefined;
  className?: string;
}) {
  const t = useT();
  if (!variant && modifiers.length === 0) return null;
  return (
    <div className={`${className} wrap-break-word`} data-testid="line-options">
      {variant && (
        <p className="font-semibold" data-testid="line-variant">
          <span className="sr-only">{t("cart.lineVariant")}: </span>
          {variant}
        </p>
      )}
      {modifiers.length > 0 && (
        <p data-testid="line-add-ons">
          <span className="sr-only">{t("cart.lineAddOns")}: </span>
          {addOnsText(modifiers)}
        </p>
      )}
    </div>
  );
}
