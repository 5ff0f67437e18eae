import { useEffect, useRef, useSyncExternalStore } from "react";
import type { Locale } from "../../i18n/config.ts";
import type { CartState } from "./cart-reducer.ts";
import { cartStore, fetchCart, startCart } from "./cart-store.ts";

/** The client cart (server render and hydration see the empty, not-yet-loaded cart). */
export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.get, cartStore.getServer);
}

/** Starts the client cart once per page load and re-fetches it when the site language changes (names are localised). */
export function useCartSync(locale: Locale): void {
  const previous = useRef(locale);
  useEffect(() => {
    startCart(locale);
    if (previous.current !== locale) {
      previous.current = locale;
      void fetchCart(locale);
    }
  }, [locale]);
}
