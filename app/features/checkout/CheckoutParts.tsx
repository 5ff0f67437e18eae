import type { ReactNode } from "react";

// The checkout form's building blocks: a section card, a radio choice, and a group's error.

export function Section({
  legend,
  children,
  testId,
  describedBy,
  className = "",
}: {
  legend: string;
  children: ReactNode;
  testId?: string;
  describedBy?: string;
  className?: string;
}) {
  return (
    <fieldset
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6 ${className}`}
      data-testid={testId}
      aria-describedby={describedBy}
    >
      {/* Floated, so it sits inside the card's padding rather than on its edge. */}
      <legend className="float-left mb-3 w-full text-xl font-black text-ink">{legend}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

export function Choice({
  name,
  value,
  checked,
  onChange,
  disabled,
  label,
  detail,
  describedBy,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  label: string;
  detail?: ReactNode;
  describedBy?: string | undefined;
  testId?: string;
}) {
  const id = `${name}-${value}`;
  return (
    <label
      data-testid={testId}
      className={`flex min-h-11 gap-3 rounded-2xl p-3 ring-1 ${
        disabled
          ? "cursor-not-allowed bg-black/5 text-crust ring-black/10"
          : "cursor-pointer bg-white ring-black/20 has-checked:bg-cream has-checked:ring-2 has-checked:ring-ink"
      }`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-dark"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-ink">{label}</span>
        {detail && <span className="block text-sm wrap-break-word text-crust">{detail}</span>}
      </span>
    </label>
  );
}

export function GroupError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-semibold text-red-800">
      {errors.join(" ")}
    </p>
  );
}
