import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

const CONTROL =
  "mt-1.5 block w-full scroll-mt-40 rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-crust/60 " +
  "aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50";

interface FieldProps {
  name: string;
  label: string;
  /** Shown beside the label, e.g. "(optional)". */
  labelNote?: string;
  hint?: string;
  /** The server's messages for this field, in the page's language. */
  errors?: string[];
  required?: boolean;
}

type InputProps = FieldProps & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "required">;
type TextareaProps = FieldProps & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "required">;

/**
 * A labelled input or textarea whose hint and errors are tied to it (aria-describedby), marked aria-invalid when
 * the server refused it. `required` only sets aria-required: the server checks, so its messages are in the
 * page's language rather than the browser's.
 */
export function FormField(props: InputProps | TextareaProps) {
  const { name, label, labelNote, hint, errors, required, multiline, ...control } = props;
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const described = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": described,
    className: `${CONTROL} ${errors?.length ? "" : "border-black/25"}`,
  };

  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
        {labelNote && <span className="ml-1 font-normal text-crust">{labelNote}</span>}
      </label>
      {multiline ? (
        <textarea {...common} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input type="text" {...common} {...(control as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {errorId && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-800">
          {errors!.join(" ")}
        </p>
      )}
      {hintId && (
        <p id={hintId} className="mt-1 text-sm text-crust">
          {hint}
        </p>
      )}
    </div>
  );
}
