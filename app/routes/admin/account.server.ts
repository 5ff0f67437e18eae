import { data } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { isCommonPassword } from "../../../server/domain/accounts/common-passwords.ts";
import { staffPasswordChangeInput } from "../../../server/domain/staff/staff.schema.ts";
import { changeOwnStaffPassword } from "../../../server/domain/staff/staff.service.ts";
import { staffTokenOf } from "../../../server/http/staff-session.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/account";

// /admin/account, every staff member's: who is signed in, and a plain form post to change their own password through
// the same service as PUT /api/v1/admin/me/password (sign-in limits on the current one, other sessions ended, audited).

export function accountLoader({ context }: Route.LoaderArgs) {
  const me = signedInStaff(context);
  return data({ me: { name: me.name, email: me.email, role: me.role } }, { headers: ADMIN_NO_STORE });
}

const changeInput = staffPasswordChangeInput({ isCommonPassword });

type Answer = { ok?: string; message?: string; errors?: Record<string, string> };

export async function accountAction({ request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const refuse = (answer: Answer, status: number) => data(answer, { status, headers: ADMIN_NO_STORE });
  const parsed = changeInput.safeParse({
    current_password: formText(form, "current_password"),
    password: formText(form, "password"),
    password_confirmation: formText(form, "password_confirmation"),
  });
  if (!parsed.success)
    return refuse({ message: apiMessage(locale, "validationFailed"), errors: firstFieldErrors(parsed.error.issues, locale) }, 422);
  const ctx = { db: context.db, sessionHours: context.config.STAFF_SESSION_HOURS };
  const token = staffTokenOf(request.headers) ?? "";
  const done = await attempt(locale, () => changeOwnStaffPassword(ctx, signedInStaff(context), token, parsed.data, context.clientIp));
  if (!done.ok) {
    const { message, fields, status } = done.refusal;
    return refuse({ message, errors: Object.keys(fields).length > 0 ? fields : undefined }, status);
  }
  return data({ ok: apiMessage(locale, "staffPasswordChanged") } as Answer, { headers: ADMIN_NO_STORE });
}
