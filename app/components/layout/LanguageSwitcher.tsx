import { useCallback, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, LOCALES, localizePath, stripLocale, type Locale } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { writeCookie, writeStorage } from "../../lib/storage.ts";
import { ChevronDownIcon, GlobeIcon } from "./icons.tsx";
import { useDismiss } from "./useDismiss.ts";

export const LANGUAGE_LOCK_KEY = "site_lang_locked";

/** Remembers the visitor's choice (spec §4, Language): lock flag, preference, and the 365-day locale cookie. */
export function rememberLanguage(locale: Locale) {
  writeStorage(LANGUAGE_LOCK_KEY, "1");
  writeStorage("site_lang", locale);
  writeCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE });
}

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, box, close, button);

  const hrefFor = (target: Locale) => localizePath(`${stripLocale(location.pathname)}${location.search}${location.hash}`, target);

  return (
    <div ref={box} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t("header.chooseLanguage", { current: LOCALE_NAMES[locale] })}
        className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold hover:bg-white/15"
        onClick={() => setOpen((v) => !v)}
      >
        <GlobeIcon className="h-4 w-4" />
        <span>{LOCALE_NAMES[locale]}</span>
        <ChevronDownIcon className="h-3.5 w-3.5" />
      </button>
      <ul id={id} hidden={!open} className="absolute right-0 top-full z-50 mt-1 w-40 rounded-xl bg-white p-1.5 text-ink shadow-lg ring-1 ring-black/10">
        {LOCALES.map((option) => (
          <li key={option}>
            <a
              href={hrefFor(option)}
              hrefLang={option}
              lang={option}
              aria-current={option === locale ? "true" : undefined}
              className={`block rounded-lg px-3 py-2 text-sm font-medium hover:bg-cream ${option === locale ? "text-brand-dark" : ""}`}
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
                rememberLanguage(option);
                if (option !== locale) navigate(hrefFor(option));
              }}
            >
              {LOCALE_NAMES[option]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
