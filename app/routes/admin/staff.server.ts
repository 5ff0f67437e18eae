import { data, redirect } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { staffRefusal } from "../../../server/api/admin-answers.ts";
import { isCommonPassword } from "../../../server/domain/accounts/common-passwords.ts";
import { staffCreateInput, staffUpdateInput } from "../../../server/domain/staff/staff.schema.ts";
import { createStaff, listStaff, StaffError, updateStaff } from "../../../server/domain/staff/staff.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { askFirst } from "../../lib/confirm.server.ts";
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
  try {
    if (intent === "add") {
      const values = { email: formText(form, "email"), name: formText(form, "name"), role: formText(form, "role") };
      const parsed = createInput.safeParse({ ...values, password: formText(form, "password") });
      if (!parsed.success)
        return refuse({ intent, message: apiMessage(locale, "validationFailed"), errors: fieldErrors(parsed.error.issues), values }, 422);
      try {
        const staff = await createStaff(ctx, parsed.data, actor);
        return data({ intent, ok: apiMessage(locale, "staffCreated", { name: staff.name }) } as Answer, { headers: ADMIN_NO_STORE });
      } catch (error) {
        if (error instanceof StaffError && error.failure === "emailTaken") {
          const text = staffRefusal(error, locale).text ?? "";
          return refuse({ intent, message: text, errors: { email: text }, values }, 422);
        }
        throw error;
      }
    }
    if (intent === "update" || intent === "disable" || intent === "enable") {
      const id = Number(formText(form, "id"));
      // The role is changed by its own form; disabling, which signs the person out at once, asks first.
      const change =
        intent === "update" ? { role: formText(form, "role") || undefined } : { status: intent === "disable" ? "disabled" : "active" };
      const parsed = staffUpdateInput.safeParse(change);
      if (!Number.isInteger(id) || id < 1 || !parsed.success)
        return refuse({ intent, id, message: apiMessage(locale, "validationFailed") }, 422);
      const staff = await updateStaff(ctx, actor, id, parsed.data);
      return data({ intent, id, ok: apiMessage(locale, "staffUpdated", { name: staff.name }) } as Answer, { headers: ADMIN_NO_STORE });
    }
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    const refused = staffRefusal(error, locale);
    return refuse({ intent, message: refused.text ?? "" }, refused.status);
  }
  throw redirect(new URL(request.url).pathname, { status: 303 });
}
