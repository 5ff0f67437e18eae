import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { CustomerError, CustomerFailure } from "../domain/customers/customers.service.ts";
import type { CustomerStatus } from "../domain/customers/customers.schema.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { adminCustomerAnswer } from "./orders-answers.ts";

// How a refused change of a customer's account is answered: one table for the API (server/api/v1/admin/customers.ts)
// and the customer page's form. An unknown customer is 404; a change made from a version that is no longer the
// customer's (someone else changed the account meanwhile) is 409 with the customer as they are now.

export const CUSTOMER_ANSWERS: Record<CustomerFailure, { status: 404 | 409; key: ApiMessageKey }> = {
  notFound: { status: 404, key: "adminCustomerNotFound" },
  changed: { status: 409, key: "adminCustomerChanged" },
};

export const CUSTOMER_STATUS_LABEL: Record<CustomerStatus, ApiMessageKey> = {
  active: "adminCustomerStatusActive",
  disabled: "adminCustomerStatusDisabled",
};

export interface CustomerRefusalAnswer {
  status: 404 | 409;
  body: { error: true; message: string; data: ReturnType<typeof adminCustomerAnswer> | null };
}

/** The refusal in the request's language: 409 with the customer as they are now in `data`, or 404. */
export function customerRefusalAnswer(error: CustomerError, lang: Lang): CustomerRefusalAnswer {
  const { status, key } = CUSTOMER_ANSWERS[error.failure];
  const now = error.current?.customer;
  const message = apiMessage(lang, key, now ? { name: now.name, status: apiMessage(lang, CUSTOMER_STATUS_LABEL[now.status]) } : {});
  return { status, body: { error: true, message, data: error.current && adminCustomerAnswer(error.current, lang) } };
}

/** What a change that went through says, in the request's language. */
export function customerStatusMessage(lang: Lang, customer: { name: string; status: CustomerStatus }, changed: boolean): string {
  if (!changed)
    return apiMessage(lang, "adminCustomerUnchanged", {
      name: customer.name,
      status: apiMessage(lang, CUSTOMER_STATUS_LABEL[customer.status]),
    });
  return apiMessage(lang, customer.status === "disabled" ? "adminCustomerDisabled" : "adminCustomerEnabled", { name: customer.name });
}

/** The API's answer to a refusal (customerRefusalAnswer as a response). */
export function customerAnswer(error: CustomerError, c: Context<AppEnv>): Response {
  const answer = customerRefusalAnswer(error, c.get("lang"));
  return c.json(answer.body, answer.status);
}
