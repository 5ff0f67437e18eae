/** English answers of the admin API about orders: status moves, notes, the board, the production report. Server only. */
export const apiAdminOrdersEn = {
  adminMoveAlready: "Order {code} is already “{status}”.",
  adminMoveClosed: "Order {code} is “{status}”: its status can no longer change.",
  adminMoveDeliveredNoCancel: "Order {code} has been delivered: it can no longer be canceled.",
  adminMoveNotNext: "Order {code} is “{status}”: it can only move to {next}.",
  adminMoveChanged: "Someone else moved order {code} meanwhile: it is now “{status}”. Check it, then try again.",
  adminMoveReasonRequired: "Please write why the order is canceled.",
  adminMoveDone: "Order {code} is now “{status}”.",
  adminMoveCanceledCardVoided: "Order {code} is canceled and its card payment voided.",
  adminMoveCanceledCardRefunded: "Order {code} is canceled and its card payment refunded.",
  adminMoveCanceledCardPending: "Order {code} is canceled, but its card payment could not be given back: void or refund it in Authorize.Net.",
  boardDateInvalid: "Choose a date as YYYY-MM-DD.",
  boardSinceInvalid: "Give the time of the last look as an ISO date and time.",
} satisfies Record<string, string>;
