import { useState } from "react";
import { useNavigate } from "react-router";
import { localizePath } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { logOut } from "./session/auth-client.ts";
import { toast } from "../../shell/toast/Toaster.tsx";

/**
 * The logout button: a form posted to /logout, so that it works without JavaScript (the page's action ends the
 * session). With JavaScript the page's script logs out instead: the API call, then the browser's storage and the
 * other tabs, a toast, and the login page.
 */
export function LogoutForm({ className }: { className: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    await logOut();
    toast(t("toast.loggedOut"));
    void navigate(localizePath("/login", locale), { replace: true });
  };

  return (
    <form method="post" action={localizePath("/logout", locale)} onSubmit={(event) => void onSubmit(event)}>
      <button type="submit" disabled={pending} className={className}>
        {t("account.logout")}
      </button>
    </form>
  );
}
