import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { FooterData } from "../../server/domain/content/theme.service.ts";
import type { Locale } from "../i18n/config.ts";
import { useLocale } from "../i18n/i18n.tsx";
import { api, ApiRequestError } from "../browser/api-client.ts";
import { useCartSync } from "../features/cart/use-cart.ts";
import { parseDisplayUser, type DisplayUser } from "../lib/display-user.ts";
import { normalizeMenu, type MenuItem } from "../lib/menu.ts";
import { readCookie, readJson, readStorage } from "../browser/storage.ts";

/** Runs `effect` when the site language changes after the first render (not on hydration). */
function useOnLocaleChange(locale: Locale, effect: (locale: Locale, signal: AbortSignal) => void) {
  const previous = useRef(locale);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    const controller = new AbortController();
    latest.current(locale, controller.signal);
    return () => controller.abort();
  }, [locale]);
}

/** The main menu: server-rendered first, then reloaded from `GET menus/main-menu` when the language changes. */
export function useMainMenu(initial: MenuItem[], locale: Locale) {
  const [state, setState] = useState({ items: normalizeMenu(initial), loaded: true });
  useOnLocaleChange(locale, (lang, signal) => {
    setState((s) => ({ ...s, loaded: false }));
    api
      .get<{ menus: MenuItem[] }>("menus/main-menu", { siteLocale: lang, signal })
      .then((res) => setState({ items: normalizeMenu(res.data?.menus ?? []), loaded: true }))
      .catch((error: unknown) => {
        if (signal.aborted) return;
        // A failed menu fetch is logged and the menu is empty, still marked loaded.
        console.error("Menu could not be loaded", error);
        setState({ items: [], loaded: true });
      });
  });
  return state;
}

export interface FooterState {
  data: FooterData | null;
  loading: boolean;
  error: string | null;
}

/** The footer: server-rendered first, then `GET theme-options/quan-ly-thong-tin-footer` on a language change. */
export function useFooter(initial: FooterData | null, locale: Locale): FooterState {
  const [state, setState] = useState<FooterState>({ data: initial, loading: false, error: null });
  useOnLocaleChange(locale, (lang, signal) => {
    setState((s) => ({ ...s, loading: true }));
    api
      .get<FooterData>("theme-options/quan-ly-thong-tin-footer", { siteLocale: lang, signal })
      .then((res) => {
        if (res.error) setState({ data: null, loading: false, error: res.message || "Không lấy được dữ liệu footer" });
        else setState({ data: res.data, loading: false, error: null });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        // A server-reported error uses its message; a connection failure the error's message.
        const message =
          error instanceof ApiRequestError && error.status !== 0
            ? error.body?.message || "Không lấy được dữ liệu footer"
            : (error instanceof Error && error.message) || "Lỗi kết nối footer";
        setState({ data: null, loading: false, error: message });
      });
  });
  return state;
}

/** Subscribes to changes of storage and cookies made by this tab (custom events) or another tab (storage). */
function subscribeToBrowserState(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener("auth:changed", onChange);
  window.addEventListener("cart:changed", onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener("auth:changed", onChange);
    window.removeEventListener("cart:changed", onChange);
  };
}

function readUserRaw(): string | null {
  return readStorage("auth_user") ?? readStorage("auth_user", "session") ?? readCookie("auth_user") ?? null;
}

/** The signed-in customer for the header (server: the cookie; browser: storage and cookie, kept in sync). */
export function useDisplayUser(serverUser: DisplayUser | null): DisplayUser | null {
  const raw = useSyncExternalStore(subscribeToBrowserState, readUserRaw, () => (serverUser ? JSON.stringify(serverUser) : null));
  return parseDisplayUser(raw);
}

function readCartCount(): number {
  const items = readJson<{ quantity?: unknown }[]>("cartItems");
  if (!Array.isArray(items)) return 0;
  return items.reduce((sum, line) => sum + (Number(line?.quantity) > 0 ? Number(line.quantity) : 0), 0);
}

/** The number on the cart badge, from the cart mirror in local storage (the cart keeps it current). */
export function useCartCount(): number {
  // The client cart keeps the mirror current: first fetch, other tabs, `cart:refresh` after sign-in.
  useCartSync(useLocale());
  return useSyncExternalStore(subscribeToBrowserState, readCartCount, () => 0);
}
