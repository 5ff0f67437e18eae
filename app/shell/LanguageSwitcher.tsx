import { useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, LOCALES, localizePath, stripLocale, type Locale } from "../i18n/config.ts";
import { useLocale, useT } from "../i18n/i18n.tsx";
import { withLanguageChoice } from "../../server/http/locale-redirect.shared.ts";
import { safeRedirectTarget } from "../../server/http/redirect-target.shared.ts";
import { writeCookie, writeStorage } from "../browser/storage.ts";
import { ChevronDownIcon, GlobeIcon } from "./icons.tsx";
import { closeDetails, useDismiss } from "./useDismiss.ts";
import { loadCatalogue } from "../i18n/catalogue.ts";

export const LANGUAGE_LOCK_KEY = "site_lang_locked";

/** Remembers the visitor's choice of language: lock flag, preference, and the 365-day locale cookie. */
export function rememberLanguage(locale: Locale) {
  writeStorage(LANGUAGE_LOCK_KEY, "1");
  writeStorage("site_lang", locale);
  writeCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE });
}

/**
 * The same page in `target`: a path of this site, else that locale's home ("/vi//evil.example" in English would
 * be "//evil.example", another host).
 */
export function localeSwitchHref(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  const path = localizePath(`${stripLocale(location.pathname)}${location.search}${location.hash}`, target);
  return safeRedirectTarget(path, localizePath("/", target));
}

/**
 * The language dropdown: a <details> whose links are the same page in each language, so it works without
 * JavaScript (the link tells the server the choice: see server/http/locale-redirect.shared.ts). The script adds
 * what the element lacks — Escape and an outside click close it — and switches in the page, remembering the choice.
 * `up`: the list opens above (at the bottom of the phone's menu).
 */
export function LanguageSwitcher({ className = "", up = false }: { className?: string; up?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const box = useRef<HTMLDetailsElement>(null);
  useDismiss(box);

  const hrefFor = (target: Locale) => localeSwitchHref(location, target);

  return (
    <details ref={box} className={`group relative ${className}`}>
      <summary
        aria-label={t("header.chooseLanguage", { current: LOCALE_NAMES[locale] })}
        className="inline-flex cursor-pointer list-none items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold hover:bg-white/15 [&::-webkit-details-marker]:hidden"
      >
        {/* Below 360 px the phone, the language and the gaps fill the top bar: the words stay, the globe goes. */}
        <GlobeIcon className="h-4 w-4 max-[22.5rem]:hidden" />
        <span>{LOCALE_NAMES[locale]}</span>
        <ChevronDownIcon className="h-3.5 w-3.5 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        className={`absolute right-0 z-50 w-40 rounded-xl bg-white p-1.5 text-ink shadow-lg ring-1 ring-black/10 ${up ? "bottom-full mb-1" : "top-full mt-1"}`}
      >
        {LOCALES.map((option) => (
          <li key={option}>
            <a
              href={withLanguageChoice(hrefFor(option), option)}
              hrefLang={option}
              lang={option}
              aria-current={option === locale ? "true" : undefined}
              className={`block rounded-lg px-3 py-2 text-sm font-medium hover:bg-cream ${option === locale ? "text-brand-dark" : ""}`}
              onClick={(event) => {
                event.preventDefault();
                closeDetails(box);
                rememberLanguage(option);
                // The other language's messages first (their own chunk), then the page in that language.
                if (option !== locale) void loadCatalogue(option).then(() => navigate(hrefFor(option)));
              }}
            >
              {LOCALE_NAMES[option]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
