import { lazy } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import cssHref from "./app.css?url";
import { SiteStylesheet, SiteStylesheetRest } from "./lib/inline-css.tsx";
import { ErrorPage } from "./shell/ErrorPage.tsx";
import { Shell } from "./shell/Shell.tsx";
import { loadCataloguesFor } from "./i18n/catalogue.ts";
import { LOCALE_TAGS, localeFromPath, localizePath, stripLocale, type Locale } from "./i18n/config.ts";
import { LocaleProvider, translate } from "./i18n/i18n.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { rootLoader } from "./root.server.ts";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const loader = rootLoader;

/** Names the matched route's pattern (/:lang/products/:slug) for /metrics' request counts, when they are taken. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ pattern, context }, next) => {
    if (context.pageRoute) context.pageRoute.route = pattern.startsWith("/") ? pattern : `/${pattern}`;
    return next();
  },
];

/**
 * A navigation loads the messages of the next page's areas (app/i18n/catalogue.ts) while its data loads: in its
 * language, so a language switch too. The first page has them from entry.client.tsx.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const { pathname } = new URL(request.url);
    const messages = loadCataloguesFor(localeFromPath(pathname), pathname);
    try {
      await next();
    } finally {
      await messages;
    }
  },
];

/** The back office's error page, in its frame: a chunk the shop's pages never download. */
const AdminError = lazy(async () => ({ default: (await import("./features/admin/AdminError.tsx")).AdminError }));

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
  // The root's own error: its loader may have failed, so the language comes from the address.
  const locale = localeFromPath(location.pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${translate(locale, notFound ? "error.notFoundTitle" : "error.serverTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The back office has its own frame (app/features/admin/AdminShell.tsx): no shop header, footer, chat or cart. */
function isBackOffice(pathname: string): boolean {
  return /^\/admin(\/|$)/.test(stripLocale(pathname));
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
        <SiteStylesheet href={cssHref} />
        <SiteStylesheetRest href={cssHref} />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <LocaleProvider locale={locale}>{isBackOffice(pathname) ? children : <Shell data={loaded}>{children}</Shell>}</LocaleProvider>
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
  // A back-office page's middleware (its role check) fails up to here (the first route with a loader): answered in
  // the back office's frame, its chunk loaded then (on the server, and before hydrating: the page waits for it).
  const { pathname } = useLocation();
  if (isBackOffice(pathname)) return <AdminError error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="not-found" />;
  return <ErrorPage kind="server" status={isRouteErrorResponse(error) ? error.status : 500} />;
}
