import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, oneScreenPerLanguage, open } from "./support.ts";

// Options and add-ons on the product page, as a customer orders them: an 8-inch pandan cake with an inscription, a
// bánh mì without cilantro with an extra egg, an iced coffee at 50 % sugar and a box of six chosen bánh bao; each
// refused choice said beside its group; the same without JavaScript; and the cart listing exactly that.

const LANGS = [
  {
    lang: "en",
    prefix: "",
    add: "Add to cart",
    added: "Added to cart",
    size: "Size",
    eight: "8 inch",
    pandan: "Pandan",
    chooseSize: "Please choose a size.",
    problem: "Please check your choices above.",
    egg: "Fried egg",
    noCilantro: "No cilantro",
    sugar50: "50% sweet",
    asChosen: "Price as chosen:",
    from: "From $38.00",
    boxShort: "Choose 6: the box holds 6, and 5 are chosen.",
    more: (choice: string) => `One more ${choice}`,
    pork: "Pork & quail egg",
    charSiu: "BBQ pork (char siu)",
    veg: "Vegetable",
    inscription: "Inscription on the cake",
    chosenOfSix: (n: number) => `${n} of 6 chosen`,
    counted: (n: number) => `${n} counted.`,
    atMost: (choice: string) => `At most 6 ${choice}: 6 counted.`,
  },
  {
    lang: "vi",
    prefix: "/vi",
    add: "Thêm vào giỏ hàng",
    added: "Đã thêm vào giỏ hàng",
    size: "Kích cỡ",
    eight: "8 inch",
    pandan: "Lá dứa",
    chooseSize: "Vui lòng chọn cỡ bánh.",
    problem: "Vui lòng xem lại các lựa chọn ở trên.",
    egg: "Thêm trứng ốp la",
    noCilantro: "Không ngò",
    sugar50: "Ngọt 50%",
    asChosen: "Giá theo lựa chọn:",
    from: "Từ $38.00",
    boxShort: "Chọn 6 cái: hộp có 6 cái, bạn đã chọn 5.",
    more: (choice: string) => `Thêm một ${choice}`,
    pork: "Nhân thịt trứng cút",
    charSiu: "Xá xíu",
    veg: "Chay",
    inscription: "Chữ viết trên bánh",
    chosenOfSix: (n: number) => `Đã chọn ${n}/6`,
    counted: (n: number) => `Tính là ${n}.`,
    atMost: (choice: string) => `Tối đa 6 ${choice}: tính là 6.`,
  },
] as const;
type Lang = (typeof LANGS)[number];

const form = (page: Page) => page.getByTestId("add-to-cart");
const priceAsChosen = (page: Page) => page.getByTestId("price-as-chosen");

async function add(page: Page, l: Lang) {
  await form(page).getByRole("button", { name: l.add }).click();
}

// A refused add is a 422 from the API: the browser logs it; the page says why.
test.use({ allowedConsoleErrors: /status of 422/ });

for (const l of LANGS) {
  test(`orders a cake by size and flavour, a bánh mì with an egg and no cilantro, a coffee at 50 % and a box of six (${l.lang}) @both`, async ({
    page,
  }) => {
    // The cake: the price says "from" until a size is chosen; no size → the message beside the sizes.
    await open(page, `${l.prefix}/birthday-layer-cake`);
    await expect(priceAsChosen(page)).toHaveText(l.from);
    await form(page).getByRole("radio", { name: l.pandan }).check({ force: true });
    await form(page).getByLabel(l.inscription).fill("Happy birthday Mai");
    await add(page, l);
    await expect(page.locator("#variant-problem")).toHaveText(l.chooseSize);
    await expect(page.getByTestId("add-outcome")).toHaveText(l.problem);
    await form(page).getByText(l.eight, { exact: true }).click();
    await expect(priceAsChosen(page)).toHaveText(`${l.asChosen} $52.00`);
    await add(page, l);
    await expect(page.getByTestId("add-outcome")).toContainText(l.added);
    await expect(page.locator("#variant-problem")).toBeEmpty();

    // The bánh mì: the extras add to the price as they are ticked.
    await open(page, `${l.prefix}/banh-mi-dac-biet`);
    await expect(priceAsChosen(page)).toHaveText(`${l.asChosen} $7.50`);
    await form(page).getByRole("checkbox", { name: l.egg }).check();
    await form(page).getByRole("checkbox", { name: l.noCilantro }).check();
    await expect(priceAsChosen(page)).toHaveText(`${l.asChosen} $9.00`);
    await add(page, l);
    await expect(page.getByTestId("add-outcome")).toContainText(l.added);

    // The coffee: a size and exactly one sweetness (100 % to begin with).
    await open(page, `${l.prefix}/ca-phe-sua-da`);
    await form(page).getByText(/16 oz/).click();
    await form(page).getByRole("radio", { name: l.sugar50 }).check();
    await add(page, l);
    await expect(page.getByTestId("add-outcome")).toContainText(l.added);

    // The box: five is not six, said beside the group; a sixth adds it.
    await open(page, `${l.prefix}/hop-6-banh-bao`);
    for (let i = 0; i < 3; i++)
      await form(page)
        .getByRole("button", { name: l.more(l.charSiu) })
        .click();
    for (let i = 0; i < 2; i++)
      await form(page)
        .getByRole("button", { name: l.more(l.veg) })
        .click();
    await add(page, l);
    await expect(form(page).getByRole("alert").filter({ hasText: l.boxShort })).toBeVisible();
    await form(page)
      .getByRole("button", { name: l.more(l.pork) })
      .click();
    // Full: no "one more" for anything.
    await expect(form(page).getByRole("button", { name: l.more(l.veg) })).toBeDisabled();
    await expect(priceAsChosen(page)).toHaveText(`${l.asChosen} $22.00`);
    await add(page, l);
    await expect(page.getByTestId("add-outcome")).toContainText(l.added);
    await expectAccessible(page);

    // The cart lists each as chosen.
    await open(page, `${l.prefix}/cart/cartList`);
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(0).getByTestId("line-variant")).toContainText(`${l.eight} · ${l.pandan}`);
    await expect(lines.nth(0).getByTestId("line-note")).toContainText("Happy birthday Mai");
    await expect(lines.nth(1).getByTestId("line-add-ons")).toContainText(l.egg);
    await expect(lines.nth(1).getByTestId("line-add-ons")).toContainText(l.noCilantro);
    await expect(lines.nth(2).getByTestId("line-add-ons")).toContainText(l.sugar50);
    await expect(lines.nth(3).getByTestId("line-add-ons")).toContainText(`3 × ${l.charSiu}`);
  });
}

for (const l of LANGS)
  test(`a box's counter takes what a person types, and says what counts (${l.lang})${oneScreenPerLanguage(l.lang)}`, async ({ page }) => {
    await open(page, `${l.prefix}/hop-6-banh-bao`);
    const veg = form(page).getByRole("spinbutton", { name: l.veg, exact: true });
    const rule = form(page).getByText(l.chosenOfSix(0)).first();
    await expect(rule).toBeVisible();
    // Cleared, the box stays empty while typing; 2 is 2, not 02 or 20.
    await veg.click();
    await veg.press("End");
    await veg.press("Backspace");
    await expect(veg).toHaveValue("");
    await veg.pressSequentially("2");
    await expect(veg).toHaveValue("2");
    await expect(form(page).getByText(l.chosenOfSix(2))).toBeVisible();
    // −3 stays as typed and counts as none, said under the box.
    await veg.press("ControlOrMeta+a");
    await veg.pressSequentially("-3");
    await expect(veg).toHaveValue("-3");
    await expect(page.getByText(l.counted(0))).toBeVisible();
    await expect(form(page).getByText(l.chosenOfSix(0))).toBeVisible();
    // Above the most of one: six count, and the line says so; leaving the box shows what counts.
    await veg.press("ControlOrMeta+a");
    await veg.pressSequentially("15");
    await expect(veg).toHaveValue("15");
    await expect(page.getByText(l.atMost(l.veg))).toBeVisible();
    await veg.blur();
    await expect(veg).toHaveValue("6");
    await expect(page.getByText(l.atMost(l.veg))).toBeVisible();
    await expect(form(page).getByText(l.chosenOfSix(6))).toBeVisible();
    await add(page, l);
    await expect(page.getByTestId("add-outcome")).toContainText(l.added);
  });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 422/ });

  for (const l of LANGS) {
    test(`a cake without a size is the page again with the message; with one it is in the cart (${l.lang})${oneScreenPerLanguage(l.lang)}`, async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/birthday-layer-cake`);
      await form(page).getByText(l.pandan, { exact: true }).click();
      await form(page).getByLabel(l.inscription).fill("Mừng thọ Bà");
      await add(page, l);
      await expect(page.locator("#variant-problem")).toHaveText(l.chooseSize);
      // What was chosen and typed is kept.
      await expect(form(page).getByRole("radio", { name: l.pandan })).toBeChecked();
      await expect(form(page).getByLabel(l.inscription)).toHaveValue("Mừng thọ Bà");
      await form(page).getByText(l.eight, { exact: true }).click();
      await add(page, l);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/cart/cartList$`));
      await expect(page.getByTestId("cart-line").getByTestId("line-variant")).toContainText(`${l.eight} · ${l.pandan}`);
    });
  }

  test("a shared ?variant= address opens with its size and flavour chosen", async ({ page }) => {
    const product = await (await page.request.get("/api/v1/products/birthday-layer-cake")).json();
    const variant = product.data.variants[4];
    await page.goto(`/birthday-layer-cake?variant=${variant.id}`);
    await expect(form(page).locator('input[type="radio"]:checked')).toHaveCount(2);
    const checked = await form(page)
      .locator('input[type="radio"]:checked')
      .evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
    expect(checked).toEqual(variant.option_values);
  });
});
