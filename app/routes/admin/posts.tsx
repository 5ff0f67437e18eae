import { metaLocale } from "../../lib/seo.ts";
import { PostsScreen } from "../../features/admin/content/PostsScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { postsAction, postsLoader } from "./content.server.ts";
import type { Route } from "./+types/posts";

// /admin/posts (permission "content"): the news posts (features/admin/content/PostsScreen.tsx).

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
  return <PostsScreen loaderData={loaderData} />;
}
