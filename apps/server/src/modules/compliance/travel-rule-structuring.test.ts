import { complianceCaseDetailSchema } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addedWallet,
  cryptoQuoteGuid,
  issuedCryptoConfirmation,
  unitsWorth,
} from '../../testing/crypto-withdrawal-flows.js';
import { bearer, type SignedInCustomer, signInAgain } from '../../testing/flows.js';
import { postTransfer } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fund, fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Crypto withdrawals split under the travel rule's CAD 1,000 (each sent without the originator
 * and beneficiary data) open a compliance case once, within 24 hours, they add up to it.
 */
let t: TestApp;
let support: string;
beforeAll(async () => {
  // A short wallet cooldown, moved past with the test clock.
  t = await createTestApp({ wallets: { ...testConfig.wallets, cooldownSeconds: 60 } });
  support = await signedInStaff(t, 'support');
});
afterAll(() => t.close());

/** A customer holding 1 BTC with a BTC wallet past its cooldown. */
async function withdrawer(): Promise<{ me: SignedInCustomer; wallet: string }> {
  const me = await fundedCustomer(t, 0n);
  await fund(t, me.guid, 'BTC', 100_000_000n);
  const wallet = await addedWallet(t, me);
  t.clock.advance(61);
  return { me, wallet };
}

/** A crypto withdrawal worth about `cents`, answering the travel rule when it must. */
async function withdraw(who: { me: SignedInCustomer; wallet: string }, cents: bigint) {
  const quote = await cryptoQuoteGuid(t, who.me, 'BTC', unitsWorth(t, 'BTC', cents));
  const res = await postTransfer(t, who.me, {
    quote_guid: quote,
    transfer_type: 'crypto',
    external_wallet_guid: who.wallet,
    confirmation_token: await issuedCryptoConfirmation(t, who.me, quote, who.wallet),
    ...(cents >= 1_000_00n ? { travel_rule: { party: 'own' } } : {}),
  });
  expect(res.statusCode).toBe(201);
  return String(res.json.guid);
}

const casesOf = (customerGuid: string) =>
  t.database.db
    .selectFrom('compliance_cases')
    .select('guid')
    .where('customer_guid', '=', customerGuid)
    .where('kind', '=', 'travel_rule_structuring')
    .execute();

describe('travel-rule structuring', () => {
  it('opens one case when withdrawals each below CAD 1,000 add up to it within 24 hours', async () => {
    const who = await withdrawer();
    const first = await withdraw(who, 600_00n);
    expect(await casesOf(who.me.guid)).toEqual([]);
    // One at or above the threshold carries the travel rule's data: it is not counted.
    await withdraw(who, 1_200_00n);
    expect(await casesOf(who.me.guid)).toEqual([]);
    const second = await withdraw(who, 600_00n);
    const [opened, ...more] = await casesOf(who.me.guid);
    expect(more).toEqual([]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/admin/api/compliance-cases/${opened?.guid}`,
      headers: bearer(support),
    });
    expect(detail.statusCode).toBe(200);
    const data = complianceCaseDetailSchema.parse(detail.json().data);
    expect(data).toMatchObject({ kind: 'travel_rule_structuring', customer_guid: who.me.guid });
    expect(new Set(data.transfer_guids)).toEqual(new Set([first, second]));
    expect(data.report_draft).toMatchObject({
      report_type: 'travel_rule_structuring',
      threshold_cad_cents: '100000',
    });

    // Counted once: the next small one opens nothing until the uncounted ones cross it again.
    await withdraw(who, 600_00n);
    expect(await casesOf(who.me.guid)).toHaveLength(1);
    await withdraw(who, 600_00n);
    expect(await casesOf(who.me.guid)).toHaveLength(2);
  });

  it('does not count a withdrawal that never left', async () => {
    const who = await withdrawer();
    // Asked for through /api without an approval (ADR 58): it waits, and is cancelled.
    const quote = await cryptoQuoteGuid(t, who.me, 'BTC', unitsWorth(t, 'BTC', 600_00n));
    const held = await postTransfer(t, who.me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: who.wallet,
    });
    expect(held.json.state).toBe('holding');
    const cancelled = String(held.json.guid);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/transfers/${cancelled}`,
      headers: bearer(who.me.tokens.at),
    });
    expect(res.json()).toMatchObject({ state: 'failed', failure_code: 'cancelled' });
    // 600 cancelled and 600 sent split nothing: no case.
    await withdraw(who, 600_00n);
    expect(await casesOf(who.me.guid)).toEqual([]);
    await withdraw(who, 600_00n);
    expect(await casesOf(who.me.guid)).toHaveLength(1);
  });

  it('leaves apart withdrawals more than 24 hours apart', async () => {
    const who = await withdrawer();
    await withdraw(who, 900_00n);
    t.clock.advance(86_400);
    const me = { ...who.me, tokens: await signInAgain(t, who.me) };
    await withdraw({ ...who, me }, 900_00n);
    expect(await casesOf(who.me.guid)).toEqual([]);
  });
});
