import { LocaleLink, useT } from "../i18n/i18n.tsx";

export function ErrorPage({ kind, status }: { kind: "not-found" | "server"; status?: number }) {
  const t = useT();
  const notFound = kind === "not-found";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p className="text-6xl font-black text-brand-dark" aria-hidden="true">
        {notFound ? 404 : (status ?? 500)}
      </p>
      <h1 className="text-3xl font-bold">{t(notFound ? "error.notFoundTitle" : "error.serverTitle")}</h1>
      <p className="text-lg text-crust">{t(notFound ? "error.notFoundBody" : "error.serverBody")}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <LocaleLink to="/" className="rounded-full bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-crust">
          {t("error.goHome")}
        </LocaleLink>
        <LocaleLink
          to="/products"
          className="rounded-full border-2 border-brand-dark px-5 py-2.5 font-semibold text-brand-dark hover:bg-white"
        >
          {t("error.goProducts")}
        </LocaleLink>
      </div>
    </div>
  );
}
