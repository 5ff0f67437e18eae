import { useEffect, useState, type ReactNode } from "react";
import { createPath, useNavigation } from "react-router";
import type { FooterData, ShopInfo } from "../../server/domain/content/theme.service.ts";
import { useLocale, useT } from "../i18n/i18n.tsx";
import { hasNewBuild, watchForNewBuild } from "../browser/build-watch.ts";
import { installChunkReload } from "../browser/chunk-reload.ts";
import type { DisplayUser } from "../lib/display-user.ts";
import type { MenuItem } from "../lib/menu.ts";
import { installScrollIn } from "../lib/scroll-in.ts";
import { captureTraffic } from "../browser/tracking.ts";
import { SessionGuard } from "../features/accounts/session/SessionGuard.tsx";
import { ChatLauncher } from "../features/chat/ChatLauncher.tsx";
import { Toaster } from "./toast/Toaster.tsx";
import { MobileTaskbar } from "./MobileTaskbar.tsx";
import { useCartCount, useDisplayUser, useFooter, useMainMenu } from "./shell-state.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

export interface ShellData {
  shop: ShopInfo | null;
  menu: MenuItem[];
  footer: FooterData | null;
  user: DisplayUser | null;
  /** The signed-in customer's unread notices (the root loader counts them when the request has a session). */
  unreadNotices?: number;
}

/** Browser-side duties of every page: traffic capture, chunk-load recovery, new-build check, scroll-in. */
function useBrowserDuties() {
  const navigation = useNavigation();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    captureTraffic();
    const stopChunks = installChunkReload();
    const stopScrollIn = installScrollIn();
    const build = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
    const stopWatch = build ? watchForNewBuild(build) : () => {};
    return () => {
      stopChunks();
      stopScrollIn();
      stopWatch();
    };
  }, []);
  // A new build was deployed: the next navigation loads the page afresh instead of mixing old and new code.
  useEffect(() => {
    if (navigation.state === "loading" && navigation.location && hasNewBuild()) {
      window.location.assign(createPath(navigation.location));
    }
  }, [navigation]);
}

export function Shell({ data, children }: { data: ShellData | undefined; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const menu = useMainMenu(data?.menu ?? [], locale);
  const footer = useFooter(data?.footer ?? null, locale);
  const user = useDisplayUser(data?.user ?? null);
  const cartCount = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  useBrowserDuties();

  return (
    <>
      <a href="#main" className="skip-link">
        {t("a11y.skipToContent")}
      </a>
      <SiteHeader
        shop={data?.shop ?? null}
        menu={menu.items}
        user={user}
        cartCount={cartCount}
        unreadNotices={user ? (data?.unreadNotices ?? 0) : 0}
      />
      <main id="main" tabIndex={-1} className="focus:outline-none" data-menu-loaded={menu.loaded ? "true" : "false"}>
        {children}
      </main>
      <SiteFooter footer={footer} />
      <MobileTaskbar menu={menu.items} user={user} cartCount={cartCount} menuOpen={menuOpen} setMenuOpen={setMenuOpen} />
      <ChatLauncher />
      <Toaster />
      <SessionGuard />
    </>
  );
}
