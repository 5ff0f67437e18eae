import { createHash } from "node:crypto";
import { passwordWeakness, type PasswordWeakness } from "./password-strength.ts";
import type { Db } from "../../db/index.ts";
import type { Customer } from "../../db/schema.ts";
import { isLang, type Lang } from "../../i18n/language.ts";
import type { Logger } from "../../logger.ts";
import { mailBrand } from "../../mail/mail-brand.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { hitLimit, reserveLimits, resetLimit, type Limit, type LimitState } from "../limits/rate-limit.ts";
import * as repo from "./accounts.repository.ts";
import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from "./accounts.schema.ts";
import { parseIdentifier, type Identifier } from "./identifier.ts";
import { dummyPasswordHash, hashPassword, verifyPassword, WorkQueueFull } from "./password.ts";
import { passwordProblem, type PasswordProblem } from "./password-rules.shared.ts";
import { passwordResetEmail, passwordResetLink, RESET_LINK_MINUTES } from "../../mail/reset-email.ts";
import { hashToken, LAST_SEEN_PRECISION_MS, newToken, sessionSeconds } from "./sessions.ts";

/** The signed-in customer as the pages see it; `customer_id` is the customer's id. */
export interface AuthUser {
  id: number;
  customer_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  avatar_path: string | null;
  status: Customer["status"];
}

export interface SignedIn {
  /** The raw session token: given to the customer once, never stored. */
  token: string;
  expires_at: string;
  remember: boolean;
  user: AuthUser;
}

/** Who is asking: the address for rate limits, the language of the page, the visitor's cart. */
export interface Visit {
  ip: string;
  lang: Lang;
  /** The `cart-token` header of a visitor who shopped before signing in. */
  cartToken?: string | undefined;
}

export type SignedInHook = (event: { db: Db; customerId: number; visit: Visit }) => Promise<void>;

export interface AccountsContext {
  db: Db;
  /** AUTH_SESSION_SECONDS: one lifetime for every new session (tests). */
  sessionSeconds?: number | undefined;
  /** REGISTER_LIMIT_PER_HOUR: new accounts per client address per hour (ACCOUNT_LIMITS.registerPerIp by default). */
  registrationsPerHour?: number | undefined;
  /**
   * Run after every successful login and registration, before the answer. sign-in-hooks.ts adds the cart's
   * `mergeVisitorCart` here, which moves the visitor's cart (`visit.cartToken`) into the customer's.
   */
  onSignedIn?: readonly SignedInHook[];
  /** The clock, for tests. */
  now?: () => Date;
}

export type AccountsFailure =
  | "wrongCredentials"
  | "legacyAccount"
  | "accountDisabled"
  | "emailTaken"
  | "phoneTaken"
  | "resetTokenInvalid"
  | "passwordRefused"
  | "tooManyAttempts"
  | "busy";

/** A failure the customer caused; the route turns it into a localised 4xx answer. */
export class AccountsError extends Error {
  constructor(
    readonly failure: AccountsFailure,
    /** `login`: a login refused by the lock of what was typed, which the reset e-mail lifts. */
    readonly details: {
      retryAfterSeconds?: number;
      legacy?: boolean;
      passwordProblem?: PasswordProblem;
      login?: boolean;
      weakness?: PasswordWeakness;
    } = {},
  ) {
    super(failure);
  }
}

/**
 * Rate limits, by what they protect. Failed logins (decision 007): 10 per identifier (an e-mail or a phone, an
 * account's or not) from one address in 15 minutes, so a stranger's guesses lock out only the stranger; 30 an hour
 * per identifier from all addresses together, so that guessing from many addresses stays slow (a password reset lifts
 * both for the customer); 50 an hour per address.
 */
export const ACCOUNT_LIMITS = {
  loginPerAccountAndIp: { max: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 30, windowSeconds: 3600 },
  loginPerIp: { max: 50, windowSeconds: 3600 },
  registerPerIp: { max: 20, windowSeconds: 3600 },
  forgotPerIdentifier: { max: 5, windowSeconds: 3600 },
  forgotPerIp: { max: 20, windowSeconds: 3600 },
  resetPerIp: { max: 20, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

type LimitKey = { key: string; limit: Limit };

/** The counters are keyed by a hash, so the rate-limit table holds no e-mail addresses or phone numbers. */
function identifierKey(prefix: string, identifier: Identifier): string {
  return `${prefix}:id:${createHash("sha256").update(`${identifier.kind}:${identifier.value}`).digest("hex").slice(0, 32)}`;
}

/**
 * The login counters of what was typed — the e-mail or the phone, normalised — whether or not it is an account's:
 * a lock then answers the same for any identifier, and never tells which phone belongs to which e-mail (decision 007).
 */
const loginKey = (identifier: Identifier) => identifierKey("login", identifier);

/** Counts one hit on each limit (each a guarded, atomic increment); refused when any is used up. */
async function enforceLimits(ctx: AccountsContext, keys: LimitKey[]): Promise<void> {
  const now = clock(ctx).getTime();
  const states = await Promise.all(keys.map(({ key, limit }) => hitLimit(ctx.db, key, limit, now)));
  const refused = states.filter((s) => !s.allowed);
  if (refused.length) throw tooManyAttempts(refused);
}

function tooManyAttempts(refused: LimitState[]): AccountsError {
  return new AccountsError("tooManyAttempts", { retryAfterSeconds: Math.max(...refused.map((s) => s.retryAfter)) });
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

function clock(ctx: AccountsContext): Date {
  return ctx.now?.() ?? new Date();
}

export function isLegacy(customer: Pick<Customer, "legacy" | "password_hash">): boolean {
  return customer.legacy === 1 || !customer.password_hash;
}

export function toAuthUser(customer: Pick<Customer, "id" | "name" | "email" | "phone" | "avatar_path" | "status">): AuthUser {
  return {
    id: customer.id,
    customer_id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    avatar_path: customer.avatar_path,
    status: customer.status,
  };
}

async function findCustomer(db: Db, identifier: Identifier): Promise<Customer | undefined> {
  return identifier.value === "" ? undefined : repo.findCustomer(db, identifier);
}

async function startSession(ctx: AccountsContext, customer: Customer, remember: boolean, visit: Visit): Promise<SignedIn> {
  const now = clock(ctx);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionSeconds(remember, ctx.sessionSeconds) * 1000).toISOString();
  await repo.deleteExpiredSessionsOf(ctx.db, customer.id, now.toISOString());
  await repo.insertSession(ctx.db, {
    customer_id: customer.id,
    token_hash: hashToken(token),
    remember: remember ? 1 : 0,
    expires_at: expiresAt,
    now: now.toISOString(),
  });
  for (const hook of ctx.onSignedIn ?? []) await hook({ db: ctx.db, customerId: customer.id, visit });
  return { token, expires_at: expiresAt, remember, user: toAuthUser(customer) };
}

/**
 * Signs a customer in by e-mail or phone. An unknown account and a wrong password fail the same way, after the
 * same work (a password hash either way). A customer imported from the old shop has no password yet: told so.
 *
 * The attempt is counted before the password is checked, each limit in one guarded statement, so a burst sent
 * at once gets no more checks than the limits allow. A right password gives its own hits back (only failures
 * count) but never forgets anyone else's: the counters are cleared only by a password reset (decision 007).
 */
export async function logIn(ctx: AccountsContext, input: LoginInput, visit: Visit): Promise<SignedIn> {
  const identifier = parseIdentifier(input.identifier);
  const customer = await findCustomer(ctx.db, identifier);
  // Counted by what was typed, account or not: the answers must not differ.
  const account = loginKey(identifier);
  const perIp = `login:ip:${visit.ip}`;
  const counted = await reserveLimits(
    ctx.db,
    [
      { key: perIp, limit: ACCOUNT_LIMITS.loginPerIp },
      { key: `${account}:ip:${visit.ip}`, limit: ACCOUNT_LIMITS.loginPerAccountAndIp },
      { key: account, limit: ACCOUNT_LIMITS.loginPerAccount },
    ],
    clock(ctx).getTime(),
  );
  // An identifier's lock (not the address's) is lifted by the reset e-mail: its message says so.
  if (counted.refused)
    throw new AccountsError("tooManyAttempts", { retryAfterSeconds: counted.refused.retryAfter, login: counted.refusedBy !== perIp });

  let passwordMatches: boolean;
  try {
    passwordMatches = await passwordWork(async () => {
      const usable = customer && !isLegacy(customer) ? customer.password_hash! : await dummyPasswordHash();
      return verifyPassword(input.password, usable);
    });
  } catch (error) {
    // Not checked (busy): not counted, so that retrying in a busy moment does not lock the customer out.
    await counted.reservation.release();
    throw error;
  }
  // Legacy answers stay counted too: they tell that an account exists, so they must not be free to probe.
  if (!customer || isLegacy(customer) || !passwordMatches) {
    throw new AccountsError(customer && isLegacy(customer) ? "legacyAccount" : "wrongCredentials");
  }
  await counted.reservation.release();
  if (customer.status !== "active") throw new AccountsError("accountDisabled");
  return startSession(ctx, customer, input.remember, visit);
}

async function ensureNotRegistered(db: Db, email: string, phone: string | undefined): Promise<void> {
  const byEmail = await repo.findCustomer(db, { kind: "email", value: email });
  if (byEmail) throw new AccountsError("emailTaken", { legacy: isLegacy(byEmail) });
  if (phone && (await repo.findCustomer(db, { kind: "phone", value: phone }))) throw new AccountsError("phoneTaken");
}

/** A customer's new password must not be easy to guess (password-strength.ts: zxcvbn's score 2, the shop's words known). */
export function refuseWeakCustomerPassword(password: string, owner: { name?: string | null; email?: string | null }): void {
  const weakness = passwordWeakness(password, "customer", owner);
  if (weakness) throw new AccountsError("passwordRefused", { weakness });
}

/** Creates a customer with a password and signs them in. */
export async function register(ctx: AccountsContext, input: RegisterInput, visit: Visit): Promise<SignedIn> {
  const perIp = ctx.registrationsPerHour ? { max: ctx.registrationsPerHour, windowSeconds: 3600 } : ACCOUNT_LIMITS.registerPerIp;
  await enforceLimits(ctx, [{ key: `register:ip:${visit.ip}`, limit: perIp }]);
  await ensureNotRegistered(ctx.db, input.email, input.phone);
  refuseWeakCustomerPassword(input.password, input);
  const passwordHash = await passwordWork(() => hashPassword(input.password));
  const now = clock(ctx).toISOString();
  let id: number;
  try {
    id = await repo.insertCustomer(ctx.db, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      password_hash: passwordHash,
      legacy: 0,
      points: 0,
      membership_level: "member",
      status: "active",
      locale: visit.lang,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Two registrations with the same e-mail at the same moment: the database's unique index decides.
    if (!repo.isUniqueViolation(error)) throw error;
    await ensureNotRegistered(ctx.db, input.email, input.phone);
    throw new AccountsError("emailTaken");
  }
  const customer = await repo.findCustomerById(ctx.db, id);
  return startSession(ctx, customer!, input.remember, visit);
}

export interface CurrentSession {
  user: AuthUser;
  expires_at: string;
}

/** The customer a session token belongs to, or undefined when the token is unknown, expired or logged out. */
export async function currentSession(ctx: AccountsContext, token: string | undefined): Promise<CurrentSession | undefined> {
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const session = await repo.findSession(ctx.db, tokenHash);
  if (!session) return undefined;
  const now = clock(ctx);
  if (session.expires_at <= now.toISOString()) {
    await repo.deleteSession(ctx.db, tokenHash);
    return undefined;
  }
  if (session.status !== "active") return undefined;
  if (now.getTime() - Date.parse(session.last_seen_at) >= LAST_SEEN_PRECISION_MS) {
    await repo.touchSession(ctx.db, session.session_id, now.toISOString());
  }
  return { user: toAuthUser(session), expires_at: session.expires_at };
}

/** Ends the session of a token; a token that is already unknown is fine (logging out twice is not an error). */
export async function logOut(ctx: AccountsContext, token: string | undefined): Promise<void> {
  if (token) await repo.deleteSession(ctx.db, hashToken(token));
}

export interface ResetMailDeps {
  mailer: Mailer;
  logger: Logger;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/**
 * Sends a single-use, one-hour link to choose a new password, when the identifier names an active customer with an
 * e-mail. Says nothing about whether it did: the caller answers the same either way. The e-mail goes out without
 * being awaited, so that the answer does not take longer when the account exists.
 */
export async function requestPasswordReset(
  ctx: AccountsContext,
  input: ForgotPasswordInput,
  visit: Visit,
  deps: ResetMailDeps,
): Promise<void> {
  const identifier = parseIdentifier(input.identifier);
  await enforceLimits(ctx, [
    { key: identifierKey("forgot", identifier), limit: ACCOUNT_LIMITS.forgotPerIdentifier },
    { key: `forgot:ip:${visit.ip}`, limit: ACCOUNT_LIMITS.forgotPerIp },
  ]);
  const customer = await findCustomer(ctx.db, identifier);
  if (!customer?.email || customer.status !== "active") return;

  const now = clock(ctx);
  const token = newToken();
  await repo.insertPasswordReset(ctx.db, {
    customer_id: customer.id,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
    now: now.toISOString(),
  });
  const lang = isLang(customer.locale) ? customer.locale : visit.lang;
  const to = customer.email;
  void mailBrand(ctx.db, lang, deps.publicUrl)
    .then((brand) => passwordResetEmail(lang, customer, passwordResetLink(deps.publicUrl, lang, token), brand))
    .then((mail) => deps.mailer.send({ to, ...mail }))
    .catch((error: unknown) => deps.logger.error({ err: error, customerId: customer.id }, "password reset e-mail not sent"));
}

/**
 * Sets a new password with a reset link's token: the token is spent, the legacy flag cleared, and every session of
 * the customer ended, so each device must log in again with the new password. The link proves the account, so
 * its failed-login counters are cleared too: nobody can keep a customer out by guessing. Returns what the login
 * form can be pre-filled with.
 */
export async function resetPassword(ctx: AccountsContext, input: ResetPasswordInput, visit: Visit): Promise<{ identifier: string }> {
  await enforceLimits(ctx, [{ key: `reset:ip:${visit.ip}`, limit: ACCOUNT_LIMITS.resetPerIp }]);
  const now = clock(ctx).toISOString();
  // The link's customer, to check the password against their name and e-mail; spending the link below decides.
  const owner = await repo.findPasswordResetOwner(ctx.db, hashToken(input.token), now);
  if (!owner) throw new AccountsError("resetTokenInvalid");
  const problem = passwordProblem(input.password, owner);
  if (problem) throw new AccountsError("passwordRefused", { passwordProblem: problem });
  refuseWeakCustomerPassword(input.password, owner);
  // Hashed before the transaction: scrypt is slow and must not hold a database lock.
  const passwordHash = await passwordWork(() => hashPassword(input.password));
  const customer = await ctx.db.transaction().execute(async (trx) => {
    const customerId = await repo.spendPasswordReset(trx, hashToken(input.token), now);
    if (customerId === undefined) return undefined;
    const found = await repo.findCustomerById(trx, customerId);
    if (!found) return undefined;
    await repo.updateCustomer(trx, customerId, {
      password_hash: passwordHash,
      legacy: 0,
      updated_at: now,
      ...(isLang(found.locale) ? {} : { locale: visit.lang }),
    });
    await repo.deleteSessionsOf(trx, customerId);
    await repo.spendPasswordResetsOf(trx, customerId, now);
    return found;
  });
  if (!customer) throw new AccountsError("resetTokenInvalid");
  // The reset e-mail proves the account: its e-mail's and its phone's login locks are lifted, from every address.
  for (const identifier of [
    customer.email ? { kind: "email" as const, value: customer.email } : null,
    customer.phone ? { kind: "phone" as const, value: customer.phone } : null,
  ]) {
    if (identifier) await resetLimit(ctx.db, loginKey(identifier), { andBelow: true });
  }
  return { identifier: customer.email ?? customer.phone ?? "" };
}
