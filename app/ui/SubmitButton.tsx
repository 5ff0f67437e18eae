import type { ButtonHTMLAttributes, ReactNode } from "react";

const SIZES = {
  /** A small form's one button (a post's rating). */
  sm: "px-5 py-2.5 text-base",
  /** Most forms: the account forms, a comment. */
  md: "px-6 py-3 text-base",
  /** A page's main action: add to cart, send a message. */
  lg: "min-h-12 px-8 py-3.5 text-lg",
} as const;

const WIDTHS = {
  auto: "",
  full: "w-full",
  /** The screen's width on a phone, its text's from the small breakpoint. */
  phone: "w-full sm:w-auto",
} as const;

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "children" | "className"> & {
  /** While the form is on its way: the button is disabled and says `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  children: ReactNode;
  size?: keyof typeof SIZES;
  width?: keyof typeof WIDTHS;
};

/** The classes of that look, for a button that is not a plain submit (the logout form's). */
export function submitButtonClass(size: keyof typeof SIZES = "md", width: keyof typeof WIDTHS = "auto"): string {
  return (
    "inline-flex items-center justify-center rounded-full bg-brand-dark font-bold text-white hover:bg-crust " +
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-70 " +
    `${SIZES[size]} ${WIDTHS[width]}`
  );
}

/** The one look of a form's main button: the brand's pill, disabled and relabelled while the form is sent. */
export function SubmitButton({ pending = false, pendingLabel, children, size = "md", width = "auto", disabled, ...rest }: Props) {
  return (
    <button {...rest} type="submit" disabled={pending || disabled} className={submitButtonClass(size, width)}>
      {pending ? (pendingLabel ?? children) : children}
    </button>
  );
}
