import { describe, expect, it } from "vitest";
import { checkoutEn } from "../../../app/i18n/messages/checkout.en.ts";
import { checkoutVi } from "../../../app/i18n/messages/checkout.vi.ts";
import { adminBoardEn } from "../../../app/i18n/messages/admin-board.en.ts";
import { adminBoardVi } from "../../../app/i18n/messages/admin-board.vi.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import { ORDER_STATUSES } from "./order-view.ts";
import { allowedMoves } from "./status-moves.shared.ts";
import {
  apiStaffStatusWordKey,
  apiStatusWordKey,
  isForward,
  moveWord,
  moveWordKey,
  statusWord,
  statusWordKey,
} from "./status-words.shared.ts";

describe("status words", () => {
  it("say what a status means for a pickup and for a delivery", () => {
    const say = (lang: "en" | "vi", fulfilment: "pickup" | "delivery") =>
      ORDER_STATUSES.map((status) => (lang === "en" ? checkoutEn : checkoutVi)[statusWordKey(statusWord(status, fulfilment))]);
    expect(say("en", "pickup")).toEqual(["Preparing", "Ready for pickup", "Picked up", "Completed", "Canceled"]);
    expect(say("en", "delivery")).toEqual(["Preparing", "Out for delivery", "Delivered", "Completed", "Canceled"]);
    expect(say("vi", "pickup")).toEqual(["Đang chuẩn bị", "Đã làm xong, mời bạn đến lấy", "Bạn đã nhận bánh", "Hoàn tất", "Đã hủy"]);
    expect(say("vi", "delivery")).toEqual(["Đang chuẩn bị", "Đang giao", "Đã giao cho bạn", "Hoàn tất", "Đã hủy"]);
    expect(ORDER_STATUSES).toEqual(["unfinished", "shipped", "delivered", "completed", "canceled"]);
  });

  it("say that a just-placed order was received, and only while it is Unfinished", () => {
    expect(checkoutEn[statusWordKey(statusWord("unfinished", "pickup", { justPlaced: true }))]).toBe("Order received");
    expect(statusWord("unfinished", "delivery", { justPlaced: true })).toBe("received");
    expect(statusWord("shipped", "pickup", { justPlaced: true })).toBe("readyForPickup");
  });

  it("never call a pickup order shipped, in any catalogue", () => {
    for (const status of ORDER_STATUSES) {
      const word = statusWord(status, "pickup");
      for (const lang of ["en", "vi"] as const) {
        for (const text of [apiMessage(lang, apiStatusWordKey(word)), apiMessage(lang, apiStaffStatusWordKey(word))]) {
          expect(text).not.toMatch(/ship|vận chuyển|giao/i);
        }
      }
    }
  });

  it("give each staff move a button in the order's words", () => {
    const buttons = (fulfilment: "pickup" | "delivery", catalogue: Record<string, string>) =>
      ORDER_STATUSES.flatMap((from) =>
        allowedMoves(from)
          .filter(isForward)
          .map((to) => catalogue[moveWordKey(moveWord(to, fulfilment))]),
      );
    expect(buttons("pickup", adminBoardEn)).toEqual(["Mark ready for pickup", "Mark picked up", "Mark completed"]);
    expect(buttons("delivery", adminBoardEn)).toEqual(["Mark out for delivery", "Mark delivered", "Mark completed"]);
    for (const text of buttons("pickup", adminBoardVi)) expect(text).not.toMatch(/vận chuyển|giao/i);
    for (const text of buttons("delivery", adminBoardVi)) expect(text).toMatch(/^Đánh dấu .*đơn/);
  });
});
