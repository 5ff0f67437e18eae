import { useRouteLoaderData } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { DeliveryZones } from "../../features/checkout/DeliveryZones.tsx";
import { LocaleLink, translate, useT } from "../../i18n/i18n.tsx";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/delivery";
import { deliveryLoader } from "./delivery.server.ts";

export const loader = deliveryLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "delivery.metaTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "delivery.metaDescription") },
  ];
}

/** Where the shop delivers, for what fee, and when it is free; pickup at the shop beside it. */
export default function Delivery({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const shop = useRouteLoaderData<typeof rootLoader>("root")?.shop ?? null;
  const { zones } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-8 md:pt-12">
      <h1 className="text-4xl font-black leading-tight md:text-5xl">{t("delivery.title")}</h1>
      {zones.length > 0 && <p className="mt-3 text-lg text-crust">{t("delivery.intro")}</p>}
      <section aria-labelledby="delivery-zones" className="mt-8">
        <h2 id="delivery-zones" className="sr-only">
          {t("delivery.zonesHeading")}
        </h2>
        <DeliveryZones zones={zones} headingLevel={3} />
      </section>
      <section aria-labelledby="delivery-pickup" className="mt-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">
        <h2 id="delivery-pickup" className="text-xl font-black">
          {t("delivery.pickupHeading")}
        </h2>
        <p className="mt-2" data-testid="delivery-pickup">
          {shop
            ? t("delivery.pickupAt", { address: `${shop.address.street}, ${shop.address.city}, ${shop.address.state} ${shop.address.zip}` })
            : t("delivery.pickupFree")}
        </p>
        {zones.length > 0 && <p className="mt-2 text-crust">{t("delivery.outside")}</p>}
      </section>
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <LocaleLink to="/products" className="font-bold text-brand-dark underline underline-offset-2">
          {t("delivery.browse")}
        </LocaleLink>
        <LocaleLink to="/contact" className="font-bold text-brand-dark underline underline-offset-2">
          {t("delivery.contact")}
        </LocaleLink>
      </p>
    </div>
  );
}
