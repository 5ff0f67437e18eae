import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** The per-request CSP nonce, for the few inline scripts the page renders (server only; empty in the browser). */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
