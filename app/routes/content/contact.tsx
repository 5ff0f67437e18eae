import { useNavigation, useRouteLoaderData } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { ContactForm } from "../../features/content/contact/ContactForm.tsx";
import { ShopDetails } from "../../features/content/contact/ShopDetails.tsx";
import { translate, useT } from "../../i18n/i18n.tsx";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/contact";
import { contactLoader, contactAction } from "./contact.server.ts";
import { sharedPageHeaders } from "../../lib/page-cache.ts";

export const loader = contactLoader;

/** The same for every anonymous visitor: shared, and kept rendered by the server. */
export const headers = sharedPageHeaders;

export const action = contactAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "contact.metaTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "contact.metaDescription") },
  ];
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const shop = useRouteLoaderData<typeof rootLoader>("root")?.shop ?? null;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 md:pt-12">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-black leading-tight md:text-5xl">{t("contact.title")}</h1>
        <p className="mt-3 text-lg text-crust">{t("contact.intro")}</p>
      </header>
      <div className="mt-8 grid gap-6 md:grid-cols-5 md:gap-8">
        {shop && (
          <div className="md:col-span-2">
            <ShopDetails shop={shop} today={loaderData.today} />
          </div>
        )}
        <div className={shop ? "md:col-span-3" : "md:col-span-5"}>
          <ContactForm result={actionData} pending={pending} shopPhone={shop?.phone} />
        </div>
      </div>
    </div>
  );
}
