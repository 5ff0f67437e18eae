import { metaLocale } from "../../lib/seo.ts";
import { HomeSectionScreen } from "../../features/admin/home/HomeSectionScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { sectionAction, sectionLoader } from "./home.server.ts";
import type { Route } from "./+types/home-section";

// /admin/home/sections/:id (permission "content"): a home section and its items (features/admin/home/HomeSectionScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = sectionLoader;
export const action = sectionAction;

const SECTION_KEYS = ["slideshow", "customers", "new_section", "why_choose_us", "about_section", "features_slider"] as const;
type SectionKey = (typeof SECTION_KEYS)[number];
const known = (key: string): key is SectionKey => (SECTION_KEYS as readonly string[]).includes(key);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const key = loaderData?.section.key ?? "";
  const name = known(key) ? translate(locale, `adminHome.section.${key}`) : key;
  return [
    { title: `${translate(locale, "adminHome.sectionTitle", { name })} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminHomeSection({ loaderData }: Route.ComponentProps) {
  return <HomeSectionScreen loaderData={loaderData} />;
}
