import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import { publicUrl } from "../server/config.ts";
import { getShellContent } from "../server/domain/content/shell.service.ts";
import { langFromAcceptLanguage } from "../server/i18n/language.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { Shell } from "./components/layout/Shell.tsx";
import type { FooterData } from "./components/layout/shell-state.ts";
import { isLocale, LOCALE_COOKIE, LOCALE_TAGS, localeFromPath, localizePath, stripLocale, type Locale } from "./i18n/config.ts";
import { LocaleProvider, translate } from "./i18n/i18n.tsx";
import { parseDisplayUser } from "./lib/display-user.ts";
import { useNonce } from "./lib/nonce.tsx";
import { readCookie } from "./lib/storage.ts";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Language detection, on the home page only (deep links are never redirected): the locale cookie wins;
 * without it a browser that prefers Vietnamese goes to /vi.
 */
function detectedLocale(request: Request): Locale {
  const cookie = readCookie(LOCALE_COOKIE, request.headers.get("cookie"));
  if (isLocale(cookie)) return cookie;
  return langFromAcceptLanguage(request.headers.get("accept-language")) === "vi" ? "vi" : "en";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === "/" && detectedLocale(request) === "vi") {
    throw redirect(`/vi${url.search}`, { headers: { Vary: "Cookie, Accept-Language" } });
  }
  const locale = localeFromPath(url.pathname);
  const { shop, menu, footer } = await getShellContent<FooterData>(context.db, locale);
  return data(
    {
      locale,
      shop: shop ?? null,
      menu: menu ?? [],
      footer: footer ?? null,
      user: parseDisplayUser(readCookie("auth_user", request.headers.get("cookie"))),
      origin: publicUrl(context.config),
    },
    { headers: url.pathname === "/" ? { Vary: "Cookie, Accept-Language" } : {} },
  );
}

/** The page in each language, for canonical and hreflang links. */
function Alternates({ origin, locale }: { origin: string; locale: Locale }) {
  const { pathname } = useLocation();
  const path = stripLocale(pathname);
  const en = `${origin}${localizePath(path, "en")}`;
  const vi = `${origin}${localizePath(path, "vi")}`;
  return (
    <>
      <link rel="canonical" href={locale === "vi" ? vi : en} />
      <link rel="alternate" hrefLang={LOCALE_TAGS.en} href={en} />
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang={LOCALE_TAGS.vi} href={vi} />
      <link rel="alternate" hrefLang="vi" href={vi} />
      <link rel="alternate" hrefLang="x-default" href={en} />
    </>
  );
}

/** The error pages' title; pages set their own. */
export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  const locale = localeFromPath(location.pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${translate(locale, notFound ? "error.notFoundTitle" : "error.serverTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const loaded = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { pathname } = useLocation();
  const locale: Locale = loaded?.locale ?? localeFromPath(pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ff5722" />
        <Meta />
        {loaded && <Alternates origin={loaded.origin} locale={locale} />}
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <LocaleProvider locale={locale}>
          <Shell data={loaded}>{children}</Shell>
        </LocaleProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="not-found" />;
  return <ErrorPage kind="server" status={isRouteErrorResponse(error) ? error.status : 500} />;
}
