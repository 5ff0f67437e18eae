import type { CreatedAt, Id, Timestamp } from "./columns.ts";

/** A "forgot password" link: single use, one hour; only the SHA-256 of its token is stored. */
export interface PasswordResetsTable {
  id: Id;
  customer_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/**
 * A change of e-mail waiting for the new address to confirm it: one a customer (a new request replaces the old),
 * a link of 24 hours used once; only the SHA-256 of the link's secret is stored.
 */
export interface EmailChangesTable {
  id: Id;
  customer_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Tables of the accounts area (customers and sessions are in the first migration). */
export interface AccountsTables {
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
}
