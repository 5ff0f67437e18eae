import { Form, useNavigation } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { AddressFields } from "../../features/profile/AddressFields.tsx";
import { LocaleLink, translate, useT } from "../../i18n/i18n.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { addressAction, addressLoader } from "./addresses.server.ts";
import type { Route } from "./+types/address";

export const loader = addressLoader;
export const action = addressAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "profileAccount.editTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { address } = loaderData;
  return (
    <section aria-labelledby="edit-address" className="space-y-4" data-testid="edit-address-page">
      <LocaleLink to="/profile/addresses" className="font-semibold text-brand-dark underline underline-offset-4">
        ‹ {t("profileAccount.backToAddresses")}
      </LocaleLink>
      <h2 id="edit-address" className="text-2xl font-black">
        {t("profileAccount.editTitle")}
      </h2>
      <Form method="post" className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6" noValidate>
        {actionData && <FormAlert message={actionData.message} focusKey={1} />}
        <AddressFields values={actionData?.values ?? address} errors={actionData?.fieldErrors} />
        <SubmitButton width="phone" pending={navigation.state === "submitting"} pendingLabel={t("profileAccount.saving")}>
          {t("profileAccount.saveButton")}
        </SubmitButton>
      </Form>
    </section>
  );
}
