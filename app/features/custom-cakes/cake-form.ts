// The request form's fields as the page and its action share them (browser-safe: no zod, no server module).

/** The form's text fields, in the order they are shown (the photos apart: a file is never sent back). */
export const CAKE_FORM_FIELDS = [
  "occasion",
  "date",
  "shipping_option",
  "address",
  "city",
  "state",
  "zip",
  "servings",
  "flavour",
  "filling",
  "frosting_colour",
  "inscription",
  "notes",
  "photos",
  "full_name",
  "email",
  "phone",
] as const;
export type CakeFormField = (typeof CAKE_FORM_FIELDS)[number];

export type CakeFormValues = Partial<Record<CakeFormField, string>>;

/** A refused post: the message above the form, each field's messages, what was typed, whether files had been chosen. */
export interface CakeFormFailure {
  message: string;
  fields: Record<string, string[]>;
  values: CakeFormValues;
  photosSent: boolean;
}

/** The id of a field's control, as the error summary links to it. */
export const cakeFieldId = (name: string): string => `field-${name}`;
