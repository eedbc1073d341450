import { type TaxYear, taxYearSchema } from '@maple/contracts';
import { bearer, finishDueWork, type SignedInCustomer } from './flows.js';
import type { TestApp } from './test-app.js';

/** The tax centre's reads and the clock moves around them, for the tax year's and report's tests. */

/** A number /api wrote (a bigint, read losslessly) as a bigint. */
export const units = (value: unknown) => BigInt(String(value));

/** Moves the clock on and does every job then due: settlements, rail and chain steps. */
export async function after(t: TestApp, seconds: number): Promise<void> {
  t.clock.advance(seconds);
  await finishDueWork(t);
}

/** `GET /customers/tax/{path}` with the customer's user token. */
export const taxRead = (t: TestApp, who: SignedInCustomer, path: string) =>
  t.app.inject({ url: `/customers/tax/${path}`, headers: bearer(who.tokens.ut) });

/** The customer's year as the JSON route answers it, failing the test on a refusal. */
export async function taxYearOf(t: TestApp, who: SignedInCustomer, year: number): Promise<TaxYear> {
  const res = await taxRead(t, who, `${year}`);
  if (res.statusCode !== 200) throw new Error(`the tax year answered ${res.body}`);
  return taxYearSchema.parse(res.json<{ data: unknown }>().data);
}
