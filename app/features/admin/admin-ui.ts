// The back office's few shared looks: big touch targets (a tablet on the counter, floury fingers), plain cards,
// nothing that prints (buttons, forms and the navigation are `print:hidden`).

export const ADMIN_CARD =
  "rounded-2xl border border-black/10 bg-white p-4 shadow-sm print:break-inside-avoid print:border-black/40 print:shadow-none";

export const ADMIN_BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-dark px-5 py-2.5 text-base font-bold text-white hover:bg-ink " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-60 print:hidden";

export const ADMIN_BUTTON_QUIET =
  "inline-flex min-h-12 items-center justify-center rounded-xl bg-white px-5 py-2.5 text-base font-bold text-brand-dark ring-1 ring-brand-dark/50 hover:bg-cream " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-60 print:hidden";

export const ADMIN_INPUT =
  "mt-1 block min-h-12 w-full rounded-xl border border-black/25 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-red-700";

export const ADMIN_LABEL = "block font-semibold";
