import type { Fulfilment, OrderStatus } from "../../db/schema/orders.ts";

// The pages name an order's status and fulfilment by these types, from here rather than from the database's schema.
export type { Fulfilment, OrderStatus };

// What an order's status means for its fulfilment, in the words a person reads: the one mapping (status × pickup or
// delivery → word) used by the board, the order pages (customer and staff), the orders list, notices and e-mails.
// The status codes and their fixed labels (Unfinished, Shipped, Delivered, Completed, Canceled) stay what the API
// and the status filters show; a pickup order is never "shipped" to the person reading it. Browser-safe.

/** A status as a person reads it (catalogue keys `order.statusWord.<word>` and `statusWord<Word>`). */
export type StatusWord =
  /** Unfinished, just placed: the customer reads that it was received. */
  "received" | "preparing" | "readyForPickup" | "pickedUp" | "outForDelivery" | "delivered" | "completed" | "canceled";

export const STATUS_WORDS: Record<OrderStatus, Record<Fulfilment, StatusWord>> = {
  unfinished: { pickup: "preparing", delivery: "preparing" },
  shipped: { pickup: "readyForPickup", delivery: "outForDelivery" },
  delivered: { pickup: "pickedUp", delivery: "delivered" },
  completed: { pickup: "completed", delivery: "completed" },
  canceled: { pickup: "canceled", delivery: "canceled" },
};

/**
 * The word for an order's status. `justPlaced`: the customer's page right after checkout (and the confirmation's
 * link), where an Unfinished order reads "Order received".
 */
export function statusWord(status: OrderStatus, fulfilment: Fulfilment, options: { justPlaced?: boolean } = {}): StatusWord {
  if (status === "unfinished" && options.justPlaced) return "received";
  return STATUS_WORDS[status][fulfilment];
}

/** A staff move's button (catalogue keys `adminBoard.move.<word>`); a cancel has its own form. */
export type MoveWord = "readyForPickup" | "pickedUp" | "outForDelivery" | "delivered" | "completed";

/** A status a staff move goes forward to (a cancel has its own form). */
export type ForwardStatus = Exclude<OrderStatus, "unfinished" | "canceled">;

export function isForward(status: OrderStatus): status is ForwardStatus {
  return status !== "unfinished" && status !== "canceled";
}

export function moveWord(to: ForwardStatus, fulfilment: Fulfilment): MoveWord {
  return STATUS_WORDS[to][fulfilment] as MoveWord;
}

/** The UI catalogues' key of a status word. */
export function statusWordKey(word: StatusWord): `order.statusWord.${StatusWord}` {
  return `order.statusWord.${word}`;
}

/** The UI catalogues' key of a move's button. */
export function moveWordKey(word: MoveWord): `adminBoard.move.${MoveWord}` {
  return `adminBoard.move.${word}`;
}

/** The back office's key of a status word: the same status in the staff's voice. */
export function staffStatusWordKey(word: StatusWord): `adminOrders.statusWord.${StatusWord}` {
  return `adminOrders.statusWord.${word}`;
}

const capitalised = (word: StatusWord) => (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<StatusWord>;

/** The server catalogues' key of a status word for the customer (notices, e-mails). */
export function apiStatusWordKey(word: StatusWord): `statusWord${Capitalize<StatusWord>}` {
  return `statusWord${capitalised(word)}`;
}

/** The server catalogues' key of a status word for the staff (the answers to their moves). */
export function apiStaffStatusWordKey(word: StatusWord): `staffStatusWord${Capitalize<StatusWord>}` {
  return `staffStatusWord${capitalised(word)}`;
}
