import { metaLocale } from "../../lib/seo.ts";
import { translate } from "../../i18n/i18n.tsx";
import { CakeRequestPage } from "../../features/custom-cakes/CakeRequestPage.tsx";
import type { Route } from "./+types/view";
import { viewAction, viewLoader } from "./view.server.ts";

export const loader = viewLoader;
export const action = viewAction;

/** The loader's `Cache-Control: private, no-store` and `noindex`: a request is one customer's. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "customCakes.metaTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function CustomCakeView({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CakeRequestPage
      cake={loaderData.cake}
      cakeKey={loaderData.key}
      sent={loaderData.sent}
      done={loaderData.done}
      card={loaderData.card}
      idempotencyKey={loaderData.idempotencyKey}
      failure={actionData}
    />
  );
}
