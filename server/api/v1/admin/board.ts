import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { boardOf } from "../../../domain/orders/board.service.ts";
import { boardQuery, moveInput } from "../../../domain/orders/board.schema.ts";
import { moveOrderStatus } from "../../../domain/orders/order-moves.service.ts";
import { ORDER_STATUSES } from "../../../domain/orders/order-view.ts";
import type { StaffActor } from "../../../domain/staff/audit.ts";
import { clientIp } from "../../../http/client-ip.ts";
import { moveContext } from "../../../http/move-context.ts";
import { ApiError, ok } from "../../envelope.ts";
import { envelopeOf, json, failure } from "../../openapi.ts";
import { movedMessage } from "../../order-moves-answers.ts";
import { boardAnswer, labelled } from "../../orders-answers.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";
import { OrderSchema } from "../order-schemas.ts";

// The board of the day and the status moves, for every staff role: the kitchen runs the day from it.

// Its own object, not OrderSchema.extend: the generator writes an extension of a named schema as allOf, which would
// still demand Order's non-null email and address.
export const BoardOrderSchema = z
  .object({
    ...OrderSchema.shape,
    email: z.string().nullable().openapi({ description: "Null for a role that may not open the customers (the kitchen)" }),
    address: OrderSchema.shape.address
      .nullable()
      .openapi({ description: "Null for the kitchen on a pickup order: it sees the address only for a delivery" }),
    moves: z.array(z.enum(ORDER_STATUSES)).openapi({ description: "The statuses it may move to now" }),
    is_new: z.boolean().openapi({ description: "Placed after `since`" }),
  })
  .openapi("BoardOrder");

const BoardSchema = z
  .object({
    date: z.string().openapi({ example: "2026-11-27" }),
    today: z.string().openapi({ description: "The shop's date today" }),
    time_zone: z.string(),
    now: z.string().openapi({ description: "The server's clock when the board was read: send it as the next `since`" }),
    slots: z.array(z.object({ start: z.string(), end: z.string(), orders: z.array(BoardOrderSchema) })),
    counts: z.object({ orders: z.number().int(), active: z.number().int(), new: z.number().int() }),
  })
  .openapi("Board");

const MovedSchema = z.object({
  order: BoardOrderSchema,
  card: z
    .enum(["voided", "refunded", "failed"])
    .nullable()
    .openapi({ description: "A cancel's card payment: voided, refunded (it had settled), or left for the staff" }),
});

const ConflictSchema = z.object({ error: z.literal(true), message: z.string(), data: z.object({ order: BoardOrderSchema.nullable() }) });

export function adminBoardApi(deps: AppDeps) {
  const { db, config } = deps;

  const board = staffRoute(db, "board", {
    method: "get",
    path: "/board",
    summary: "The board of a day: its orders by slot",
    description:
      "The orders of one fulfilment date (`date`, default: the shop's today on its own clock), grouped by slot, each with its customer, lines, notes and allergens, gifts, payment, total, status and the moves allowed now. Orders placed after `since` (the previous answer's `now`) have `is_new`. The kitchen gets the customer's name and phone, and the address only for a delivery: its `email` is null, and `address` too on a pickup order.",
    request: { query: boardQuery },
    responses: {
      200: { description: "The board", content: json(envelopeOf(BoardSchema)) },
      422: failure("A malformed date or `since`"),
    },
  });

  const move = staffRoute(db, "board", {
    method: "post",
    path: "/orders/{code}/status",
    summary: "Move an order's status",
    description:
      "Unfinished → Shipped → Delivered → Completed; Unfinished or Shipped → Canceled with a `reason`. Records the history and the audit line, gives the customer a notice and an e-mail in its language; a cancel gives back the slot and the daily capacity and voids the card payment (refunds it once settled); Completed earns the customer's points. `expected_status`: the status the staff member saw — when the order has moved since, 409. Of two moves at once, one wins and the other gets 409 with the order as it is now (`data.order`).",
    request: {
      params: z.object({ code: z.string().max(40).openapi({ example: "MV-7K2D9QX4M1TB" }) }),
      body: { content: json(moveInput.openapi("OrderMoveInput")), required: true },
    },
    responses: {
      200: { description: "Moved", content: json(envelopeOf(MovedSchema)) },
      404: failure("No such order"),
      409: {
        description: "Not allowed from the order's status, or moved by someone else meanwhile: the reason, and the order now",
        content: json(ConflictSchema),
      },
      422: failure("An unknown status, or a cancel without a reason"),
    },
  });

  return newAdminApi()
    .openapi(board, async (c) => {
      const query = c.req.valid("query");
      return ok(c, boardAnswer(await boardOf(db, c.get("lang"), c.get("staff").role, query), c.get("lang")));
    })
    .openapi(move, async (c) => {
      const lang = c.get("lang");
      const actor: StaffActor = c.get("staff");
      const moved = await moveOrderStatus(
        moveContext(deps, { lang, ip: clientIp(c, config.TRUST_PROXY), logger: c.get("log") }),
        actor,
        c.req.valid("param").code,
        c.req.valid("json"),
      );
      if (!moved) throw new ApiError(404, "orderNotFound");
      return ok(c, { order: labelled(moved.order, lang), card: moved.card }, movedMessage(lang, moved));
    });
}
