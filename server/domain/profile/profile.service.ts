import { timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { Customer } from "../../db/schema.ts";
import { isLang, type Lang } from "../../i18n/language.ts";
import type { Logger } from "../../logger.ts";
import { mailBrand } from "../../mail/mail-brand.ts";
import type { Mailer } from "../../mail/mailer.ts";
import * as accounts from "../accounts/accounts.repository.ts";
import { AccountsError, refuseWeakCustomerPassword } from "../accounts/accounts.service.ts";
import { hashPassword, verifyPassword, WorkQueueFull } from "../accounts/password.ts";
import { passwordProblem } from "../accounts/password-rules.shared.ts";
import { hashToken, newToken } from "../accounts/sessions.ts";
import { reserveLimits, type Limit } from "../limits/rate-limit.ts";
import {
  accountPageLink,
  EMAIL_CHANGE_HOURS,
  emailChangeConfirmEmail,
  emailChangeDoneEmail,
  emailChangeLink,
  emailChangeNoticeEmail,
  forgotPasswordLink,
} from "../../mail/email-change-email.ts";
import {
  deleteEmailChangesOf,
  deleteUnusedEmailChangesOf,
  findEmailChange,
  findPendingEmailChange,
  insertEmailChange,
  spendEmailChange,
  type EmailChangeRow,
} from "./profile.repository.ts";
import type { ChangeEmailInput, ChangePasswordInput, UpdateProfileInput } from "./profile.schema.ts";

// The signed-in customer's own details: profile, password, e-mail. Failures shared with the account forms (e-mail
// or phone taken, a refused password, too many attempts, busy) are the accounts' own `AccountsError`, so they are
// said the same way; the rest are a `ProfileError`.

export interface ProfileContext {
  db: Db;
  /** The clock, for tests. */
  now?: () => Date;
  /** How the e-mails of a change of e-mail go out; PUBLIC_URL without a trailing slash for their links. */
  mail?: { mailer: Mailer; logger: Logger; publicUrl: string };
}

export type ProfileFailure =
  "wrongPassword" | "phoneNeeded" | "addressNotFound" | "tooManyAddresses" | "emailLinkInvalid" | "emailLinkUsed" | "emailLinkExpired";

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

/** The customer's details as their profile page shows them. */
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
  /** A new e-mail asked for and waiting for its confirmation link to be opened; null when none. */
  pending_email: string | null;
  /** When that link expires (ISO-8601); null when none. */
  pending_email_expires_at: string | null;
}

interface PendingEmail {
  new_email: string;
  expires_at: string;
}

function toProfile(customer: Customer, pending?: PendingEmail): Profile {
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
    pending_email: pending?.new_email ?? null,
    pending_email_expires_at: pending?.expires_at ?? null,
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

/** The change of e-mail still waiting (not used, not expired), if any. */
async function pendingEmailOf(db: Db, customerId: number, now: Date): Promise<PendingEmail | undefined> {
  return findPendingEmailChange(db, customerId, now.toISOString());
}

export async function getProfile(db: Db, customerId: number, now: Date = new Date()): Promise<Profile> {
  return toProfile(await customerOf(db, customerId), await pendingEmailOf(db, customerId, now));
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

// ——— A change of e-mail ———

const langOf = (customer: Customer): Lang => (isLang(customer.locale) ? customer.locale : "en");

/**
 * Sends one e-mail of a change of e-mail without holding up the answer (as the password reset does): a mail server
 * that is down is logged, and the customer can ask again.
 */
function sendLater(
  ctx: ProfileContext,
  to: string,
  lang: Lang,
  make: (publicUrl: string, brand: Awaited<ReturnType<typeof mailBrand>>) => Promise<{ subject: string; text: string; html: string }>,
) {
  const mail = ctx.mail;
  if (!mail) return;
  void mailBrand(ctx.db, lang, mail.publicUrl)
    .then((brand) => make(mail.publicUrl, brand))
    .then((message) => mail.mailer.send({ to, ...message }))
    .catch((error: unknown) => mail.logger.error({ err: error }, "an e-mail about a change of e-mail was not sent"));
}

/**
 * Asks to change the e-mail (lower case), after checking the password; one another account has is refused, as at
 * registration. Nothing changes yet: the new address gets a link (EMAIL_CHANGE_HOURS, single use) that makes the
 * change, and the old one a notice naming the new one half-hidden. A new request replaces the one waiting; asking
 * for the e-mail the account has cancels it.
 */
export async function changeEmail(
  ctx: ProfileContext,
  customerId: number,
  input: ChangeEmailInput,
  visit: { ip: string },
): Promise<Profile> {
  const customer = await customerOf(ctx.db, customerId);
  // The password first: whether an e-mail is taken is told only to whoever knows the password.
  await checkPassword(ctx, customer, input.password, visit.ip, "password");
  const now = clock(ctx);
  if (customer.email === input.email) {
    await deleteEmailChangesOf(ctx.db, customerId);
    return getProfile(ctx.db, customerId, now);
  }
  const holder = await accounts.findCustomer(ctx.db, { kind: "email", value: input.email });
  if (holder && holder.id !== customerId) throw new AccountsError("emailTaken");

  const secret = newToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3600_000).toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await deleteEmailChangesOf(trx, customerId);
    return insertEmailChange(trx, {
      customer_id: customerId,
      new_email: input.email,
      token_hash: hashToken(secret),
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
  });
  // The row's id says which change a link is for; the secret is compared in constant time (confirmEmailChange).
  const token = `${id}.${secret}`;
  const lang = langOf(customer);
  sendLater(ctx, input.email, lang, (url, brand) => emailChangeConfirmEmail(lang, customer.name, emailChangeLink(url, lang, token), brand));
  const oldEmail = customer.email;
  if (oldEmail)
    sendLater(ctx, oldEmail, lang, (url, brand) =>
      emailChangeNoticeEmail(lang, customer.name, input.email, accountPageLink(url, lang), brand),
    );
  return getProfile(ctx.db, customerId, now);
}

/** Drops the change of e-mail waiting, if any: its link no longer works. */
export async function cancelEmailChange(ctx: ProfileContext, customerId: number): Promise<Profile> {
  await deleteUnusedEmailChangesOf(ctx.db, customerId);
  return getProfile(ctx.db, customerId, clock(ctx));
}

/**
 * The change a link is for, when it is this customer's, its secret matches (compared in constant time) and it is
 * neither used nor expired; otherwise the failure to tell.
 */
async function linkedChange(db: Db, customerId: number, token: string, now: Date): Promise<EmailChangeRow> {
  const parts = /^(\d{1,15})\.([A-Za-z0-9_-]{20,100})$/.exec(token.trim());
  if (!parts) throw new ProfileError("emailLinkInvalid");
  const row = await findEmailChange(db, Number(parts[1]));
  const given = Buffer.from(hashToken(parts[2] ?? ""), "hex");
  const stored = Buffer.from(row?.token_hash ?? "", "hex");
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !matches || row.customer_id !== customerId) throw new ProfileError("emailLinkInvalid");
  if (row.used_at !== null) throw new ProfileError("emailLinkUsed");
  if (row.expires_at <= now.toISOString()) throw new ProfileError("emailLinkExpired");
  return row;
}

/** What a confirmation link would change, without changing it (the page shows it before the customer confirms). */
export async function emailChangeOf(ctx: ProfileContext, customerId: number, token: string): Promise<{ new_email: string }> {
  const row = await linkedChange(ctx.db, customerId, token, clock(ctx));
  return { new_email: row.new_email };
}

/**
 * Makes the change a link is for: checks it (linkedChange), that no other account has taken the address since
 * (emailTaken), then spends the link and changes the e-mail in one transaction — of two confirmations at once, one
 * spends it and the other is told it was used. The e-mail is how the customer signs in, so, as for a new password,
 * every other session ends; `sessionToken`'s stays. The old address is told it is done.
 */
export async function confirmEmailChange(ctx: ProfileContext, customerId: number, sessionToken: string, token: string): Promise<Profile> {
  const now = clock(ctx);
  const row = await linkedChange(ctx.db, customerId, token, now);
  const customer = await customerOf(ctx.db, customerId);
  const holder = await accounts.findCustomer(ctx.db, { kind: "email", value: row.new_email });
  if (holder && holder.id !== customerId) throw new AccountsError("emailTaken");
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await spendEmailChange(trx, row.id, now.toISOString()))) throw new ProfileError("emailLinkUsed");
      await accounts.updateCustomer(trx, customerId, { email: row.new_email, updated_at: now.toISOString() });
      await accounts.deleteOtherSessionsOf(trx, customerId, hashToken(sessionToken));
    });
  } catch (error) {
    // Another account took the address at the same moment: the database's unique index decides.
    if (accounts.isUniqueViolation(error)) throw new AccountsError("emailTaken");
    throw error;
  }
  const lang = langOf(customer);
  const oldEmail = customer.email;
  if (oldEmail && oldEmail !== row.new_email) {
    sendLater(ctx, oldEmail, lang, (url, brand) =>
      emailChangeDoneEmail(lang, customer.name, row.new_email, forgotPasswordLink(url, lang), brand),
    );
  }
  return getProfile(ctx.db, customerId, now);
}
