import { data, useNavigation, useRouteLoaderData } from "react-router";
import { getShopInfo } from "../../server/domain/content/theme.service.ts";
import { ContactForm } from "../components/contact/ContactForm.tsx";
import { httpStatusOf, submitContactForm } from "../components/contact/contact-form.server.ts";
import { weekdayIn } from "../lib/opening-hours.ts";
import { ShopDetails } from "../components/contact/ShopDetails.tsx";
import { localeFromPath } from "../i18n/config.ts";
import { translate, useT } from "../i18n/i18n.tsx";
import { requireAuthCookie } from "../lib/guards.server.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAuthCookie(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const shop = await getShopInfo(context.db, locale);
  // "Open today" is the shop's today, decided here so the server and the browser render the same day.
  return { locale, today: weekdayIn(shop?.time_zone) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const result = await submitContactForm(context, request, locale);
  const headers: Record<string, string> = result.status === "rate_limited" ? { "Retry-After": String(result.retryAfter) } : {};
  return data(result, { status: httpStatusOf(result), headers });
}

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const locale = loaded?.locale ?? localeFromPath(location.pathname);
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
