import { useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON } from "../admin-ui.ts";
import { ContentEditor } from "./ContentEditor.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import type { pageAction, pageLoader } from "../../../routes/admin/content.server.ts";

// /admin/pages/new and /admin/pages/:id: one plain form — the address and status, then both languages side by side.

export interface PageScreenProps {
  loaderData: LoaderData<typeof pageLoader>;
}

export function PageScreen({ loaderData }: PageScreenProps) {
  const t = useT();
  const answer = useActionData<typeof pageAction>();
  const { page, saved } = loaderData;
  return (
    <ContentEditor
      kind="page"
      record={page}
      answer={answer}
      saved={saved}
      published={page?.status === "published"}
      submit={
        <div>
          <button type="submit" className={ADMIN_BUTTON} data-testid="content-save">
            {page ? t("adminContent.save") : t("adminContent.create")}
          </button>
        </div>
      }
    />
  );
}
