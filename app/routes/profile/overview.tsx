import { localeFromPath, LOCALE_TAGS } from "../../i18n/config.ts";
import { translate, useLocale, useT } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import type { Route } from "./+types/overview";

export function loader({ context }: Route.LoaderArgs) {
  const { customer } = signedInCustomer(context);
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    points: customer.points,
    level: customer.membership_level,
  };
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, "account.nav.overview")} · ${translate(locale, "account.profileTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.profileDescription") },
    { name: "robots", content: "noindex" },
  ];
}

const LEVELS: Record<string, MessageKey> = {
  member: "account.level.member",
  silver: "account.level.silver",
  gold: "account.level.gold",
};

/** Formats a US phone's digits as (713) 555-0142; other lengths as given. */
function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

export default function ProfileOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const levelKey = LEVELS[loaderData.level.toLowerCase()];
  const rows: [string, string, string][] = [
    ["name", t("account.name"), loaderData.name],
    ["email", t("account.email"), loaderData.email ?? t("account.notGiven")],
    ["phone", t("account.phone"), loaderData.phone ? formatPhone(loaderData.phone) : t("account.notGiven")],
    ["points", t("account.points"), loaderData.points.toLocaleString(LOCALE_TAGS[locale])],
    ["level", t("account.membership"), levelKey ? t(levelKey) : loaderData.level],
  ];
  return (
    <section aria-labelledby="overview-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">
      <h2 id="overview-title" className="text-2xl font-bold">
        {t("account.nav.overview")}
      </h2>
      <dl className="mt-4 divide-y divide-black/10">
        {rows.map(([key, label, value]) => (
          <div key={key} className="grid gap-1 py-3 sm:grid-cols-3" data-testid={`profile-${key}`}>
            <dt className="font-semibold text-crust">{label}</dt>
            <dd className="sm:col-span-2 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
