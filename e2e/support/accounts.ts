import { randomUUID } from 'node:crypto';
import { customerTokensSchema, signInResultSchema } from '@maple/contracts';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import { TOTP } from 'otpauth';
import { z } from 'zod';
import { localKeys, type StorageSeed, sessionKeys } from './session.js';

/**
 * Real accounts on the real server, made through its public API as a browser would: the bot
 * check is solved, the verification link is read from the development mailbox.
 */
export interface Customer {
  email: string;
  password: string;
  displayName: string;
}

/** Every e2e customer's password: journeys that ask for it again (a passkey's creation) know it. */
export const customerPassword = 'maple-syrup-harbour-lantern-42';

export const newCustomer = (displayName = 'Ada Lovelace'): Customer => ({
  email: `e2e-${randomUUID()}@example.ca`,
  password: customerPassword,
  displayName,
});

/** The `data` of a successful own-backend answer, checked against its schema. */
async function dataOf<T extends z.ZodType>(response: APIResponse, schema: T): Promise<z.output<T>> {
  expect(
    response.ok(),
    `${response.url()} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  const body = z.object({ data: z.unknown() }).parse(await response.json());
  return schema.parse(body.data);
}

const challengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number(),
  salt: z.string(),
  signature: z.string(),
});

/** Solves the server's proof-of-work challenge and returns the payload forms send as `altcha`. */
export async function solveBotCheck(request: APIRequestContext): Promise<string> {
  const response = await request.get('/identity/altcha');
  const challenge = challengeSchema.parse(await response.json());
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error('the bot check could not be solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({
      algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt,
      signature,
    }),
  ).toString('base64');
}

const mailboxSchema = z.array(
  z.object({ to: z.string(), subject: z.string(), links: z.array(z.string()) }),
);

export interface MailLink {
  subject: string;
  link: URL;
}

/** The newest mail to `email` holding a link whose path starts with `pathPrefix`. */
export async function latestMail(
  request: APIRequestContext,
  email: string,
  pathPrefix: string,
): Promise<MailLink> {
  let found: MailLink | undefined;
  await expect
    .poll(async () => {
      const messages = await dataOf(await request.get('/dev/mailbox/messages.json'), mailboxSchema);
      found = messages
        .filter((message) => message.to === email)
        .flatMap((message) =>
          message.links.map((href) => ({ subject: message.subject, link: new URL(href) })),
        )
        .find(({ link }) => `${link.pathname}${link.search}`.startsWith(pathPrefix));
      return found !== undefined;
    }, `an e-mail to ${email} with a ${pathPrefix} link`)
    .toBe(true);
  if (found === undefined) throw new Error('unreachable: polled until found');
  return found;
}

/** The newest link for `email` whose path starts with `pathPrefix`, from the dev mailbox. */
export const latestLink = async (
  request: APIRequestContext,
  email: string,
  pathPrefix: string,
): Promise<URL> => (await latestMail(request, email, pathPrefix)).link;

export async function signUp(request: APIRequestContext, customer: Customer): Promise<void> {
  await dataOf(
    await request.post('/customers/signup', {
      data: {
        email: customer.email,
        password: customer.password,
        display_name: customer.displayName,
        accept_terms: true,
        altcha: await solveBotCheck(request),
        language: 'en-CA',
      },
    }),
    z.unknown(),
  );
}

export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = await latestLink(request, email, '/signin?verify=');
  await dataOf(
    await request.post('/identity/verify-email', {
      data: { token: link.searchParams.get('verify') },
    }),
    z.unknown(),
  );
}

/** Signs up and confirms the e-mail address: a customer who can sign in. */
export async function createVerifiedCustomer(
  request: APIRequestContext,
  customer = newCustomer(),
): Promise<Customer> {
  await signUp(request, customer);
  await verifyEmail(request, customer.email);
  return customer;
}

export type CustomerTokens = z.infer<typeof customerTokensSchema>;

/** The tokens a browser sign-in stores, obtained through the same calls. */
export async function signInTokens(
  request: APIRequestContext,
  customer: Customer,
): Promise<CustomerTokens> {
  const result = await dataOf(
    await request.post('/identity/signin', {
      data: { email: customer.email, password: customer.password },
    }),
    signInResultSchema,
  );
  if (result.status !== 'signed_in') throw new Error('this customer needs a second sign-in step');
  return dataOf(
    await request.post('/customers/generate-customer-token', {
      headers: { authorization: `Bearer ${result.id_token}` },
    }),
    customerTokensSchema,
  );
}

/** Browser storage exactly as a real sign-in leaves it (docs/product/data.md). */
export const signedInStorage = (tokens: CustomerTokens): StorageSeed => ({
  session: {
    [sessionKeys.guid]: tokens.guid,
    [sessionKeys.accessToken]: tokens.at,
    [sessionKeys.userToken]: tokens.ut,
    [sessionKeys.userEmail]: tokens.email,
  },
  local: { [localKeys.displayName]: tokens.display_name, [localKeys.email]: tokens.email },
});

/**
 * Sets up an authenticator app for the signed-in customer (withdrawals need one), through the
 * calls /settings makes; answers its secret.
 */
export async function enrolAuthenticator(
  request: APIRequestContext,
  tokens: Pick<CustomerTokens, 'ut'>,
): Promise<string> {
  const headers = { authorization: `Bearer ${tokens.ut}` };
  const enrolment = await dataOf(
    await request.post('/identity/mfa/totp/enrolment', { headers }),
    z.object({ secret_key: z.string(), session_info: z.string() }),
  );
  await dataOf(
    await request.post('/identity/mfa/totp/enrolment/complete', {
      headers,
      data: { session_info: enrolment.session_info, code: totpCode(enrolment.secret_key) },
    }),
    z.unknown(),
  );
  return enrolment.secret_key;
}

/** The current code of an authenticator set up from an otpauth:// URI or a base32 secret. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}
