import type { StaffRole } from "../../db/schema/backoffice.ts";

// Who on the staff may do what. Browser-safe: the back office's pages hide what a role may not use, but
// every page loader, action and /api/v1/admin call checks it again on the server.

export type { StaffRole };
export const STAFF_ROLES = ["owner", "manager", "kitchen"] as const satisfies readonly StaffRole[];

/**
 * What a role may reach:
 * - board: today's board by slot, the production report, moving an order's status, marking a variant or an add-on
 *   "out today" (the kitchen's work);
 * - orders: the orders list with filters, an order's page and its internal notes;
 * - reports: the sales reports (by day, product, channel…) and their CSV files;
 * - calendar: the capacity calendar (closed days, slots, daily capacities);
 * - customers: customers (search, their orders and points, disabling an account; never a password);
 * - inbox: contact and chat messages, news comments and ratings;
 * - promotions: promotions and coupons;
 * - catalog: products (with their images) and categories;
 * - content: news posts, pages, the home page, the main menu, the footer and shop details, redirects;
 * - staff: staff accounts (add, disable, re-role);
 * - audit: the audit log.
 */
export type Permission =
  "board" | "orders" | "reports" | "calendar" | "customers" | "inbox" | "promotions" | "catalog" | "content" | "staff" | "audit";

/** Every permission, in the order the back office lists them (its navigation, the staff page's roles). */
export const PERMISSIONS = [
  "board",
  "orders",
  "reports",
  "calendar",
  "customers",
  "inbox",
  "promotions",
  "catalog",
  "content",
  "staff",
  "audit",
] as const satisfies readonly Permission[];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: ["board", "orders", "reports", "calendar", "customers", "inbox", "promotions", "catalog", "content", "staff", "audit"],
  manager: ["board", "orders", "reports", "calendar", "customers", "inbox", "promotions", "catalog", "content"],
  kitchen: ["board"],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/** What `role` opens, in the order of PERMISSIONS: the staff page describes each role from it. */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The least of the roles allowed a permission: what the OpenAPI document says of each admin call. */
export function rolesWith(permission: Permission): StaffRole[] {
  return STAFF_ROLES.filter((role) => can(role, permission));
}
