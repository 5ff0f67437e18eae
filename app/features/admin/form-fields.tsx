import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { localizePath } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_LABEL } from "./admin-ui.ts";

// The back office's edit forms' shared pieces: what a refused save brings back to each field, the link back to the
// list, a checkbox, a select with its message, a picture to upload and the save button of a form that carries one,
// and a one-button form of hidden fields.

/** A refused save's answer, as the admin actions send it: what was typed (a list for a group of checkboxes) and a message a field. */
export interface FieldsAnswer<V extends string | string[] = string> {
  values?: Record<string, V>;
  errors?: Record<string, string>;
}

/**
 * What each field shows: after a refused save, what was typed (`value`) and the server's message (`errors`, as
 * FormField takes it); otherwise the saved value. `field` gives a FormField its name, value and message at once.
 */
export function fieldsOf<V extends string | string[] = string>(answer: FieldsAnswer<V> | undefined) {
  const typed = answer?.values;
  const value = (field: string, saved: string) => (typed ? String(typed[field] ?? "") : saved);
  const errors = (field: string) => (answer?.errors?.[field] ? [answer.errors[field]] : undefined);
  const field = (name: string, saved: string) => ({ name, defaultValue: value(name, saved), errors: errors(name) });
  return { typed, value, errors, field };
}

/** The link back to the list, above an edit screen's title. `to` is the path in English; the page's language is added. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <p>
      <Link to={localizePath(to, locale)} className="font-semibold text-brand-dark underline wrap-break-word">
        {children}
      </Link>
    </p>
  );
}

/** A big checkbox (a finger on a tablet) that posts "1" when ticked. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
  className = "",
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  /** Added to the label's classes (its place in a grid). */
  className?: string;
}) {
  return (
    <label className={`flex min-h-12 items-center gap-3 font-semibold${className ? ` ${className}` : ""}`}>
      <input type="checkbox" name={name} value="1" defaultChecked={defaultChecked} className="h-6 w-6" />
      {label}
    </label>
  );
}

/** A select inside its label, marked invalid and followed by the server's message when it refused the value. */
export function SelectField({
  name,
  label,
  defaultValue,
  errors,
  children,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors: string[] | undefined;
  /** The options. */
  children: ReactNode;
}) {
  return (
    <label className={ADMIN_LABEL}>
      {label}
      <select name={name} defaultValue={defaultValue} className={ADMIN_INPUT} aria-invalid={errors ? true : undefined}>
        {children}
      </select>
      {errors && <span className="mt-1 block font-normal text-red-800">{errors[0]}</span>}
    </label>
  );
}

/** A picture to upload with the form; a refused upload's message (`uploadError`, from the last save) shows until the form answers. */
export function PictureField({
  name,
  label,
  hint,
  errors,
  uploadError,
  answered,
}: {
  name: string;
  label: string;
  hint: string;
  errors: string[] | undefined;
  uploadError: string | null | undefined;
  answered: boolean;
}) {
  return (
    <FormField
      name={name}
      type="file"
      accept="image/jpeg,image/png,image/webp"
      label={label}
      hint={hint}
      errors={errors ?? (uploadError && !answered ? [uploadError] : undefined)}
    />
  );
}

/**
 * The save button of a form that may carry a picture (the file input `file`): disabled and saying "Saving…" while the
 * form is on its way, and, when a picture goes with it, a word that the upload takes a moment.
 */
export function UploadSaveButton({ file, testId, children }: { file: string; testId?: string; children: ReactNode }) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const sent = navigation.formData?.get(file);
  const withPicture = sent instanceof File && sent.size > 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={ADMIN_BUTTON} disabled={saving} aria-busy={saving || undefined} data-testid={testId}>
        {saving ? t("adminPending.saving") : children}
      </button>
      <p role="status" className="text-sm text-crust">
        {saving && withPicture ? t("adminPending.savingUpload") : ""}
      </p>
    </div>
  );
}

/** A list row's one-button action (move, show or hide): a post of these hidden fields, in this order. */
export function HiddenFieldsButton({ fields, children }: { fields: Record<string, string | number>; children: ReactNode }) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={ADMIN_BUTTON_QUIET}>
        {children}
      </button>
    </Form>
  );
}
