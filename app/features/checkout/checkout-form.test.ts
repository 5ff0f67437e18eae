import { describe, expect, it } from "vitest";
import { checkCheckout, checkoutBody, EMPTY_VALUES, fieldErrorsOf, readCheckout, splitSlot, type CheckoutValues } from "./checkout-form.ts";

const LIMITS = { notes: 500 };
const filled: CheckoutValues = {
  ...EMPTY_VALUES,
  email: " mai@example.com ",
  phone: "(832) 555-0199",
  full_name: "Mai Nguyễn",
  slot: "2026-12-01 09:00",
  address: "9600 Bellaire Blvd",
  city: "Houston",
  state: "TX",
  zip: "",
};

describe("the checkout form's first checks", () => {
  it("asks for phone, e-mail, payment and shipping option, and the slot, in the page's language", () => {
    const empty = { ...EMPTY_VALUES, country: "", shipping_option: "", payment_option: "" } as CheckoutValues;
    expect(checkCheckout(empty, "en", LIMITS)).toEqual({
      email: ["Please enter your email."],
      phone: ["Please enter your phone number."],
      shipping_option: ["Please choose pickup or delivery."],
      slot: ["Please choose a date and time."],
      payment_option: ["Please choose how you will pay."],
    });
    const vi = checkCheckout(empty, "vi", LIMITS);
    expect(vi.phone).toEqual(["Vui lòng nhập số điện thoại."]);
    expect(vi.slot).toEqual(["Vui lòng chọn ngày và giờ."]);
  });

  it("asks for the address only for a delivery or a card's billing, never for a pickup paid at the shop", () => {
    const noAddress = { ...filled, address: "", city: "", state: "", country: "" };
    expect(checkCheckout({ ...noAddress, shipping_option: "pickup", payment_option: "pay_at_pickup" }, "en", LIMITS)).toEqual({});
    const missing = {
      address: ["Please enter the address."],
      city: ["Please enter the city."],
      state: ["Please enter the state."],
      country: ["Please enter the country."],
    };
    expect(checkCheckout({ ...noAddress, shipping_option: "pickup", payment_option: "card" }, "en", LIMITS)).toEqual(missing);
    expect(checkCheckout({ ...noAddress, shipping_option: "delivery", zip: "77072" }, "en", LIMITS)).toEqual(missing);
  });

  it("leaves the full name and the notes optional, and the ZIP to a delivery", () => {
    expect(checkCheckout(filled, "en", LIMITS)).toEqual({});
    expect(checkCheckout({ ...filled, shipping_option: "delivery" }, "en", LIMITS)).toEqual({
      zip: ["Please enter the ZIP code for delivery."],
    });
  });

  it("checks the e-mail's shape and the notes' length", () => {
    expect(checkCheckout({ ...filled, email: "mai@" }, "vi", LIMITS)).toEqual({ email: ["Vui lòng nhập địa chỉ email hợp lệ."] });
    expect(checkCheckout({ ...filled, notes: "x".repeat(501) }, "en", LIMITS)).toEqual({
      notes: ["Please keep the notes to 500 characters."],
    });
  });

  it("asks for a password only when an account is created, and never of a signed-in customer", () => {
    const creating = { ...filled, create_account: true };
    expect(Object.keys(checkCheckout(creating, "en", LIMITS))).toEqual(["password", "password_confirmation"]);
    expect(checkCheckout({ ...creating, password: "Croissant-2026!", password_confirmation: "Croissant-2026!" }, "en", LIMITS)).toEqual({});
    expect(checkCheckout(creating, "en", LIMITS, true)).toEqual({});
  });
});

describe("the checkout form's body", () => {
  it("is POST checkout's: the slot split, empty optional fields left out, no account when signed in", () => {
    expect(checkoutBody(filled)).toEqual({
      email: "mai@example.com",
      phone: "(832) 555-0199",
      full_name: "Mai Nguyễn",
      address: "9600 Bellaire Blvd",
      city: "Houston",
      state: "TX",
      country: "United States",
      zip: undefined,
      shipping_option: "pickup",
      slot: { date: "2026-12-01", start: "09:00" },
      payment_option: "pay_at_pickup",
      notes: undefined,
      create_account: 0,
    });
    const account = { ...filled, create_account: true, password: "p", password_confirmation: "q", remember: true };
    expect(checkoutBody(account)).toMatchObject({ create_account: 1, password: "p", password_confirmation: "q", remember: 1 });
    expect(checkoutBody(account, true)).not.toHaveProperty("password");
  });

  it("reads a posted form (a checkbox posts 1 or on; an unknown option reads as none)", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      email: "a@b.co",
      shipping_option: "drone",
      payment_option: "card",
      slot: "2026-12-01T09:00",
      create_account: "on",
    }))
      form.set(k, v);
    const read = readCheckout(form);
    expect(read).toMatchObject({ email: "a@b.co", shipping_option: "", payment_option: "card", create_account: true, remember: false });
    expect(splitSlot(read.slot)).toEqual({ date: "2026-12-01", start: "09:00" });
    expect(splitSlot("tomorrow")).toBeNull();
  });
});

describe("a server 422 on the form", () => {
  it("puts each message at its field, the slot's parts at the slot, and the rest apart", () => {
    expect(fieldErrorsOf({ "slot.date": ["Past"], email: ["Taken"], cart: ["Sold out"], payment_token: ["Declined"] })).toEqual({
      fields: { slot: ["Past"], email: ["Taken"], payment_token: ["Declined"] },
      other: ["Sold out"],
    });
  });
});
