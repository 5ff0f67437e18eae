import { useActionData } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { ContentList } from "../../features/admin/content/ContentList.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate, useT } from "../../i18n/i18n.tsx";
import { postsAction, postsLoader } from "./content.server.ts";
import type { Route } from "./+types/posts";

// /admin/posts (permission "content"): the news posts, newest date first, searched by title in either language.

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = postsLoader;
export const action = postsAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminContent.postsTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="posts-title" data-testid="admin-posts-page">
      <h1 id="posts-title" className="text-3xl font-black">
        {t("adminContent.postsTitle")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">
        {t("adminContent.postsIntro")} {t("adminContent.deletePostHint")}
      </p>
      <ContentList kind="post" {...loaderData} answer={answer} />
    </section>
  );
}
