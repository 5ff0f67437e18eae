// A tiny toast queue shared by every area (accounts now, the cart later): `toast(message)` from anywhere in the
// browser; the one <Toaster /> in the Shell shows and announces it.

export interface ToastItem {
  id: number;
  message: string;
}

/** How long a toast stays (ms). Long enough to read two lines; it can be dismissed sooner. */
export const TOAST_MS = 5000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: string): number {
  const id = nextId++;
  items = [...items.slice(-2), { id, message }];
  emit();
  if (typeof window !== "undefined") window.setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export function dismissToast(id: number): void {
  if (!items.some((item) => item.id === id)) return;
  items = items.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ToastItem[] {
  return items;
}

const none: ToastItem[] = [];
export function serverToasts(): ToastItem[] {
  return none;
}
