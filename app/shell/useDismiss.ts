import { useEffect, type RefObject } from "react";

/**
 * What a <details> popup lacks: a click outside it or Escape closes it (focus then goes back to its summary). It
 * reads and sets the element itself, not React state: the element's toggle event is queued, so state would learn of
 * an opening only later, and a quick click outside would be missed.
 */
export function useDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref]);
}

/** Closes a <details> (a chosen link, focus gone elsewhere). */
export function closeDetails(ref: RefObject<HTMLDetailsElement | null>) {
  if (ref.current) ref.current.open = false;
}
