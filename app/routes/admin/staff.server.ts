import { data, redirect } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { isCommonPassword } from "../../../server/domain/accounts/common-passwords.ts";
import { staffCreateInput, staffUpdateInput } from "../../../server/domain/staff/staff.schema.ts";
import { createStaff, listStaff, StaffError, updateStaff } from "../../../server/domain/staff/staff.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import type { Route } from "./+types/staff";

// /admin/staff, the owner's: the accounts, a form to add one, each account's role, and disabling (asked first) or
// enabling it. Plain form posts to the same service as /api/v1/admin/staff (audited, the last owner kept, the
// owner's own account untouchable).

export async function staffLoader({ context }: Route.LoaderArgs) {
  return data({ staff: await listStaff(context.db), me: signedInStaff(context).id }, { headers: ADMIN_NO_STORE });
}

const createInput = staffCreateInput({ isCommonPassword });

type Answer = {
  intent: string;
  id?: number;
  ok?: string;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

export async function staffAction({ request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const ctx = { db: context.db, sessionHours: context.config.STAFF_SESSION_HOURS };
  const actor = signedInStaff(context);
  const refuse = (answer: Answer, status: number) => data(answer, { status, headers: ADMIN_NO_STORE });
  const fieldErrors = (issues: Parameters<typeof firstFieldErrors>[0]) => firstFieldErrors(issues, locale);

  askFirst(request, form, ["disable"]);
  const refused = ({ message, status }: Refusal) => refuse({ intent, message }, status);
  if (intent === "add") {
    const values = { email: formText(form, "email"), name: formText(form, "name"), role: formText(form, "role") };
    const parsed = createInput.safeParse({ ...values, password: formText(form, "password") });
    if (!parsed.success)
      return refuse({ intent, message: apiMessage(locale, "validationFailed"), errors: fieldErrors(parsed.error.issues), values }, 422);
    const done = await attempt(locale, () => createStaff(ctx, parsed.data, actor));
    if (!done.ok) {
      const { refusal } = done;
      // A taken email keeps what was typed, the message beside the email too.
      if (refusal.error instanceof StaffError && refusal.error.failure === "emailTaken")
        return refuse({ intent, message: refusal.message, errors: refusal.fields, values }, 422);
      return refused(refusal);
    }
    return data({ intent, ok: apiMessage(locale, "staffCreated", { name: done.value.name }) } as Answer, { headers: ADMIN_NO_STORE });
  }
  if (intent === "update" || intent === "disable" || intent === "enable") {
    const id = Number(formText(form, "id"));
    // The role is changed by its own form; disabling, which signs the person out at once, asks first.
    const change =
      intent === "update" ? { role: formText(form, "role") || undefined } : { status: intent === "disable" ? "disabled" : "active" };
    const parsed = staffUpdateInput.safeParse(change);
    if (!Number.isInteger(id) || id < 1 || !parsed.success)
      return refuse({ intent, id, message: apiMessage(locale, "validationFailed") }, 422);
    const done = await attempt(locale, () => updateStaff(ctx, actor, id, parsed.data));
    if (!done.ok) return refused(done.refusal);
    return data({ intent, id, ok: apiMessage(locale, "staffUpdated", { name: done.value.name }) } as Answer, { headers: ADMIN_NO_STORE });
  }
  throw redirect(new URL(request.url).pathname, { status: 303 });
}
