import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once React runs in the browser: what needs JavaScript (a modal
 * dialog, a chat) replaces its plain-HTML fallback only then, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
