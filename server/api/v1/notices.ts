import { createRoute, z } from "@hono/zod-openapi";
import { listNotices, readAllNotices, readNotice, type Notice, type NoticeView } from "../../domain/notices/notices.service.ts";
import type { AppDeps } from "../../context.ts";
import { apiMessage, sayCode } from "../../i18n/api-messages.ts";
import type { Lang } from "../../i18n/language.ts";
import { ApiError, ok } from "../envelope.ts";
import { envelopeOf, json, failure } from "../openapi.ts";
import { signedInApi } from "../signed-in.ts";

// The signed-in customer's notices: orders placed, statuses changed, points earned. Their texts are made
// when read, in the request's language.

const NoticeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["order_placed", "order_status", "points_earned"]),
    title: z.string().openapi({ description: "In the request's language", example: "Order MV-7K2D9QX4M1TB received" }),
    body: z.string().openapi({ description: "In the request's language" }),
    order_code: z.string().nullable(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("Notice");

const list = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in customer's notices, unread first, then newest",
  tags: ["Notices"],
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() }) },
  responses: {
    200: {
      description: "A page of notices, and how many are unread",
      content: json(
        envelopeOf(
          z.object({
            notices: z.array(NoticeSchema),
            unread: z.number().int(),
            pagination: z.object({
              page: z.number().int(),
              per_page: z.number().int(),
              total: z.number().int(),
              last_page: z.number().int(),
            }),
          }),
        ),
      ),
    },
    401: failure("Not signed in"),
  },
});

const read = createRoute({
  method: "post",
  path: "/{id}/read",
  summary: "Mark one notice read",
  tags: ["Notices"],
  request: { params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).openapi({ example: 12 }) }) },
  responses: {
    200: {
      description: "The notice, and how many are still unread",
      content: json(envelopeOf(z.object({ notice: NoticeSchema, unread: z.number().int() }))),
    },
    401: failure("Not signed in"),
    404: failure("No such notice of this customer"),
  },
});

const readAll = createRoute({
  method: "post",
  path: "/read-all",
  summary: "Mark every notice read",
  tags: ["Notices"],
  responses: {
    200: {
      description: "How many were marked",
      content: json(envelopeOf(z.object({ marked: z.number().int(), unread: z.number().int() }))),
    },
    401: failure("Not signed in"),
  },
});

const said = (lang: Lang, notice: Notice): NoticeView => ({
  ...notice,
  title: sayCode(lang, notice.title),
  body: sayCode(lang, notice.body),
});

export function noticesApi({ db }: AppDeps) {
  return signedInApi(db)
    .openapi(list, async (c) => {
      const list = await listNotices(db, c.get("customer").customerId, c.req.valid("query").page ?? 1);
      return ok(c, { ...list, notices: list.notices.map((notice) => said(c.get("lang"), notice)) });
    })
    .openapi(readAll, async (c) =>
      ok(c, await readAllNotices(db, c.get("customer").customerId), apiMessage(c.get("lang"), "noticesAllRead")),
    )
    .openapi(read, async (c) => {
      const done = await readNotice(db, c.get("customer").customerId, c.req.valid("param").id);
      if (!done) throw new ApiError(404, "noticeNotFound");
      return ok(c, { ...done, notice: said(c.get("lang"), done.notice) }, apiMessage(c.get("lang"), "noticeRead"));
    });
}
