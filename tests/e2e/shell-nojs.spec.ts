import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The site's furniture without JavaScript: the language switch, the phone's menu and the desktop's sub-menus are
// <details> and plain links, so every page of the menu is reachable and the other language is one link away.

test.use({ javaScriptEnabled: false });

const languageOf = (page: Page) => page.locator("html").getAttribute("lang");
const siteLang = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "site_lang")?.value;

test("the language switch is a plain link to the same page, remembered for the next shared link", async ({ page }) => {
  await page.goto("/products?category=banh-bao");
  const header = page.locator("header");
  await header.getByLabel("Choose language: English").click();
  await header.getByRole("link", { name: "Tiếng Việt" }).click();
  await expect(page).toHaveURL(/\/vi\/products\?category=banh-bao$/);
  expect(await languageOf(page)).toBe("vi");
  expect(await siteLang(page)).toBe("vi");

  // The choice holds: an English link someone shared opens in Vietnamese.
  await page.goto("/news");
  await expect(page).toHaveURL(/\/vi\/news$/);

  // And back, although the cookie still says Vietnamese when the link is followed.
  await header.getByLabel("Chọn ngôn ngữ: Tiếng Việt").click();
  await header.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/news$/);
  expect(new URL(page.url()).pathname).toBe("/news");
  expect(await languageOf(page)).toBe("en");
  expect(await siteLang(page)).toBe("en");
  await page.goto("/vi/contact");
  await expect(page).toHaveURL(/:\d+\/contact$/);
});

test("the phone's menu opens from the taskbar: News, About and Contact are a tap away (vi) @phone", async ({ page }) => {
  await page.goto("/vi");
  const bar = page.getByRole("navigation", { name: "Lối tắt" });
  const toggle = bar.locator("summary", { hasText: "Danh mục" });
  const menu = bar.locator("details", { has: page.locator("summary", { hasText: "Danh mục" }) });
  await expect(bar.getByRole("link", { name: "Tin tức" })).toBeHidden();
  await toggle.click();
  for (const name of ["Tin tức", "Giới thiệu", "Liên hệ", "Bánh bao", "Câu chuyện của tiệm"]) {
    await expect(menu.getByRole("link", { name, exact: true }), name).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Tin tức", exact: true })).toBeInViewport();
  await menu.getByRole("link", { name: "Liên hệ", exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/contact$/);

  // The same tab closes it again.
  await toggle.click();
  await expect(menu.getByRole("link", { name: "Tin tức", exact: true })).toBeVisible();
  await toggle.click();
  await expect(menu.getByRole("link", { name: "Tin tức", exact: true })).toBeHidden();
});

test("the desktop's sub-menus open without JavaScript @desktop", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "Our story" })).toBeHidden();
  await nav.getByLabel("Show About submenu").click();
  await expect(nav.getByRole("link", { name: "Find us on Google Maps" })).toBeVisible();
  await nav.getByRole("link", { name: "Our story" }).click();
  await expect(page).toHaveURL(/\/about-us$/);

  await nav.getByLabel("Show Products submenu").click();
  await nav.getByRole("link", { name: "Steamed Buns (Bánh Bao)" }).click();
  await expect(page).toHaveURL(/\/products\?category=banh-bao$/);
});
