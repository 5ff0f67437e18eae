import { metaLocale } from "../../lib/seo.ts";
import { translate } from "../../i18n/i18n.tsx";
import { accountAction, accountLoader } from "./account.server.ts";
import type { Route } from "./+types/account";
import { AccountScreen } from "../../features/admin/session/AccountScreen.tsx";

// Every signed-in staff role may open its own account: the layout's staff guard is the only one.
export const loader = accountLoader;
export const action = accountAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "admin.accountTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountScreen loaderData={loaderData} actionData={actionData} />;
}
