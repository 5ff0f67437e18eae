import { Form, Link, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import type { AdminMenuItem } from "../../../../server/domain/content/menu-admin.service.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { splitMenu } from "../../../lib/menu.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { menuAction, menuLoader } from "../../../routes/admin/structure.server.ts";

// /admin/menu: the main menu with a preview of how the header splits it around the logo (the header's own
// splitMenu), its items and sub-items with up, down, edit and remove, and one form to add or edit an item
// (?edit=<id>). Every form carries the menu's version: a change made meanwhile by someone else is refused.

type Lang = "en" | "vi";

/** The header's split of the top-level items, in one language: what sits left and right of the logo, what only the phone menu has. */
function Preview({ items, lang }: { items: AdminMenuItem[]; lang: Lang }) {
  const t = useT();
  const { left, right } = splitMenu(items);
  const shown = new Set([...left, ...right]);
  const hidden = items.filter((i) => !shown.has(i));
  const title = (item: AdminMenuItem) => item.title[lang] || item.title.en;
  const half = (list: AdminMenuItem[], side: string) => (
    <ul
      className={`flex min-w-0 flex-wrap gap-1 ${side === "left" ? "justify-end" : "justify-start"}`}
      data-testid={`preview-${lang}-${side}`}
    >
      {list.map((item) => (
        <li key={item.id} className="rounded-md bg-cream px-2 py-1 text-sm font-semibold">
          {title(item)}
          {item.children.length > 0 && <span aria-hidden="true"> ▾</span>}
        </li>
      ))}
    </ul>
  );
  return (
    <div lang={lang} className="mt-2">
      <p className="text-xs font-semibold uppercase text-crust">
        {t(lang === "en" ? "adminStructure.english" : "adminStructure.vietnamese")}
      </p>
      {items.length === 0 ? (
        <p className="text-crust">{t("adminStructure.previewEmpty")}</p>
      ) : (
        <div className="mt-1 grid grid-cols-[1fr_auto_1fr] items-center gap-2 rounded-xl border border-black/10 p-2">
          {half(left, "left")}
          <span className="rounded-full bg-crust px-3 py-1 text-xs font-bold text-white">{t("adminStructure.previewLogo")}</span>
          {half(right, "right")}
        </div>
      )}
      {hidden.length > 0 && (
        <p className="mt-1 text-sm text-amber-900" data-testid={`preview-${lang}-hidden`}>
          {t("adminStructure.previewPhoneOnly", { titles: hidden.map(title).join(", ") })}
        </p>
      )}
    </div>
  );
}

function ItemRow({ item, siblings, index, version }: { item: AdminMenuItem; siblings: number; index: number; version: string }) {
  const t = useT();
  const locale = useLocale();
  const title = item.title[locale] || item.title.en;
  const move = (direction: "up" | "down", disabled: boolean) => (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="direction" value={direction} />
      <input type="hidden" name="expected_version" value={version} />
      <button
        type="submit"
        className={ADMIN_BUTTON_QUIET}
        disabled={disabled}
        aria-label={t(direction === "up" ? "adminStructure.moveUp" : "adminStructure.moveDown", { title })}
      >
        {t(direction === "up" ? "adminStructure.up" : "adminStructure.down")}
      </button>
    </Form>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2" data-testid="menu-item" data-title={item.title.en}>
      <div className="min-w-0">
        <p className="font-bold">
          <span lang="en">{item.title.en}</span> · <span lang="vi">{item.title.vi}</span>
        </p>
        <p className="wrap-anywhere text-sm text-crust">
          {item.url ?? t("adminStructure.noLink")}
          {item.target === "_blank" && ` · ${t("adminStructure.targetBlank")}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {move("up", index === 0)}
        {move("down", index === siblings - 1)}
        <Link
          to={`${localizePath("/admin/menu", locale)}?edit=${item.id}#item-form`}
          className={ADMIN_BUTTON_QUIET}
          aria-label={t("adminStructure.editItem", { title })}
        >
          {t("adminStructure.edit")}
        </Link>
        <ConfirmForm
          intent="delete"
          fields={{ id: item.id, expected_version: version }}
          className={ADMIN_BUTTON_QUIET}
          aria-label={t("adminStructure.removeItemLabel", { title })}
          title={t("adminConfirm.menuTitle", { title })}
          body={
            <p>
              {item.children.length > 0
                ? t("adminConfirm.menuBodyChildren", { title, count: item.children.length })
                : t("adminConfirm.menuBody", { title })}{" "}
              {t("adminConfirm.noUndo")}
            </p>
          }
          confirmLabel={t("adminConfirm.menuConfirm", { title })}
        >
          {item.children.length > 0
            ? t("adminStructure.removeWithChildren", { count: item.children.length })
            : t("adminStructure.removeItem")}
        </ConfirmForm>
      </div>
    </div>
  );
}

export interface MenuScreenProps {
  loaderData: LoaderData<typeof menuLoader>;
}

export function MenuScreen({ loaderData }: MenuScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof menuAction>();
  const { menu } = loaderData;
  const all = menu.items.flatMap((i) => [i, ...i.children]);
  const editingId = answer?.values ? (answer.values.id ? Number(answer.values.id) : null) : loaderData.editing;
  const editing = editingId === null ? undefined : all.find((i) => i.id === editingId);
  const typed = answer?.values;
  const value = (field: string, saved: string) => (typed ? (typed[field] ?? "") : saved);
  const errors = (field: string) => (answer?.errors?.[field] ? [answer.errors[field]] : undefined);
  const parents = menu.items.filter((i) => i.id !== editing?.id);
  const titleOf = (item: AdminMenuItem) => item.title[locale] || item.title.en;
  return (
    <section aria-labelledby="menu-title" data-testid="admin-menu-page">
      <h1 id="menu-title" className="text-3xl font-black">
        {t("adminStructure.menuTitle")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminStructure.menuIntro")}</p>
      {answer && !answer.values && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}
      <section aria-labelledby="preview-title" className={`${ADMIN_CARD} mt-4`} data-testid="menu-preview">
        <h2 id="preview-title" className="text-xl font-black">
          {t("adminStructure.preview")}
        </h2>
        <Preview items={menu.items} lang={locale} />
        <Preview items={menu.items} lang={locale === "en" ? "vi" : "en"} />
      </section>
      <h2 className="mt-6 text-2xl font-black">{t("adminStructure.items")}</h2>
      {menu.items.length === 0 && <p className="mt-2 text-crust">{t("adminStructure.noItems")}</p>}
      <ol className="mt-3 grid gap-3" data-testid="menu-items">
        {menu.items.map((item, index) => (
          <li key={item.id} className={ADMIN_CARD}>
            <ItemRow item={item} siblings={menu.items.length} index={index} version={menu.version} />
            {item.children.length > 0 && (
              <ol
                className="mt-3 grid gap-3 border-l-4 border-cream pl-3"
                aria-label={t("adminStructure.subItems", { title: titleOf(item) })}
              >
                {item.children.map((child, childIndex) => (
                  <li key={child.id}>
                    <ItemRow item={child} siblings={item.children.length} index={childIndex} version={menu.version} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      <Form
        method="post"
        id="item-form"
        className={`${ADMIN_CARD} mt-6 grid max-w-4xl scroll-mt-24 gap-4`}
        data-testid="menu-item-form"
        key={`${menu.version}-${editing?.id ?? "new"}`}
      >
        <h2 className="text-2xl font-black">
          {editing ? t("adminStructure.editItemTitle", { title: titleOf(editing) }) : t("adminStructure.addItem")}
        </h2>
        {answer?.values && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="expected_version" value={menu.version} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="title_en"
            lang="en"
            label={`${t("adminStructure.itemTitle")} (${t("adminStructure.english")})`}
            required
            defaultValue={value("title_en", editing?.title.en ?? "")}
            errors={errors("title_en")}
          />
          <FormField
            name="title_vi"
            lang="vi"
            label={`${t("adminStructure.itemTitle")} (${t("adminStructure.vietnamese")})`}
            required
            defaultValue={value("title_vi", editing?.title.vi ?? "")}
            errors={errors("title_vi")}
          />
        </div>
        <FormField
          name="url"
          label={t("adminStructure.url")}
          hint={t("adminStructure.urlHint")}
          autoComplete="off"
          defaultValue={value("url", editing?.url ?? "")}
          errors={errors("url")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={ADMIN_LABEL}>
            {t("adminStructure.target")}
            <select
              name="target"
              defaultValue={value("target", editing?.target ?? "")}
              className={ADMIN_INPUT}
              aria-invalid={errors("target") ? true : undefined}
            >
              <option value="">{t("adminStructure.targetDefault")}</option>
              <option value="_self">{t("adminStructure.targetSelf")}</option>
              <option value="_blank">{t("adminStructure.targetBlank")}</option>
            </select>
            {errors("target") && <span className="mt-1 block font-normal text-red-800">{errors("target")![0]}</span>}
          </label>
          <label className={ADMIN_LABEL}>
            {t("adminStructure.parent")}
            <select
              name="parent_id"
              defaultValue={value("parent_id", editing?.parent_id ? String(editing.parent_id) : "")}
              className={ADMIN_INPUT}
              aria-invalid={errors("parent_id") ? true : undefined}
            >
              <option value="">{t("adminStructure.topLevel")}</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {t("adminStructure.under", { title: titleOf(p) })}
                </option>
              ))}
            </select>
            {errors("parent_id") && <span className="mt-1 block font-normal text-red-800">{errors("parent_id")![0]}</span>}
          </label>
        </div>
        <FormField
          name="icon"
          label={t("adminStructure.icon")}
          hint={t("adminStructure.iconHint")}
          autoComplete="off"
          defaultValue={value("icon", editing?.icon ?? "")}
          errors={errors("icon")}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={ADMIN_BUTTON}>
            {editing ? t("adminStructure.save") : t("adminStructure.addItem")}
          </button>
          {editing && (
            <Link to={localizePath("/admin/menu", locale)} className={ADMIN_BUTTON_QUIET}>
              {t("adminStructure.cancel")}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
