import { expect } from "vitest";
import { callApi } from "./app.ts";
import { registrationForm } from "./registration.ts";

// Customers for the API's tests, registered through POST /register like anyone else.

/** A new customer, registered with the phone (713) 555-`phone` (unique within the test database): its token and id. */
export async function registerCustomer(app: Parameters<typeof callApi>[0], phone: number): Promise<{ auth: string; id: number }> {
  const res = await callApi(app, "POST", "/register", registrationForm(phone));
  expect(res.status).toBe(201);
  return { auth: res.body.data.token, id: res.body.data.user.customer_id };
}
