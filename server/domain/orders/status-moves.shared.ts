import type { OrderStatus } from "../../db/schema/orders.ts";

// Which way an order's status may move: Unfinished → Shipped → Delivered → Completed, and Unfinished or
// Shipped → Canceled with a reason. Browser-safe: the board shows only the moves allowed now, and the server checks
// them again (order-moves.service.ts).

export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  unfinished: ["shipped", "canceled"],
  shipped: ["delivered", "canceled"],
  delivered: ["completed"],
  completed: [],
  canceled: [],
};

/** A cancel's reason: required, one short paragraph (it goes into the customer's e-mail). */
export const CANCEL_REASON_MAX = 300;

/** Why a move is refused, whatever the order's code: each has its message (api-admin-orders.*.ts). */
export type MoveRefusal =
  /** It is already in that status. */
  | "already"
  /** Completed or canceled: an order's last status. */
  | "closed"
  /** Delivered: too late to cancel. */
  | "deliveredNoCancel"
  /** Back, or over a step (Unfinished → Delivered). */
  | "notNext";

export function allowedMoves(from: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[from];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Null when `from → to` is a legal move; otherwise why not. */
export function moveRefusal(from: OrderStatus, to: OrderStatus): MoveRefusal | null {
  if (canMove(from, to)) return null;
  if (from === to) return "already";
  if (NEXT_STATUSES[from].length === 0) return "closed";
  if (from === "delivered" && to === "canceled") return "deliveredNoCancel";
  return "notNext";
}
