import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { E2E_DIR, waitForHydration } from "./support.ts";

// The back office's tests: staff accounts made as the README says (npm run staff:create, in the e2e server's own
// database), and the staff sign-in form.

export type StaffRole = "owner" | "manager" | "kitchen";
export type Locale = "en" | "vi";

export const STAFF_PASSWORD = "Lò-Bánh-Mì-Nóng-2026";

/** An e-mail nobody on the staff has yet. */
export function staffEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@maivangbakery.example`;
}

function cliArgs(values: { email: string; name: string; role: StaffRole; password?: string }): string[] {
  return ["--email", values.email, "--name", values.name, "--role", values.role, "--password", values.password ?? STAFF_PASSWORD];
}

/**
 * `npm run staff:create` against the e2e server's database, as a new shop makes its first owner; answers what it
 * printed. It starts npm and tsx (seconds of a loaded CI core), so only the test of the command itself uses it.
 */
export function createStaffWithNpm(values: { email: string; name: string; role: StaffRole; password?: string }): string {
  return execFileSync("npm", ["run", "--silent", "staff:create", "--", ...cliArgs(values)], {
    env: { ...process.env, SQLITE_PATH: `${E2E_DIR}/bakery.sqlite`, DATABASE_URL: "" },
    stdio: "pipe",
    encoding: "utf8",
  });
}

/**
 * A staff account made by the same command's code (server/domain/staff/staff-cli.ts, its `main`), run in the test's
 * own process against the e2e server's database: what `npm run staff:create` does, without starting npm and tsx.
 */
export async function createStaffFromCli(values: { email: string; name: string; role: StaffRole; password?: string }): Promise<void> {
  process.env.SQLITE_PATH = `${E2E_DIR}/bakery.sqlite`;
  process.env.DATABASE_URL = "";
  const { main } = await import("../../server/domain/staff/staff-cli.ts");
  const code = await main(cliArgs(values), {
    ask: () => Promise.reject(new Error("the password is given")),
    close: () => {},
  });
  if (code !== 0) throw new Error(`staff:create ${values.email} ended with ${code}`);
}

const LOGIN = {
  en: { email: "Email", password: "Password", submit: "Sign in" },
  vi: { email: "Email", password: "Mật khẩu", submit: "Đăng nhập" },
} as const;

/** Signs in on the staff login page (`then`: the back-office page to open through the guard). */
export async function staffSignIn(page: Page, locale: Locale, email: string, password = STAFF_PASSWORD, then = "/admin") {
  const prefix = locale === "vi" ? "/vi" : "";
  await page.goto(`${prefix}${then}`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/admin/login\\?redirectTo=`));
  await waitForHydration(page);
  const form = page.getByTestId("admin-login-form");
  await form.getByLabel(LOGIN[locale].email).fill(email);
  await form.getByLabel(LOGIN[locale].password, { exact: true }).fill(password);
  await form.getByRole("button", { name: LOGIN[locale].submit }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}${then.replace(/[?]/g, "\\?")}$`));
  await waitForHydration(page);
}
