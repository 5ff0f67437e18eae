import { Outlet } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { ProfileNav } from "../../features/profile/ProfileNav.tsx";
import { translate, useT } from "../../i18n/i18n.tsx";
import { customerRequired, signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import type { Route } from "./+types/_layout";

// The guard of every page below /profile: it runs before their loaders, which read the customer it found.
export const middleware: Route.MiddlewareFunction[] = [customerRequired];

export function loader({ context }: Route.LoaderArgs) {
  return { name: signedInCustomer(context).customer.name };
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "account.profileTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.profileDescription") },
    { name: "robots", content: "noindex" },
  ];
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-8 md:pt-12">
      <h1 className="text-3xl font-black leading-tight md:text-4xl">{t("account.profileTitle")}</h1>
      <p className="mt-2 text-lg text-crust break-words">{t("account.greeting", { name: loaderData.name })}</p>
      {/* min-w-0: a long e-mail on a page must wrap in its column, not widen the grid past a 320 px phone. */}
      <div className="mt-6 grid gap-6 md:grid-cols-4">
        <ProfileNav />
        <div className="min-w-0 md:col-span-3">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
