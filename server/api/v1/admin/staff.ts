import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { isCommonPassword } from "../../../domain/accounts/common-passwords.ts";
import { staffCreateInput, staffUpdateInput } from "../../../domain/staff/staff.schema.ts";
import { createStaff, listStaff, updateStaff } from "../../../domain/staff/staff.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";
import { StaffSchema } from "./schemas.ts";

// Staff accounts, the owner's: add, disable, re-role. Every change is in the audit log.

export function adminStaffApi({ db, config }: AppDeps) {
  const ctx = { db, sessionHours: config.STAFF_SESSION_HOURS };
  const createInput = staffCreateInput({ isCommonPassword });

  const list = staffRoute(db, "staff", {
    method: "get",
    path: "/",
    summary: "Every staff account",
    responses: { 200: { description: "Active first, by name", content: json(envelopeOf(z.object({ staff: z.array(StaffSchema) }))) } },
  });
  const add = staffRoute(db, "staff", {
    method: "post",
    path: "/",
    summary: "Add a staff account",
    description: "The password: at least 12 characters, not a breached one, holding neither the name nor the e-mail.",
    request: {
      body: {
        content: json(createInput.openapi("StaffCreateInput")),
        required: true,
      },
    },
    responses: {
      201: { description: "Created", content: json(envelopeOf(z.object({ staff: StaffSchema }))) },
      422: failure("A field is missing or refused, or the e-mail is taken"),
    },
  });
  const update = staffRoute(db, "staff", {
    method: "put",
    path: "/{id}",
    summary: "Change a staff account's role or status",
    description:
      "Disabling ends the account's sessions at once. The owner cannot change their own account, and the shop keeps at least one active owner.",
    request: {
      params: idParam,
      body: { content: json(staffUpdateInput.openapi("StaffUpdateInput")), required: true },
    },
    responses: {
      200: { description: "Changed", content: json(envelopeOf(z.object({ staff: StaffSchema }))) },
      404: failure("No such staff account"),
      409: failure("The last active owner, the owner's own account, or changed by someone else meanwhile"),
      422: failure("A field is malformed"),
    },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { staff: await listStaff(db) }))
    .openapi(add, async (c) => {
      const staff = await createStaff(ctx, c.req.valid("json"), c.get("staff"));
      return created(c, { staff }, apiMessage(c.get("lang"), "staffCreated", { name: staff.name }));
    })
    .openapi(update, async (c) => {
      const staff = await updateStaff(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { staff }, apiMessage(c.get("lang"), "staffUpdated", { name: staff.name }));
    });
}
