import { useEffect, useRef, useState } from "react";
import type { PaymentMethodView } from "../../../server/domain/checkout/options-view.ts";
import { loadAcceptUi, RESPONSE_HANDLER, type AcceptResponse } from "./accept-ui.ts";

export type CardMethod = Extract<PaymentMethodView, { code: "card" }>;
export type CardState = "none" | "loading" | "ready" | "failed";

/**
 * Card payment on the checkout: the card method the options offered (kept once seen, so the AcceptUI button the
 * script has bound stays in the page), its script loaded once when the checkout is first shown with it, and the
 * global response handler AcceptUI.js calls by name, passed on to `onResponse`.
 */
export function useAcceptUi(offered: CardMethod | undefined, onResponse: (response: AcceptResponse) => void) {
  const [card, setCard] = useState<CardMethod | undefined>(offered);
  if (offered && offered !== card && (!card || offered.script_url !== card.script_url || offered.api_login_id !== card.api_login_id))
    setCard(offered);
  const [loaded, setLoaded] = useState<{ url: string; ok: boolean } | null>(null);
  const scriptUrl = card?.script_url;
  const state: CardState = !scriptUrl ? "none" : loaded?.url === scriptUrl ? (loaded.ok ? "ready" : "failed") : "loading";

  useEffect(() => {
    if (!scriptUrl) return;
    let live = true;
    loadAcceptUi(scriptUrl).then(
      () => live && setLoaded({ url: scriptUrl, ok: true }),
      () => live && setLoaded({ url: scriptUrl, ok: false }),
    );
    return () => {
      live = false;
    };
  }, [scriptUrl]);

  const handler = useRef(onResponse);
  useEffect(() => {
    handler.current = onResponse;
  });
  useEffect(() => {
    const target = window as unknown as Record<string, unknown>;
    target[RESPONSE_HANDLER] = (response: AcceptResponse) => handler.current(response);
    return () => {
      delete target[RESPONSE_HANDLER];
    };
  }, []);

  return { card, state };
}
