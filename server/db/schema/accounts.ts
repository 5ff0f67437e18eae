import type { CreatedAt, Id, Timestamp } from "../schema.ts";

/** A "forgot password" link: single use, one hour; only the SHA-256 of its token is stored. */
export interface PasswordResetsTable {
  id: Id;
  customer_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Tables of the accounts area (customers and sessions are in the first migration). */
export interface AccountsTables {
  password_resets: PasswordResetsTable;
}
