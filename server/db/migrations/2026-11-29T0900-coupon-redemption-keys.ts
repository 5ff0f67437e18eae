import type { Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// A coupon's per-customer limit held only for signed-in customers: a guest was never counted. Each redemption now
// also keeps the order's e-mail and phone, normalised (the e-mail trimmed and lower-cased; the phone its digits, a US
// "1" in front of ten digits dropped), so a customer is counted by account, e-mail and phone alike. Redemptions made
// before this get their order's.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const emailKey = (email: string) => email.trim().toLowerCase();
function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("coupon_redemptions").addColumn("email_key", "text").execute();
  await db.schema.alterTable("coupon_redemptions").addColumn("phone_key", "text").execute();
  await db.schema.createIndex("coupon_redemptions_coupon_email_idx").on("coupon_redemptions").columns(["coupon_id", "email_key"]).execute();
  await db.schema.createIndex("coupon_redemptions_coupon_phone_idx").on("coupon_redemptions").columns(["coupon_id", "phone_key"]).execute();
  const rows: { id: number; email: string | null; phone: string | null }[] = await db
    .selectFrom("coupon_redemptions as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .select(["r.id", "o.email", "o.phone"])
    .execute();
  for (const row of rows) {
    const email = row.email ? emailKey(row.email) : "";
    const phone = row.phone ? phoneKey(row.phone) : "";
    await db
      .updateTable("coupon_redemptions")
      .set({ email_key: email || null, phone_key: phone || null })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("coupon_redemptions_coupon_phone_idx").ifExists().execute();
  await db.schema.dropIndex("coupon_redemptions_coupon_email_idx").ifExists().execute();
  await db.schema.alterTable("coupon_redemptions").dropColumn("phone_key").execute();
  await db.schema.alterTable("coupon_redemptions").dropColumn("email_key").execute();
}
