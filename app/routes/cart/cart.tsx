import { useSearchParams } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { CartPage } from "../../features/cart/CartPage.tsx";
import { translate, useT } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/cart";
import { cartLoader, cartAction } from "./cart.server.ts";

export const loader = cartLoader;

export type { CartActionData } from "../../features/cart/CartPage.tsx";

export const action = cartAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "cart.metaTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "cart.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
}

/** After "Order again" on a profile order (?reordered=code&skipped=name…): what went into the cart, and what did not. */
function ReorderNotice() {
  const t = useT();
  const [search] = useSearchParams();
  const code = search.get("reordered");
  if (!code) return null;
  const skipped = search.getAll("skipped");
  return (
    <div className="mx-auto max-w-6xl space-y-2 px-4 pt-6" data-testid="reorder-notice">
      <FormAlert tone="success" message={t("profileAccount.reorderDone", { code: code.slice(0, 40) })} />
      {skipped.length > 0 && <FormAlert tone="info" message={t("profileAccount.reorderSkipped", { names: skipped.join(", ") })} />}
    </div>
  );
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ReorderNotice />
      <CartPage serverCart={loaderData.cart} actionData={actionData} checkout={loaderData.checkout} />
    </>
  );
}
