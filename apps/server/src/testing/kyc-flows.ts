import { gzipSync } from 'node:zlib';
import type { KycApplication, KycFileKind, KycStepId } from '@maple/contracts';
import { sinChecksumValid } from '@maple/contracts';
import { bearer, type SignedInCustomer } from './flows.js';
import { issueSin } from './issued-sins.js';
import type { TestApp } from './test-app.js';
import { api } from './trading-flows.js';

/** Identity verification scenes for tests: answers, files and the flow driven over HTTP. */

/** A 1×1 transparent PNG, complete and valid. */
export const pngBytes = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

/** The start of a JFIF file (SOI, APP0 with its identifier), enough for magic-byte detection. */
export const jpegBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  ]);

export const pdfBytes = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const gifBytes = (): Buffer =>
  Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]);

/** A gzip stream: a real type, but not one a document may be. */
export const gzipBytes = (): Buffer => gzipSync(Buffer.from('not a document'));

/** A valid SIN (Luhn) from eight digits, the first not 0 or 8. */
export function sinFrom(eight: string): string {
  for (let check = 0; check <= 9; check += 1) {
    if (sinChecksumValid(`${eight}${check}`)) return issueSin(`${eight}${check}`);
  }
  throw new Error(`no check digit for ${eight}`);
}

let sinCounter = 0;
/**
 * A fresh valid SIN for each application a test file makes (each file has its own database),
 * its digits mixed so that no timing or id in a log line holds it by chance.
 */
export function uniqueSin(): string {
  sinCounter += 1;
  const mixed = (3_141_592 + sinCounter * 2_718_281) % 10_000_000;
  return sinFrom(`5${String(mixed).padStart(7, '0')}`);
}

export type StepAnswers = Record<Exclude<KycStepId, 'edd'>, Record<string, unknown>>;

/** A clean application's answers: of age in Ontario, a licence valid for years, no flags. */
export function cleanAnswers(sin = uniqueSin()): StepAnswers {
  return {
    identity: { name: { first: 'Ada', last: 'Lovelace' }, date_of_birth: '1990-12-10' },
    address: {
      address: {
        street: '100 Queen St W',
        city: 'Toronto',
        subdivision: 'ON',
        postal_code: 'm5h 2n2',
        country_code: 'CA',
      },
      phone_number: '416 555 0123',
    },
    employment: { occupation: 'Engineer', employer: 'Analytical Engines Ltd.' },
    tax: { sin: `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` },
    document: {
      type: 'drivers_license',
      number: 'L1234-56789-01234',
      expiration_date: '2034-01-01',
    },
    declarations: {
      politically_exposed: false,
      head_of_international_organization: false,
      pep_family_or_associate: false,
      acting_for_third_party: false,
      risk_statement_acknowledged: true,
    },
    questionnaire: {
      net_income: '75k_to_200k',
      financial_assets: 'under_1m',
      net_assets: 'under_400k',
      crypto_experience: 'some',
      understands_volatility: true,
      can_afford_loss: true,
    },
  };
}

export const eddAnswers = () => ({
  source_of_funds: 'employment_income',
  source_of_funds_details: 'Salary as a software engineer',
  source_of_wealth: 'savings',
  source_of_wealth_details: 'Twelve years of savings',
  expected_monthly_volume: '10k_to_50k',
});

/** POST /api/identity_verifications with the customer's access token; answers the guid. */
export async function startVerification(
  t: TestApp,
  customer: SignedInCustomer,
  method = 'id_and_selfie',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await api(t, customer.tokens.at, 'POST', '/api/identity_verifications', {
    type: 'kyc',
    method,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return String(res.json.guid);
}

export function putStep(
  t: TestApp,
  customer: SignedInCustomer,
  guid: string,
  step: string,
  body: unknown,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/customers/kyc/${guid}/steps/${step}`,
    headers: { ...bearer(customer.tokens.ut), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

export function putFile(
  t: TestApp,
  customer: SignedInCustomer,
  guid: string,
  kind: KycFileKind | string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  return t.app.inject({
    method: 'PUT',
    url: `/customers/kyc/${guid}/files/${kind}`,
    headers: { ...bearer(customer.tokens.ut), 'content-type': contentType },
    payload: bytes,
  });
}

export async function submit(t: TestApp, customer: SignedInCustomer, guid: string) {
  return t.app.inject({
    method: 'POST',
    url: `/customers/kyc/${guid}/submit`,
    headers: bearer(customer.tokens.ut),
  });
}

/** Saves every step and the three files of an `id_and_selfie` application; answers its guid. */
export async function fillApplication(
  t: TestApp,
  customer: SignedInCustomer,
  answers: StepAnswers = cleanAnswers(),
): Promise<string> {
  const guid = await startVerification(t, customer);
  for (const [step, body] of Object.entries(answers)) {
    const res = await putStep(t, customer, guid, step, body);
    if (res.statusCode !== 200) throw new Error(`step ${step} answered ${res.body}`);
  }
  for (const kind of ['id_front', 'id_back', 'selfie'] as const) {
    const res = await putFile(t, customer, guid, kind, pngBytes(), 'image/png');
    if (res.statusCode !== 200) throw new Error(`file ${kind} answered ${res.body}`);
  }
  return guid;
}

/** Fills and submits an application; answers it as the flow shows it after submission. */
export async function submittedApplication(
  t: TestApp,
  customer: SignedInCustomer,
  answers: StepAnswers = cleanAnswers(),
): Promise<KycApplication> {
  const guid = await fillApplication(t, customer, answers);
  const res = await submit(t, customer, guid);
  if (res.statusCode !== 200) throw new Error(`submit answered ${res.body}`);
  return res.json<{ data: KycApplication }>().data;
}

export async function customerState(t: TestApp, guid: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('customers')
    .select('state')
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();
  return row.state;
}
