import { createContext, useContext, type ReactNode } from "react";
import { Link as RouterLink, type LinkProps } from "react-router";
import { localizePath, type Locale } from "./config.ts";
import { messageOf } from "./catalogue.ts";
import { fillIn } from "./fill-in.ts";
import type { MessageKey } from "./messages/en.ts";

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return fillIn(messageOf(locale, key), params);
}

const LocaleContext = createContext<Locale>("en");

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT() {
  const locale = useLocale();
  return (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
}

/** A Link whose `to` is a locale-free internal path; it renders in the current locale. */
export function LocaleLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const locale = useLocale();
  return <RouterLink to={localizePath(to, locale)} {...props} />;
}
