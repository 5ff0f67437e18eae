import { metaLocale } from "../../lib/seo.ts";
import { PostScreen } from "../../features/admin/content/PostScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { postAction, postLoader } from "./content.server.ts";
import type { Route } from "./+types/post";

// /admin/posts/new and /admin/posts/:id (permission "content"): the post's form (features/admin/content/PostScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = postLoader;
export const action = postAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const post = loaderData?.post;
  const name = post ? (post.translations[locale]?.title ?? post.translations[locale === "en" ? "vi" : "en"]?.title ?? post.slug) : "";
  const title = post ? translate(locale, "adminContent.editPostTitle", { title: name }) : translate(locale, "adminContent.createPostTitle");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminPost({ loaderData }: Route.ComponentProps) {
  return <PostScreen loaderData={loaderData} />;
}
