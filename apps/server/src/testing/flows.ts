import type { CustomerTokens, SignUpRequest } from '@maple/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { totpCodeAt } from '../modules/identity/totp.js';
import { eventually } from './jobs.js';
import type { TestApp } from './test-app.js';

/** Passwords zxcvbn scores 4 (strong) and 0–1 (weak), for the flows below. */
export const strongPassword = 'quartz-lantern-pivot-92';
export const otherStrongPassword = 'velvet-harbour-orbit-31';
export const weakPassword = 'password1234';

export interface MailboxEntry {
  id: string;
  to: string;
  reply_to: string | null;
  language: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
  sent_at: string | null;
}

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Fetches a challenge and solves it as the ALTCHA widget would; answers the form value. */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject('/identity/altcha');
  return solveAltchaChallenge(res.json<AltchaChallenge>());
}

/** Solves a challenge of `GET /identity/altcha`; answers the form value. */
export async function solveAltchaChallenge(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error('ALTCHA challenge could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The development mailbox, newest first. */
export async function mailbox(app: FastifyInstance): Promise<MailboxEntry[]> {
  const res = await app.inject('/dev/mailbox/messages.json');
  return res.json<{ data: MailboxEntry[] }>().data;
}

/** The newest e-mail to `to` using `template`; fails the test when there is none. */
export async function lastMail(
  app: FastifyInstance,
  to: string,
  template: string,
): Promise<MailboxEntry> {
  const mail = (await mailbox(app)).find((m) => m.to === to && m.template === template);
  if (mail === undefined) throw new Error(`No ${template} e-mail to ${to}`);
  return mail;
}

/** How many `template` e-mails were queued to `to`: all of them, not the mailbox's newest. */
export async function countMails(t: TestApp, to: string, template: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('outbound_emails')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('to_address', '=', to)
    .where('template', '=', template)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The value of `param` in the first link of an e-mail that carries it. */
export function linkParam(mail: MailboxEntry, param: string): string {
  for (const link of mail.links) {
    const value = new URL(link).searchParams.get(param);
    if (value !== null) return value;
  }
  throw new Error(`No link with ${param} in "${mail.subject}"`);
}

export type SignUpFields = Omit<SignUpRequest, 'altcha' | 'accept_terms'> & {
  accept_terms?: true;
};

/** Signs up through /customers/signup with a solved bot check (solved here unless given). */
export async function signUp(app: FastifyInstance, fields: SignUpFields, altcha?: string) {
  return app.inject({
    method: 'POST',
    url: '/customers/signup',
    payload: { accept_terms: true, ...fields, altcha: altcha ?? (await solveAltcha(app)) },
  });
}

/** Follows the verification link e-mailed to `email`. */
export async function verifyEmail(app: FastifyInstance, email: string) {
  const token = linkParam(await lastMail(app, email, 'verify_email'), 'verify');
  const res = await app.inject({
    method: 'POST',
    url: '/identity/verify-email',
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`verify-email answered ${res.statusCode}`);
}

let counter = 0;
/** A fresh address for each customer a test creates. */
export function uniqueEmail(label = 'customer'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.ca`;
}

/** A signed-up customer with a confirmed address. */
export async function verifiedCustomer(
  t: Pick<TestApp, 'app'>,
  fields: Partial<SignUpFields> = {},
): Promise<{ email: string; password: string }> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? strongPassword;
  const res = await signUp(t.app, { display_name: 'Ada Lovelace', ...fields, email, password });
  if (res.statusCode !== 200) throw new Error(`signup answered ${res.statusCode}: ${res.body}`);
  await verifyEmail(t.app, email);
  return { email, password };
}

export interface SignedInCustomer {
  email: string;
  password: string;
  tokens: CustomerTokens;
  /** The platform customer guid, decoded from the base64url `guid` the client stores. */
  guid: string;
  /** The authenticator's secret, when one is enrolled (`enrolSecondFactor`). */
  totpSecret?: string;
}

export interface CustomerOptions {
  /**
   * Whether the customer's identity is verified (the default), so it may trade; the state is
   * passed through the sandbox's `passed_immediately` verification, as a platform client would.
   */
  verified?: boolean;
}

/**
 * Passes the customer's identity verification at once, through Cybrid's sandbox behaviour
 * (`expected_behaviours: passed_immediately`): the customer becomes `verified`, a retail investor.
 */
export async function passVerificationInSandbox(
  app: FastifyInstance,
  accessToken: string,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/identity_verifications',
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    payload: { type: 'kyc', method: 'id_and_selfie', expected_behaviours: ['passed_immediately'] },
  });
  if (res.statusCode !== 201) throw new Error(`sandbox verification answered ${res.body}`);
}

/** A confirmed customer, signed in, with its tokens and decoded customer guid. */
export async function signedInCustomer(
  t: Pick<TestApp, 'app'>,
  { verified = true }: CustomerOptions = {},
): Promise<SignedInCustomer> {
  const { email, password } = await verifiedCustomer(t);
  const tokens = await customerTokens(t.app, email, password);
  const guid = Buffer.from(tokens.guid, 'base64url').toString();
  if (verified) await passVerificationInSandbox(t.app, tokens.at);
  return { email, password, tokens, guid };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/identity/signin', payload: { email, password } });
}

/**
 * Enrols an authenticator (TOTP) for the customer at once, as withdrawals need one; no code is
 * used yet, so the first one the test sends is accepted.
 */
export async function enrolSecondFactor(
  t: Pick<TestApp, 'services'>,
  customer: SignedInCustomer,
): Promise<SignedInCustomer> {
  const { customers, identity, db } = t.services;
  const { user_id } = await customers.find(db, customer.guid);
  const totpSecret = await db
    .transaction()
    .execute((trx) => identity.secondFactor.enrolNow(trx, { kind: 'customer', id: user_id }));
  return { ...customer, totpSecret };
}

/** Signs the customer in afresh (with their authenticator's code when they have one). */
export async function signInAgain(
  t: Pick<TestApp, 'app' | 'services'>,
  customer: Pick<SignedInCustomer, 'email' | 'password' | 'totpSecret'>,
): Promise<CustomerTokens> {
  if (customer.totpSecret === undefined) {
    return customerTokens(t.app, customer.email, customer.password);
  }
  const step = (await signIn(t.app, customer.email, customer.password)).json<{
    data: { mfa_token?: string };
  }>().data;
  const res = await t.app.inject({
    method: 'POST',
    url: '/identity/signin/mfa',
    payload: {
      mfa_token: step.mfa_token,
      code: totpCodeAt(customer.totpSecret, t.services.clock.now()),
    },
  });
  const idToken = res.json<{ data: { id_token?: string } }>().data.id_token;
  if (idToken === undefined) throw new Error(`sign-in with a code answered ${res.body}`);
  return exchangeIdentityToken(t.app, idToken);
}

/** Signs in (no second factor) and exchanges the identity token for the customer tokens. */
export async function customerTokens(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<CustomerTokens> {
  const signedIn = await signIn(app, email, password);
  const result = signedIn.json<{ data: { status: string; id_token?: string } }>().data;
  if (result.id_token === undefined) throw new Error(`sign-in answered ${signedIn.body}`);
  return exchangeIdentityToken(app, result.id_token);
}

export async function exchangeIdentityToken(
  app: FastifyInstance,
  idToken: string,
): Promise<CustomerTokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/customers/generate-customer-token',
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (res.statusCode !== 200) throw new Error(`generate-customer-token: ${res.body}`);
  return res.json<{ data: CustomerTokens }>().data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Does now the background work already due, so that counts taken before and after a request
 * differ only by what the request wrote. The test clock moves only when a test moves it, so
 * what is due stays due: trades, rail steps and chain steps an earlier test left behind are
 * finished here, and the job a worker may be running meanwhile is waited for; a job that wakes
 * later finds nothing left to do.
 */
export async function finishDueWork(t: Pick<TestApp, 'services'>): Promise<void> {
  const { settlement, funding, crypto, db } = t.services;
  await settlement.settleDue();
  await funding.rails.runDue();
  await crypto.chainSteps.runDue();
  await eventually('the running jobs to finish', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'active'`.execute(db);
    return rows[0]?.n === 0 ? true : undefined;
  });
}

/** Row counts of the tables a bad request must leave untouched, due background work done. */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  await finishDueWork(t);
  const tables = [
    'identity_users',
    'customers',
    'accounts',
    'sessions',
    'email_link_tokens',
    'email_otps',
    'spent_credentials',
    'outbound_emails',
    'totp_factors',
    'recovery_codes',
    'passkeys',
    'contact_messages',
    'staff_users',
    'quotes',
    'trades',
    'journal_entries',
    'postings',
    'ledger_holds',
    'idempotency_keys',
    'notification_settings',
    'push_devices',
    'personal_tokens',
    'identity_verifications',
    'identity_verification_answers',
    'identity_verification_files',
    'customer_identities',
    'customer_search_keys',
    'bank_clients',
    'workflows',
    'external_bank_accounts',
    'bank_micro_deposits',
    'sandbox_bank_links',
    'wallet_derivation_indexes',
    'deposit_addresses',
    'external_wallets',
    'withdrawal_locks',
    'customer_notes',
    'compliance_cases',
    'virtual_currency_receipts',
    'adjustments',
    'stated_costs',
    'price_alerts',
    'notifications',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
