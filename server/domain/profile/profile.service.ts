import type { Db } from "../../db/index.ts";
import type { Customer } from "../../db/schema.ts";
import * as accounts from "../accounts/accounts.repository.ts";
import { AccountsError, refuseWeakCustomerPassword } from "../accounts/accounts.service.ts";
import { hashPassword, verifyPassword, WorkQueueFull } from "../accounts/password.ts";
import { passwordProblem } from "../accounts/password-rules.shared.ts";
import { hashToken } from "../accounts/sessions.ts";
import { reserveLimits, type Limit } from "../limits/rate-limit.ts";
import type { ChangeEmailInput, ChangePasswordInput, UpdateProfileInput } from "./profile.schema.ts";

// The signed-in customer's own details: profile, password, e-mail. Failures shared with the account forms (e-mail
// or phone taken, a refused password, too many attempts, busy) are the accounts' own `AccountsError`, so they are
// said the same way; the rest are a `ProfileError`.

export interface ProfileContext {
  db: Db;
  /** The clock, for tests. */
  now?: () => Date;
}

export type ProfileFailure = "wrongPassword" | "phoneNeeded" | "addressNotFound" | "tooManyAddresses";

/** A failure the customer caused; the route turns it into a localised 4xx answer (server/api/profile-answers.ts). */
export class ProfileError extends Error {
  constructor(
    readonly failure: ProfileFailure,
    /** `field`: the form field a wrong password was typed in; `max`: the address limit. */
    readonly details: { field?: string; max?: number } = {},
  ) {
    super(failure);
  }
}

/**
 * Passwords typed to change the password or the e-mail, counted before they are checked (like a login, decision
 * 007), so a stolen session cannot be used to guess the password at speed: 10 per account in 15 minutes, 50 an
 * hour per client address. Only wrong ones stay counted.
 */
export const PROFILE_LIMITS = {
  passwordCheckPerAccount: { max: 10, windowSeconds: 15 * 60 },
  passwordCheckPerIp: { max: 50, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/** The customer's details as their profile page shows them (spec §3 "profile"). */
export interface Profile {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  points: number;
  membership_level: string;
  status: Customer["status"];
  locale: string;
}

function toProfile(customer: Customer): Profile {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    birthday: customer.birthday,
    points: customer.points,
    membership_level: customer.membership_level,
    status: customer.status,
    locale: customer.locale,
  };
}

const clock = (ctx: ProfileContext) => ctx.now?.() ?? new Date();

async function customerOf(db: Db, customerId: number): Promise<Customer> {
  const customer = await accounts.findCustomerById(db, customerId);
  // The session was checked a moment ago; a customer deleted since is a session that ended.
  if (!customer) throw new AccountsError("wrongCredentials");
  return customer;
}

/** Hashing or checking a password waits its turn (password.ts); a full queue is "busy, try again in a moment". */
async function passwordWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkQueueFull) throw new AccountsError("busy", { retryAfterSeconds: error.retryAfterSeconds });
    throw error;
  }
}

/**
 * Checks the password the customer typed in `field`: counted first (PROFILE_LIMITS), each limit one guarded
 * statement, so a burst gets no more checks than the limits allow; a right password gives its hits back.
 */
async function checkPassword(ctx: ProfileContext, customer: Customer, password: string, ip: string, field: string): Promise<void> {
  const counted = await reserveLimits(
    ctx.db,
    [
      { key: `profile-password:ip:${ip}`, limit: PROFILE_LIMITS.passwordCheckPerIp },
      { key: `profile-password:account:${customer.id}`, limit: PROFILE_LIMITS.passwordCheckPerAccount },
    ],
    clock(ctx).getTime(),
  );
  if (counted.refused) throw new AccountsError("tooManyAttempts", { retryAfterSeconds: counted.refused.retryAfter });
  let matches: boolean;
  try {
    // A customer of the old shop has no password to check: nothing typed can match.
    matches = customer.password_hash ? await passwordWork(() => verifyPassword(password, customer.password_hash!)) : false;
  } catch (error) {
    await counted.reservation.release();
    throw error;
  }
  if (!matches) throw new ProfileError("wrongPassword", { field });
  await counted.reservation.release();
}

export async function getProfile(db: Db, customerId: number): Promise<Profile> {
  return toProfile(await customerOf(db, customerId));
}

/** Changes the fields sent. A phone another account has is refused, as at registration. */
export async function updateProfile(ctx: ProfileContext, customerId: number, input: UpdateProfileInput): Promise<Profile> {
  const customer = await customerOf(ctx.db, customerId);
  if (input.phone === null && !customer.email) throw new ProfileError("phoneNeeded");
  if (input.phone) {
    const holder = await accounts.findCustomer(ctx.db, { kind: "phone", value: input.phone });
    if (holder && holder.id !== customerId) throw new AccountsError("phoneTaken");
  }
  try {
    await accounts.updateCustomer(ctx.db, customerId, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.phone === undefined ? {} : { phone: input.phone }),
      ...(input.birthday === undefined ? {} : { birthday: input.birthday }),
      updated_at: clock(ctx).toISOString(),
    });
  } catch (error) {
    // Two customers taking the same phone at the same moment: the database's unique index decides.
    if (accounts.isUniqueViolation(error)) throw new AccountsError("phoneTaken");
    throw error;
  }
  return getProfile(ctx.db, customerId);
}

/**
 * Changes the password after checking the current one. The new one follows registration's rules, with this
 * customer's name and e-mail. Every other session of the customer ends; the one that asked (`sessionToken`) stays.
 */
export async function changePassword(
  ctx: ProfileContext,
  customerId: number,
  sessionToken: string,
  input: ChangePasswordInput,
  visit: { ip: string },
): Promise<void> {
  const customer = await customerOf(ctx.db, customerId);
  await checkPassword(ctx, customer, input.current_password, visit.ip, "current_password");
  const problem = passwordProblem(input.password, customer);
  if (problem) throw new AccountsError("passwordRefused", { passwordProblem: problem });
  refuseWeakCustomerPassword(input.password, customer);
  // Hashed before the transaction: scrypt is slow and must not hold a database lock.
  const passwordHash = await passwordWork(() => hashPassword(input.password));
  const keep = hashToken(sessionToken);
  await ctx.db.transaction().execute(async (trx) => {
    await accounts.updateCustomer(trx, customerId, { password_hash: passwordHash, legacy: 0, updated_at: clock(ctx).toISOString() });
    await accounts.deleteOtherSessionsOf(trx, customerId, keep);
  });
}

/** Changes the e-mail (lower case) after checking the password; one another account has is refused, as at registration. */
export async function changeEmail(
  ctx: ProfileContext,
  customerId: number,
  input: ChangeEmailInput,
  visit: { ip: string },
): Promise<Profile> {
  const customer = await customerOf(ctx.db, customerId);
  // The password first: whether an e-mail is taken is told only to whoever knows the password.
  await checkPassword(ctx, customer, input.password, visit.ip, "password");
  if (customer.email === input.email) return toProfile(customer);
  const holder = await accounts.findCustomer(ctx.db, { kind: "email", value: input.email });
  if (holder && holder.id !== customerId) throw new AccountsError("emailTaken");
  try {
    await accounts.updateCustomer(ctx.db, customerId, { email: input.email, updated_at: clock(ctx).toISOString() });
  } catch (error) {
    if (accounts.isUniqueViolation(error)) throw new AccountsError("emailTaken");
    throw error;
  }
  return getProfile(ctx.db, customerId);
}
