import type { Db } from "../../db/index.ts";
import { apiMessageCatalogues, type ApiMessageKey } from "../../i18n/api-messages.ts";
import { registerInput } from "../accounts/accounts.schema.ts";
import { findCustomer } from "../accounts/accounts.repository.ts";
import { register, type SignedIn } from "../accounts/accounts.service.ts";
import { isCommonPassword } from "../accounts/common-passwords.ts";
import { passwordWeakness, WEAKNESS_MESSAGES } from "../accounts/password-strength.ts";
import * as ordersRepo from "../orders/orders.repository.ts";
import { CheckoutError, type CheckoutText } from "./checkout-error.ts";
import type { CheckoutInput } from "./checkout.schema.ts";
import type { CheckoutContext } from "./checkout-context.ts";

// An account asked for at checkout: checked as registration checks it before anything is charged or written, and
// created after the order is committed, which becomes its first.

export type AccountAsked = ReturnType<typeof accountInput>;

/** The account's details from the form, or the refusal (422) with each field's texts. */
export function accountInput(input: CheckoutInput) {
  const parsed = registerInput({ isCommonPassword }).safeParse({
    name: input.full_name || input.email.split("@")[0],
    email: input.email,
    phone: input.phone,
    password: input.password ?? "",
    password_confirmation: input.password_confirmation ?? "",
    remember: input.remember,
  });
  if (parsed.success) {
    const weakness = passwordWeakness(parsed.data.password, "customer", parsed.data);
    if (!weakness) return parsed.data;
    throw new CheckoutError("accountRefused", { key: "validationFailed" }, undefined, {
      fields: { password: [{ key: WEAKNESS_MESSAGES[weakness] }] },
    });
  }
  const fields: Record<string, CheckoutText[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "password");
    const key: ApiMessageKey = issue.message in apiMessageCatalogues.en ? (issue.message as ApiMessageKey) : "fieldInvalid";
    (fields[field === "name" ? "full_name" : field] ??= []).push({ key });
  }
  throw new CheckoutError("accountRefused", { key: "validationFailed" }, undefined, { fields });
}

/** The e-mail and the phone of an account made at checkout must be free, as registration requires. */
export async function ensureNotRegistered(db: Db, email: string, phone: string | undefined): Promise<void> {
  const byEmail = await findCustomer(db, { kind: "email", value: email });
  if (byEmail) throw new CheckoutError("emailTaken", { key: "authEmailTaken" }, "email");
  const byPhone = phone ? await findCustomer(db, { kind: "phone", value: phone }) : undefined;
  if (byPhone) throw new CheckoutError("emailTaken", { key: "authPhoneTaken" }, "phone");
}

/** The account asked for at checkout; the order becomes its first. A failure here (a race on the e-mail) leaves a guest order. */
export async function createAccount(ctx: CheckoutContext, account: AccountAsked, orderId: number, now: Date): Promise<SignedIn> {
  const signedIn = await register({ ...ctx.accounts, db: ctx.db }, account, { ip: ctx.client.ip, lang: ctx.lang });
  await ordersRepo.setOrderCustomer(ctx.db, orderId, signedIn.user.customer_id, now.toISOString());
  const code = await ordersRepo.findOrderCode(ctx.db, orderId);
  const notice = {
    customer_id: signedIn.user.customer_id,
    kind: "order_placed" as const,
    order_id: orderId,
    params: { code },
    created_at: now.toISOString(),
  };
  await ordersRepo.insertNotice(ctx.db, notice);
  return signedIn;
}
