import { type CustomerTokens, customerTokensSchema } from '@maple/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { z } from 'zod';
import { strongPassword, uniqueEmail } from './flows.js';

const challengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number(),
  salt: z.string(),
  signature: z.string(),
});
const mailboxSchema = z.object({
  data: z.array(z.object({ to: z.string(), template: z.string(), links: z.array(z.string()) })),
});

/**
 * A customer made through a running server's HTTP API (the in-process flows in flows.ts use
 * `inject`): sign-up with a solved bot check, the e-mailed link from /dev/mailbox, sign-in.
 */
async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function altcha(base: string): Promise<string> {
  const challenge = challengeSchema.parse(await (await fetch(`${base}/identity/altcha`)).json());
  const solved = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solved === null) throw new Error('ALTCHA challenge could not be solved');
  const { algorithm, salt, signature } = challenge;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solved.number,
    salt,
    signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function verificationToken(base: string, email: string): Promise<string> {
  const mailbox = mailboxSchema.parse(
    await (await fetch(`${base}/dev/mailbox/messages.json`)).json(),
  );
  const mail = mailbox.data.find((m) => m.to === email && m.template === 'verify_email');
  const token = mail?.links
    .map((link) => new URL(link).searchParams.get('verify'))
    .find((value) => value !== null);
  if (token === undefined || token === null) throw new Error(`no verification mail to ${email}`);
  return token;
}

/** Signs a new customer up on `signUpAt` and in on `signInAt`; answers its tokens. */
export async function httpCustomer(signUpAt: string, signInAt: string): Promise<CustomerTokens> {
  const email = uniqueEmail('instances');
  await post(signUpAt, '/customers/signup', {
    display_name: 'Ada Lovelace',
    email,
    password: strongPassword,
    accept_terms: true,
    altcha: await altcha(signUpAt),
  });
  await post(signUpAt, '/identity/verify-email', {
    token: await verificationToken(signUpAt, email),
  });
  const signedIn = z
    .object({ data: z.object({ id_token: z.string() }) })
    .parse(await post(signInAt, '/identity/signin', { email, password: strongPassword }));
  const tokens = await post(
    signInAt,
    '/customers/generate-customer-token',
    {},
    signedIn.data.id_token,
  );
  return z.object({ data: customerTokensSchema }).parse(tokens).data;
}
