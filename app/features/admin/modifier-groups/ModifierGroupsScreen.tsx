import { Link } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_CARD } from "../admin-ui.ts";
import { groupName, ruleText } from "./group-text.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { pluralOf } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { modifierGroupsLoader } from "../../../routes/admin/modifier-groups.server.ts";

// /admin/modifier-groups (permission "catalog"): a card per add-on group (one column on a phone), its name linking to
// its form, its rule in words, how many add-ons it has and how many products offer it.

export function ModifierGroupsScreen({ loaderData }: { loaderData: LoaderData<typeof modifierGroupsLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { groups, saved } = loaderData;
  return (
    <section aria-labelledby="modifier-groups-title" data-testid="admin-modifier-groups-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="modifier-groups-title" className="text-3xl font-black">
          {t("adminModifierGroups.title")}
        </h1>
        <Link to={localizePath("/admin/modifier-groups/new", locale)} className={ADMIN_BUTTON} data-testid="new-modifier-group">
          {t("adminModifierGroups.newGroup")}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-crust">{t("adminModifierGroups.intro")}</p>
      {saved === "deleted" && (
        <div className="mt-4">
          <FormAlert message={t("adminModifierGroups.saved.deleted")} tone="success" />
        </div>
      )}
      {groups.length === 0 && <p className="mt-4 text-crust">{t("adminModifierGroups.none")}</p>}
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="modifier-group-list">
        {groups.map((group) => (
          <li key={group.id} className={ADMIN_CARD} data-testid="modifier-group" data-id={group.id}>
            <Link
              to={localizePath(`/admin/modifier-groups/${group.id}`, locale)}
              className="text-lg font-bold text-brand-dark underline wrap-break-word"
              data-testid="modifier-group-name"
            >
              {groupName(group, locale)}
            </Link>
            <p className="mt-1 font-semibold" data-testid="modifier-group-rule">
              {ruleText(t, group, group.choices)}
            </p>
            <p className="mt-1 text-sm text-crust">
              <span data-testid="modifier-group-choices">
                {t(`adminModifierGroups.choicesCount.${pluralOf(group.choices, locale)}`, { count: group.choices })}
              </span>
              {" · "}
              <span data-testid="modifier-group-products">
                {group.products > 0
                  ? t(`adminModifierGroups.productsCount.${pluralOf(group.products, locale)}`, { count: group.products })
                  : t("adminModifierGroups.noProducts")}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
