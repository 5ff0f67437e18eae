import { Form, useNavigation } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { AddressFields } from "../../features/profile/AddressFields.tsx";
import { countryName } from "../../i18n/formatters.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import { formatPhone } from "../../../server/i18n/phone.shared.ts";
import { ConfirmForm } from "../../ui/ConfirmForm.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { addressesAction, addressesLoader } from "./addresses.server.ts";
import type { Route } from "./+types/addresses";

export const loader = addressesLoader;
export const action = addressesAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "profileAccount.addressesTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6";
const SMALL =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark";

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { addresses, max, doneText } = loaderData;
  const added = actionData?.intent === "add" ? actionData : null;
  const otherRefusal = actionData && actionData.intent !== "add" ? actionData.message : null;
  const hasDefault = addresses.some((a) => a.is_default);
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";

  return (
    <div className="space-y-6" data-testid="addresses-page">
      <div>
        <h2 className="text-2xl font-black">{t("profileAccount.addressesTitle")}</h2>
        <p className="mt-1 text-crust">{t("profileAccount.addressesIntro", { max })}</p>
      </div>
      {otherRefusal ? <FormAlert message={otherRefusal} focusKey={1} /> : doneText && <FormAlert tone="success" message={doneText} />}
      {addresses.length === 0 ? (
        <p className={CARD}>{t("profileAccount.addressesEmpty")}</p>
      ) : (
        <>
          {!hasDefault && (
            <p className="rounded-xl border border-amber-700 bg-amber-50 px-4 py-3 font-semibold text-amber-900" data-testid="no-default">
              {t("profileAccount.noDefault")}
            </p>
          )}
          <ul className="space-y-4">
            {addresses.map((a) => (
              <li key={a.id} className={`${CARD} ${a.is_default ? "ring-2 ring-brand-dark" : ""}`} data-testid="address">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-bold wrap-break-word">{a.full_name}</p>
                  {a.is_default && (
                    <span className="rounded-full bg-brand-dark px-3 py-0.5 text-sm font-bold text-white" data-testid="address-default">
                      {t("profileAccount.default")}
                    </span>
                  )}
                </div>
                <address className="mt-1 not-italic text-ink wrap-break-word">
                  {a.address}
                  {a.ward && `, ${a.ward}`}
                  <br />
                  {a.city}, {a.state} {a.zip}, {countryName(a.country, locale)}
                  <br />
                  {formatPhone(a.phone)}
                </address>
                <div className="mt-4 flex flex-wrap gap-2">
                  <LocaleLink
                    to={`/profile/addresses/${a.id}`}
                    aria-label={t("profileAccount.editLabel", { name: a.full_name })}
                    className={`${SMALL} ring-black/20 hover:bg-cream`}
                  >
                    {t("profileAccount.edit")}
                  </LocaleLink>
                  {!a.is_default && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="default" />
                      <input type="hidden" name="id" value={a.id} />
                      <button
                        type="submit"
                        aria-label={t("profileAccount.makeDefaultLabel", { name: a.full_name })}
                        className={`${SMALL} ring-brand-dark text-brand-dark hover:bg-cream`}
                      >
                        {t("profileAccount.makeDefault")}
                      </button>
                    </Form>
                  )}
                  <ConfirmForm
                    intent="delete"
                    fields={{ id: a.id }}
                    aria-label={t("profileAccount.deleteLabel", { name: a.full_name })}
                    className={`${SMALL} text-red-800 ring-red-800/40 hover:bg-red-50`}
                    title={t("profileAccount.deleteTitle", { name: a.full_name })}
                    body={<p>{t("profileAccount.deleteBody", { address: `${a.address}, ${a.city}` })}</p>}
                    confirmLabel={t("profileAccount.deleteLabel", { name: a.full_name })}
                  >
                    {t("profileAccount.delete")}
                  </ConfirmForm>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <section aria-labelledby="add-address" className={CARD} data-testid="add-address">
        <h3 id="add-address" className="text-xl font-black">
          {t("profileAccount.addTitle")}
        </h3>
        <Form method="post" className="mt-4 space-y-4" noValidate key={`add-${addresses.length}-${added ? "refused" : ""}`}>
          <input type="hidden" name="intent" value="add" />
          {added && <FormAlert message={added.message} focusKey={1} />}
          <AddressFields values={added?.values ?? {}} errors={added?.fieldErrors} />
          <label className="flex items-center gap-3 font-semibold">
            <input type="checkbox" name="is_default" value="1" className="size-5 accent-brand-dark" />
            {t("profileAccount.isDefault")}
          </label>
          <SubmitButton width="phone" pending={adding} pendingLabel={t("profileAccount.saving")}>
            {t("profileAccount.addButton")}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
