import { metaLocale } from "../../lib/seo.ts";
import { translate, useT } from "../../i18n/i18n.tsx";
import { CakeRequestForm } from "../../features/custom-cakes/CakeRequestForm.tsx";
import type { Route } from "./+types/request";
import { requestAction, requestLoader } from "./request.server.ts";

export const loader = requestLoader;
export const action = requestAction;

/** The loader's `Cache-Control: private, no-store`: a signed-in customer's details fill the form. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "customCakes.metaTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "customCakes.metaDescription") },
  ];
}

const STEPS = ["customCakes.step1", "customCakes.step2", "customCakes.step3", "customCakes.step4"] as const;

/** /custom-cakes: how a custom cake works, and the request's form. */
export default function CustomCakeRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-8 md:pt-12">
      <h1 className="text-3xl font-black leading-tight md:text-4xl">{t("customCakes.title")}</h1>
      <p className="mt-2 text-lg text-crust">{t("customCakes.intro")}</p>
      <section aria-labelledby="how-title" className="mt-6 rounded-3xl bg-cream p-5">
        <h2 id="how-title" className="text-lg font-black">
          {t("customCakes.howTitle")}
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="cake-steps">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-dark font-black text-white"
              >
                {index + 1}
              </span>
              <span>{t(step)}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="mt-8">
        <CakeRequestForm dates={loaderData.dates} contact={loaderData.contact} failure={actionData} uploadError={loaderData.uploadError} />
      </div>
    </div>
  );
}
