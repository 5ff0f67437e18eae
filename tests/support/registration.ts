import { randomUUID } from "node:crypto";

/** The body of POST /api/v1/register for a new customer with the phone (713) 555-`phone` (unique in the database). */
export function registrationForm(phone: number) {
  const password = "hot bánh bao 2026";
  return {
    name: "Lan Nguyễn",
    email: `lan-${randomUUID().slice(0, 8)}@example.com`,
    phone: `(713) 555-${phone}`,
    password,
    password_confirmation: password,
    remember: 0,
  };
}
