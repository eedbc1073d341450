import type { CreatedBankClient } from '../modules/identity/bank-clients.service.js';
import { uniqueSin } from './kyc-flows.js';
import type { TestApp } from './test-app.js';
import { api } from './trading-flows.js';

/** A bank API client, as `npm run bank-client:create` makes one. */
export function bankClient(t: TestApp, name = 'Core banking'): Promise<CreatedBankClient> {
  return t.services.identity.bankClients.create(name);
}

/** Exchanges a client's credentials at /api/oauth/token (JSON body, as Cybrid's example). */
export function requestBankToken(
  t: TestApp,
  client: CreatedBankClient,
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
      ...extra,
    },
  });
}

/** A new client's bank token, with every bank scope. */
export async function bankToken(t: TestApp): Promise<string> {
  const res = await requestBankToken(t, await bankClient(t));
  if (res.statusCode !== 200) throw new Error(`/api/oauth/token answered ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/** What a bank attests about an adult in Ontario: a fresh SIN, a driver's licence number. */
export function attestedFields(sin = uniqueSin()) {
  return {
    name: { first: 'Grace', middle: 'Brewster', last: 'Hopper', full: 'Grace Brewster Hopper' },
    address: {
      street: '100 Queen St W',
      street2: null,
      city: 'Toronto',
      subdivision: 'ON',
      postal_code: 'm5h2n2',
      country_code: 'CA',
    },
    date_of_birth: '1985-12-09',
    identification_numbers: [
      { type: 'tax_identification_number', issuing_country_code: 'CA', identification_number: sin },
      {
        type: 'drivers_license',
        issuing_country_code: 'CA',
        identification_number: 'H1234-56789-01234',
      },
    ],
    phone_number: '416 555 0123',
  };
}

/** POST /api/identity_verifications with a bank token, attesting the customer. */
export function attest(
  t: TestApp,
  token: string,
  customerGuid: string,
  fields: Record<string, unknown> = attestedFields(),
) {
  return api(t, token, 'POST', '/api/identity_verifications', {
    type: 'kyc',
    method: 'attested',
    customer_guid: customerGuid,
    ...fields,
  });
}
