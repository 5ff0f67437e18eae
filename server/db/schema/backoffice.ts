import type { CreatedAt, Flag, Id, Timestamp } from "./columns.ts";

// The back office: staff, their sessions, the audit log, internal order notes, the capacity calendar.

export type StaffRole = "owner" | "manager" | "kitchen";
export type StaffStatus = "active" | "disabled";

export interface StaffUsersTable {
  id: Id;
  /** Lower-cased. */
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  status: StaffStatus;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A staff sign-in: only the token's hash is kept; shorter-lived than a customer's (STAFF_SESSION_HOURS). */
export interface StaffSessionsTable {
  id: Id;
  staff_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** Every change made by staff: who, what, before → after (JSON, null when there was none), when. */
export interface AuditLogTable {
  id: Id;
  /** Null once the staff account is gone; `staff_name` still says who. */
  staff_id: number | null;
  staff_name: string;
  /** What was done, e.g. "order.status", "staff.create", "calendar.day". */
  action: string;
  /** What it was done to: "order", "staff", "calendar_day", "product_capacity"… */
  entity: string;
  /** Its key: an order code, a staff id, a date. */
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: Timestamp;
}

/** A note the staff keep on an order; never shown to the customer. */
export interface OrderNotesTable {
  id: Id;
  order_id: number;
  staff_id: number | null;
  staff_name: string;
  body: string;
  created_at: Timestamp;
}

/** A date that differs from the standing fulfilment settings; a null column keeps the setting. */
export interface CalendarDaysTable {
  /** YYYY-MM-DD on the shop's clock. */
  date: string;
  closed: Flag;
  /** Shown to customers when closed ("Thanksgiving", "Tết"); '' when none was written. */
  reason_en: string;
  reason_vi: string;
  slot_minutes: number | null;
  orders_per_slot: number | null;
  updated_at: Timestamp;
}

/** A product's daily capacity on one date, instead of `products.daily_capacity`. */
export interface ProductCapacityDaysTable {
  product_id: number;
  date: string;
  capacity: number;
}

export interface BackOfficeTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  order_notes: OrderNotesTable;
  calendar_days: CalendarDaysTable;
  product_capacity_days: ProductCapacityDaysTable;
}
