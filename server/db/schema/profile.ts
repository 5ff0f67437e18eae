import type { CreatedAt, Flag, Id, Timestamp } from "./columns.ts";

/** A customer's saved address; at most 20 a customer, at most one the default (a partial unique index). */
export interface AddressesTable {
  id: Id;
  customer_id: number;
  full_name: string;
  /** Digits only, like a customer's phone. */
  phone: string;
  country: string;
  state: string;
  city: string;
  /** '' when none. */
  ward: string;
  zip: string;
  address: string;
  is_default: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Tables of the customer's own pages (profile, addresses). */
export interface ProfileTables {
  addresses: AddressesTable;
}
