import { createHash } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { Customer } from "../../db/schema.ts";
import { isLang, type Lang } from "../../i18n/language.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { hitLimit, peekLimit, resetLimit, type Limit, type LimitState } from "../limits/rate-limit.ts";
import * as repo from "./accounts.repository.ts";
import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from "./accounts.schema.ts";
import { parseIdentifier, type Identifier } from "./identifier.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import { passwordResetEmail, passwordResetLink, RESET_LINK_MINUTES } from "./reset-email.ts";
import { hashToken, LAST_SEEN_PRECISION_MS, newToken, sessionSeconds } from "./sessions.ts";

/** The signed-in customer as the pages see it (spec §3 "Auth user"); `customer_id` is the customer's id. */
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
  /**
   * Run after every successful login and registration, before the answer. Step 5 (cart) adds `mergeVisitorCart`
   * here, which moves the visitor's cart (`visit.cartToken`) into the customer's.
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
  | "tooManyAttempts";

/** A failure the customer caused; the route turns it into a localised 4xx answer. */
export class AccountsError extends Error {
  constructor(
    readonly failure: AccountsFailure,
    readonly details: { retryAfterSeconds?: number; legacy?: boolean } = {},
  ) {
    super(failure);
  }
}

/** Rate limits, by what they protect. Failed logins: well under 100 an hour from one address. */
export const ACCOUNT_LIMITS = {
  loginPerIdentifier: { max: 10, windowSeconds: 15 * 60 },
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

async function enforceLimits(
  ctx: AccountsContext,
  keys: LimitKey[],
  check: (db: Db, key: string, limit: Limit, now: number) => Promise<LimitState>,
): Promise<void> {
  const now = clock(ctx).getTime();
  const states = await Promise.all(keys.map(({ key, limit }) => check(ctx.db, key, limit, now)));
  const refused = states.filter((s) => !s.allowed);
  if (refused.length) {
    throw new AccountsError("tooManyAttempts", { retryAfterSeconds: Math.max(...refused.map((s) => s.retryAfter)) });
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
 */
export async function logIn(ctx: AccountsContext, input: LoginInput, visit: Visit): Promise<SignedIn> {
  const identifier = parseIdentifier(input.identifier);
  const limits = [
    { key: identifierKey("login", identifier), limit: ACCOUNT_LIMITS.loginPerIdentifier },
    { key: `login:ip:${visit.ip}`, limit: ACCOUNT_LIMITS.loginPerIp },
  ];
  await enforceLimits(ctx, limits, peekLimit);

  const customer = await findCustomer(ctx.db, identifier);
  const usable = customer && !isLegacy(customer) ? customer.password_hash! : await dummyPasswordHash();
  const passwordMatches = await verifyPassword(input.password, usable);
  if (!customer || isLegacy(customer) || !passwordMatches) {
    // Legacy answers count too: they tell that an account exists, so they must not be free to probe.
    const now = clock(ctx).getTime();
    await Promise.all(limits.map(({ key, limit }) => hitLimit(ctx.db, key, limit, now)));
    throw new AccountsError(customer && isLegacy(customer) ? "legacyAccount" : "wrongCredentials");
  }
  if (customer.status !== "active") throw new AccountsError("accountDisabled");
  await resetLimit(ctx.db, limits[0]!.key);
  return startSession(ctx, customer, input.remember, visit);
}

async function ensureNotRegistered(db: Db, email: string, phone: string | undefined): Promise<void> {
  const byEmail = await repo.findCustomer(db, { kind: "email", value: email });
  if (byEmail) throw new AccountsError("emailTaken", { legacy: isLegacy(byEmail) });
  if (phone && (await repo.findCustomer(db, { kind: "phone", value: phone }))) throw new AccountsError("phoneTaken");
}

/** Creates a customer with a password and signs them in. */
export async function register(ctx: AccountsContext, input: RegisterInput, visit: Visit): Promise<SignedIn> {
  await enforceLimits(ctx, [{ key: `register:ip:${visit.ip}`, limit: ACCOUNT_LIMITS.registerPerIp }], hitLimit);
  await ensureNotRegistered(ctx.db, input.email, input.phone);
  const passwordHash = await hashPassword(input.password);
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
  await enforceLimits(
    ctx,
    [
      { key: identifierKey("forgot", identifier), limit: ACCOUNT_LIMITS.forgotPerIdentifier },
      { key: `forgot:ip:${visit.ip}`, limit: ACCOUNT_LIMITS.forgotPerIp },
    ],
    hitLimit,
  );
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
  const mail = passwordResetEmail(lang, customer, passwordResetLink(deps.publicUrl, lang, token));
  void deps.mailer
    .send({ to: customer.email, ...mail })
    .catch((error: unknown) => deps.logger.error({ err: error, customerId: customer.id }, "password reset e-mail not sent"));
}

/**
 * Sets a new password with a reset link's token: the token is spent, the legacy flag cleared, and every session of
 * the customer ended, so each device must log in again with the new password. Returns what the login form can be
 * pre-filled with.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: ResetPasswordInput,
  visit: Visit,
): Promise<{ identifier: string }> {
  await enforceLimits(ctx, [{ key: `reset:ip:${visit.ip}`, limit: ACCOUNT_LIMITS.resetPerIp }], hitLimit);
  // Hashed before the transaction: scrypt is slow and must not hold a database lock.
  const passwordHash = await hashPassword(input.password);
  const now = clock(ctx).toISOString();
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
  return { identifier: customer.email ?? customer.phone ?? "" };
}
