import type { Db } from "../../db/index.ts";
import * as repo from "./addresses.repository.ts";
import { ProfileError, type ProfileContext } from "./profile.service.ts";
import { MAX_ADDRESSES, type AddressInput } from "./profile.schema.ts";

/** A saved address as the customer sees it. */
export interface Address {
  id: number;
  full_name: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  ward: string;
  zip: string;
  address: string;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
    full_name: row.full_name,
    phone: row.phone,
    country: row.country,
    state: row.state,
    city: row.city,
    ward: row.ward,
    zip: row.zip,
    address: row.address,
    is_default: row.is_default === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const clock = (ctx: ProfileContext) => (ctx.now?.() ?? new Date()).toISOString();

/**
 * Runs a change of a customer's addresses in a transaction that holds the customer's row, so that the 20-address
 * limit and the one default hold however many requests arrive at once (the database's partial unique index on the
 * default is the last word).
 */
function changeAddresses<T>(ctx: ProfileContext, customerId: number, change: (trx: Db) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockCustomer(trx, customerId))) throw new ProfileError("addressNotFound");
    return change(trx);
  });
}

const fieldsOf = (input: AddressInput) => ({
  full_name: input.full_name,
  phone: input.phone,
  country: input.country,
  state: input.state,
  city: input.city,
  ward: input.ward,
  zip: input.zip,
  address: input.address,
});

/** The customer's addresses, the default first. */
export async function listAddresses(db: Db, customerId: number): Promise<Address[]> {
  return (await repo.listAddresses(db, customerId)).map(toAddress);
}

/** The customer's default address, for the checkout to fill its form with; undefined when there is none. */
export async function defaultAddressOf(db: Db, customerId: number): Promise<Address | undefined> {
  const row = await repo.findDefaultAddress(db, customerId);
  return row ? toAddress(row) : undefined;
}

/** Saves a new address. The customer's first address becomes the default, as does one sent with `is_default`. */
export async function addAddress(ctx: ProfileContext, customerId: number, input: AddressInput): Promise<Address> {
  return changeAddresses(ctx, customerId, async (trx) => {
    const count = await repo.countAddresses(trx, customerId);
    if (count >= MAX_ADDRESSES) throw new ProfileError("tooManyAddresses", { max: MAX_ADDRESSES });
    const now = clock(ctx);
    const isDefault = input.is_default === true || count === 0;
    if (isDefault) await repo.clearDefault(trx, customerId, now);
    const id = await repo.insertAddress(trx, {
      customer_id: customerId,
      ...fieldsOf(input),
      is_default: isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    return toAddress((await repo.findAddress(trx, customerId, id))!);
  });
}

/**
 * Replaces an address's fields. `is_default: true` makes it the default (the previous one stops being it);
 * `false` makes it not the default, leaving none; absent leaves that as it was.
 */
export async function updateAddress(ctx: ProfileContext, customerId: number, id: number, input: AddressInput): Promise<Address> {
  return changeAddresses(ctx, customerId, async (trx) => {
    if (!(await repo.findAddress(trx, customerId, id))) throw new ProfileError("addressNotFound");
    const now = clock(ctx);
    if (input.is_default === true) await repo.clearDefault(trx, customerId, now);
    await repo.updateAddress(trx, customerId, id, {
      ...fieldsOf(input),
      ...(input.is_default === undefined ? {} : { is_default: input.is_default ? 1 : 0 }),
      updated_at: now,
    });
    return toAddress((await repo.findAddress(trx, customerId, id))!);
  });
}

/**
 * Deletes an address. Deleting the default leaves the customer with none: no other address silently becomes it;
 * `wasDefault` lets the answer say so.
 */
export async function deleteAddress(ctx: ProfileContext, customerId: number, id: number): Promise<{ wasDefault: boolean }> {
  return changeAddresses(ctx, customerId, async (trx) => {
    const deleted = await repo.deleteAddress(trx, customerId, id);
    if (!deleted) throw new ProfileError("addressNotFound");
    return { wasDefault: deleted.is_default === 1 };
  });
}

/** Makes an address the default; the previous default stops being it in the same transaction. */
export async function makeDefaultAddress(ctx: ProfileContext, customerId: number, id: number): Promise<Address> {
  return changeAddresses(ctx, customerId, async (trx) => {
    const found = await repo.findAddress(trx, customerId, id);
    if (!found) throw new ProfileError("addressNotFound");
    if (found.is_default === 1) return toAddress(found);
    const now = clock(ctx);
    await repo.clearDefault(trx, customerId, now);
    await repo.updateAddress(trx, customerId, id, { is_default: 1, updated_at: now });
    return toAddress((await repo.findAddress(trx, customerId, id))!);
  });
}
