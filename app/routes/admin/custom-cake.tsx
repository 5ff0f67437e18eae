import type { ShouldRevalidateFunctionArgs } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { CustomCakeScreen } from "../../features/admin/custom-cakes/CustomCakeScreen.tsx";
import { translate } from "../../i18n/i18n.tsx";
import { customCakeAction, customCakeLoader } from "./custom-cakes.server.ts";
import type { Route } from "./+types/custom-cake";

// /admin/custom-cakes/:id (permission "board" to read; the quote and the decline need "orders", checked by the
// action): one request, its photos and history, and the forms that answer it.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = customCakeLoader;
export const action = customCakeAction;

/** A request moved meanwhile (409) is shown as it is now: the page reads it again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const code = loaderData?.request.code ?? "";
  return [
    { title: `${translate(locale, "adminCustomCakes.requestTitle", { code })} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCustomCake({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomCakeScreen loaderData={loaderData} actionData={actionData} />;
}
