import { useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ContentList } from "./ContentList.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import type { postsAction, postsLoader } from "../../../routes/admin/content.server.ts";

// /admin/posts (permission "content"): the news posts, newest date first, searched by title in either language.

export interface PostsScreenProps {
  loaderData: LoaderData<typeof postsLoader>;
}

export function PostsScreen({ loaderData }: PostsScreenProps) {
  const t = useT();
  const answer = useActionData<typeof postsAction>();
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
