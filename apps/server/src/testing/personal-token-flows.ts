import type { CreatedPersonalToken, PersonalTokenScope } from '@maple/contracts';
import { bearer, lastMail, type SignedInCustomer } from './flows.js';
import type { TestApp } from './test-app.js';

/**
 * A confirmation for making a personal API token, as the web app gets one: the e-mailed code,
 * read from the outbox, entered through verify_otp.
 */
export async function confirmPersonalToken(t: TestApp, who: SignedInCustomer): Promise<string> {
  const scope = { email: who.email, customer_guid: who.guid, purpose: 'create_personal_token' };
  const own = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.tokens.ut), payload });
  const sent = await own('/customers/create-otp', scope);
  if (sent.statusCode !== 200) throw new Error(`create-otp answered ${sent.body}`);
  const code = (await lastMail(t.app, who.email, 'email_otp')).subject.replace(/\D/g, '');
  const verified = await own('/customers/verify_otp', { ...scope, otp: code });
  return verified.json<{ data: { confirmation_token: string } }>().data.confirmation_token;
}

export interface TokenChoice {
  name?: string;
  scopes?: PersonalTokenScope[];
  expires_in_days?: 30 | 90 | 365;
}

/** Makes a personal token for the customer, confirmed with an e-mailed code; answers it. */
export async function createPersonalToken(
  t: TestApp,
  who: SignedInCustomer,
  choice: TokenChoice = {},
): Promise<CreatedPersonalToken> {
  const confirmation_token = await confirmPersonalToken(t, who);
  const res = await t.app.inject({
    method: 'POST',
    url: '/customers/personal-tokens',
    headers: bearer(who.tokens.ut),
    payload: {
      name: choice.name ?? 'Spreadsheet',
      scopes: choice.scopes ?? ['balances', 'transactions'],
      expires_in_days: choice.expires_in_days ?? 30,
      confirmation_token,
    },
  });
  if (res.statusCode !== 201) throw new Error(`creating a token answered ${res.body}`);
  return res.json<{ data: CreatedPersonalToken }>().data;
}
