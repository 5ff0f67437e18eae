import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import {
  CAKE_FILLINGS,
  CAKE_FLAVOURS,
  CAKE_OCCASIONS,
  characterCount,
  CUSTOM_CAKE_LEAD_DAYS,
  FROSTING_COLOUR_MAX,
  INSCRIPTION_MAX,
  MAX_PHOTOS,
  NOTES_MAX,
  SERVINGS_MAX,
  SERVINGS_MIN,
  suggestedSize,
} from "../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";
import { useT } from "../../i18n/i18n.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { cakeFieldId, type CakeFormField, type CakeFormFailure, type CakeFormValues } from "./cake-form.ts";
import { InscriptionPreview } from "./InscriptionPreview.tsx";

const CONTROL =
  "mt-1.5 block w-full scroll-mt-40 rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50";
const FIELDSET = "min-w-0 space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5";
const LEGEND = "float-left mb-2 w-full text-lg font-black";

/** Each field's label, as the error summary names it. */
const LABELS: Record<CakeFormField, MessageKey> = {
  occasion: "customCakes.occasion",
  date: "customCakes.date",
  shipping_option: "customCakes.fulfilment",
  address: "customCakes.address",
  city: "customCakes.city",
  state: "customCakes.state",
  zip: "customCakes.zip",
  servings: "customCakes.servings",
  flavour: "customCakes.flavour",
  filling: "customCakes.filling",
  frosting_colour: "customCakes.frostingColour",
  inscription: "customCakes.inscription",
  notes: "customCakes.notes",
  photos: "customCakes.photos",
  full_name: "customCakes.fullName",
  email: "customCakes.email",
  phone: "customCakes.phone",
};
const labelOf = (name: string): MessageKey | undefined => (Object.hasOwn(LABELS, name) ? LABELS[name as CakeFormField] : undefined);

/** A field's messages, tied to its control by id. */
function FieldError({ name, errors }: { name: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={`${cakeFieldId(name)}-error`} className="mt-1.5 text-sm font-semibold text-red-800">
      {errors.join(" ")}
    </p>
  );
}

const describedBy = (name: string, errors: string[] | undefined, ...more: (string | false | undefined)[]) =>
  [errors?.length ? `${cakeFieldId(name)}-error` : "", ...more].filter(Boolean).join(" ") || undefined;

function Fieldset({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className={FIELDSET} data-testid={testId}>
      <legend className={LEGEND}>{legend}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

function Select(props: {
  name: string;
  label: string;
  options: readonly string[];
  word: (value: string) => string;
  value: string;
  errors?: string[];
}) {
  const { name, label, options, word, value, errors } = props;
  return (
    <div>
      <label htmlFor={cakeFieldId(name)} className="font-semibold">
        {label}
      </label>
      <select
        id={cakeFieldId(name)}
        name={name}
        defaultValue={value}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors)}
        className={`${CONTROL} ${errors?.length ? "" : "border-black/25"}`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {word(option)}
          </option>
        ))}
      </select>
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/**
 * The custom cake request: a multipart form that works without JavaScript (the server checks everything and sends
 * the form back with its messages); with JavaScript the suggested size, the inscription's preview and the
 * delivery's address follow what is typed.
 */
export function CakeRequestForm(props: {
  dates: { min: string; max: string };
  contact: { full_name: string; email: string; phone: string } | null;
  failure: CakeFormFailure | undefined;
  uploadError: string | null;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const { failure, dates } = props;
  const kept: CakeFormValues = failure?.values ?? {};
  const errors = failure?.fields ?? {};
  const [fulfilment, setFulfilment] = useState(kept.shipping_option === "delivery" ? "delivery" : "pickup");
  const [servings, setServings] = useState(kept.servings ?? "12");
  const [inscription, setInscription] = useState(kept.inscription ?? "");
  const servingsNumber = Number.parseInt(servings, 10);
  const size =
    Number.isFinite(servingsNumber) && servingsNumber >= SERVINGS_MIN ? suggestedSize(Math.min(servingsNumber, SERVINGS_MAX)) : null;
  const photoErrors = [...(errors.photos ?? []), ...(props.uploadError ? [props.uploadError] : [])];
  const errorNames = Object.keys(errors).filter((name) => errors[name]?.length);
  const value = (name: keyof CakeFormValues, fallback = "") => kept[name] ?? fallback;

  return (
    <Form method="post" encType="multipart/form-data" reloadDocument className="space-y-6" data-testid="cake-request-form" noValidate>
      {failure && (
        <div className="space-y-2" data-testid="cake-error-summary">
          <FormAlert message={failure.message} focusKey={1} />
          {errorNames.length > 0 && (
            <ul className="list-disc space-y-1 pl-6 text-sm font-semibold text-red-800">
              {errorNames.map((name) => (
                <li key={name}>
                  {labelOf(name) ? (
                    <a href={`#${cakeFieldId(name)}`} className="underline underline-offset-2">
                      {`${t(labelOf(name)!)}: ${errors[name]!.join(" ")}`}
                    </a>
                  ) : (
                    errors[name]!.join(" ")
                  )}
                </li>
              ))}
            </ul>
          )}
          {failure.photosSent && <p className="text-sm text-crust">{t("customCakes.photosAgain")}</p>}
        </div>
      )}
      {!failure && props.uploadError && <FormAlert message={props.uploadError} />}

      <Fieldset legend={t("customCakes.theCake")}>
        <div>
          <p id="occasion-label" className="font-semibold">
            {t("customCakes.occasion")}
          </p>
          <div
            role="radiogroup"
            aria-labelledby="occasion-label"
            aria-describedby={describedBy("occasion", errors.occasion)}
            className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3"
          >
            {CAKE_OCCASIONS.map((occasion, index) => (
              <label
                key={occasion}
                className="flex min-h-12 items-center gap-2 rounded-xl px-3 py-2 ring-1 ring-black/15 has-[:checked]:bg-cream has-[:checked]:ring-brand-dark"
              >
                <input
                  type="radio"
                  name="occasion"
                  value={occasion}
                  id={index === 0 ? cakeFieldId("occasion") : undefined}
                  defaultChecked={value("occasion", "birthday") === occasion}
                  className="size-5 accent-brand-dark"
                />
                {t(`occasion.${occasion}`)}
              </label>
            ))}
          </div>
          <FieldError name="occasion" errors={errors.occasion} />
        </div>
        <FormField
          name="date"
          type="date"
          label={t("customCakes.date")}
          hint={t("customCakes.dateHint", { days: CUSTOM_CAKE_LEAD_DAYS })}
          min={dates.min}
          max={dates.max}
          defaultValue={value("date")}
          errors={errors.date}
          required
        />
        <div>
          <FormField
            name="servings"
            type="number"
            inputMode="numeric"
            label={t("customCakes.servings")}
            hint={t("customCakes.servingsHint", { min: SERVINGS_MIN, max: SERVINGS_MAX })}
            min={SERVINGS_MIN}
            max={SERVINGS_MAX}
            value={servings}
            onChange={(event) => setServings(event.currentTarget.value)}
            errors={errors.servings}
            required
          />
          <p className="mt-2 rounded-xl bg-cream px-3 py-2 text-sm" aria-live="polite" data-testid="suggested-size">
            {size ? t("customCakes.suggestedSize", { size: t(`size.${size}`) }) : t("customCakes.suggestedSizeNone")}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            name="flavour"
            label={t("customCakes.flavour")}
            options={CAKE_FLAVOURS}
            word={(option) => t(`flavour.${option as (typeof CAKE_FLAVOURS)[number]}`)}
            value={value("flavour", "vanilla")}
            errors={errors.flavour}
          />
          <Select
            name="filling"
            label={t("customCakes.filling")}
            options={CAKE_FILLINGS}
            word={(option) => t(`filling.${option as (typeof CAKE_FILLINGS)[number]}`)}
            value={value("filling", "whipped_cream")}
            errors={errors.filling}
          />
        </div>
        <FormField
          name="frosting_colour"
          label={t("customCakes.frostingColour")}
          labelNote={t("customCakes.optional")}
          hint={t("customCakes.frostingColourHint")}
          maxLength={FROSTING_COLOUR_MAX}
          defaultValue={value("frosting_colour")}
          errors={errors.frosting_colour}
        />
        <div>
          <FormField
            name="inscription"
            label={t("customCakes.inscription")}
            labelNote={t("customCakes.optional")}
            hint={t("customCakes.inscriptionHint", { max: INSCRIPTION_MAX, count: characterCount(inscription) })}
            maxLength={INSCRIPTION_MAX}
            value={inscription}
            onChange={(event) => setInscription(event.currentTarget.value)}
            errors={errors.inscription}
            autoComplete="off"
          />
          <InscriptionPreview text={inscription} />
        </div>
        <FormField
          name="notes"
          multiline
          rows={4}
          label={t("customCakes.notes")}
          labelNote={t("customCakes.optional")}
          hint={t("customCakes.notesHint")}
          maxLength={NOTES_MAX}
          defaultValue={value("notes")}
          errors={errors.notes}
        />
        <div>
          <label htmlFor={cakeFieldId("photos")} className="font-semibold">
            {t("customCakes.photos")}
            <span className="ml-1 font-normal text-crust">{t("customCakes.optional")}</span>
          </label>
          <input
            id={cakeFieldId("photos")}
            type="file"
            name="photos"
            accept="image/jpeg,image/png,image/webp"
            multiple
            aria-invalid={photoErrors.length ? true : undefined}
            aria-describedby={[photoErrors.length ? `${cakeFieldId("photos")}-error` : "", "photos-hint"].filter(Boolean).join(" ")}
            className="mt-1.5 block w-full rounded-xl border border-black/25 bg-white px-3 py-2.5 text-base file:mr-3 file:rounded-full file:border-0 file:bg-cream file:px-4 file:py-2 file:font-semibold"
          />
          <FieldError name="photos" errors={photoErrors} />
          <p id="photos-hint" className="mt-1 text-sm text-crust">
            {t("customCakes.photosHint", { max: MAX_PHOTOS, megabytes: 10 })}
          </p>
        </div>
      </Fieldset>

      <Fieldset legend={t("customCakes.fulfilment")} testId="cake-fulfilment">
        <div
          className="grid gap-2 sm:grid-cols-2"
          role="radiogroup"
          aria-label={t("customCakes.fulfilment")}
          aria-describedby={describedBy("shipping_option", errors.shipping_option)}
        >
          {(["pickup", "delivery"] as const).map((option) => (
            <label
              key={option}
              className="flex min-h-12 items-center gap-2 rounded-xl px-3 py-2 ring-1 ring-black/15 has-[:checked]:bg-cream has-[:checked]:ring-brand-dark"
            >
              <input
                type="radio"
                name="shipping_option"
                value={option}
                id={option === "pickup" ? cakeFieldId("shipping_option") : undefined}
                checked={fulfilment === option}
                onChange={() => setFulfilment(option)}
                className="size-5 accent-brand-dark"
              />
              {t(option === "pickup" ? "customCakes.pickup" : "customCakes.delivery")}
            </label>
          ))}
        </div>
        <FieldError name="shipping_option" errors={errors.shipping_option} />
        {(!hydrated || fulfilment === "delivery") && (
          <div className="space-y-4" data-testid="cake-address">
            {!hydrated && <p className="text-sm text-crust">{t("customCakes.addressOnlyDelivery")}</p>}
            <FormField
              name="address"
              label={t("customCakes.address")}
              autoComplete="street-address"
              defaultValue={value("address")}
              errors={errors.address}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField
                name="city"
                label={t("customCakes.city")}
                autoComplete="address-level2"
                defaultValue={value("city", "Houston")}
                errors={errors.city}
              />
              <FormField
                name="state"
                label={t("customCakes.state")}
                autoComplete="address-level1"
                defaultValue={value("state", "TX")}
                errors={errors.state}
              />
              <FormField
                name="zip"
                label={t("customCakes.zip")}
                autoComplete="postal-code"
                inputMode="numeric"
                defaultValue={value("zip")}
                errors={errors.zip}
              />
            </div>
          </div>
        )}
      </Fieldset>

      <Fieldset legend={t("customCakes.contact")}>
        <FormField
          name="full_name"
          label={t("customCakes.fullName")}
          autoComplete="name"
          defaultValue={value("full_name", props.contact?.full_name ?? "")}
          errors={errors.full_name}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="email"
            type="email"
            label={t("customCakes.email")}
            hint={t("customCakes.emailHint")}
            autoComplete="email"
            defaultValue={value("email", props.contact?.email ?? "")}
            errors={errors.email}
            required
          />
          <FormField
            name="phone"
            type="tel"
            label={t("customCakes.phone")}
            autoComplete="tel"
            defaultValue={value("phone", props.contact?.phone ?? "")}
            errors={errors.phone}
            required
          />
        </div>
      </Fieldset>

      <SubmitButton size="lg" width="phone">
        {t("customCakes.send")}
      </SubmitButton>
    </Form>
  );
}
