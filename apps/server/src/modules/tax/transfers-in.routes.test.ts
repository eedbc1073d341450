import {
  type LedgerExportRow,
  ledgerExportRowSchema,
  type TaxYear,
  type TransferIn,
  transferInSchema,
  transfersInSchema,
} from '@maple/contracts';
import { mulDiv } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addedWallet,
  confirmCryptoWithdrawal,
  cryptoQuoteGuid,
} from '../../testing/crypto-withdrawal-flows.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import { postTransfer } from '../../testing/funding-flows.js';
import { after as afterSeconds, taxRead, taxYearOf } from '../../testing/tax-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { torontoYear } from './tax-year.js';

/**
 * The cost a customer states for a transfer in (ADR 76) through the real app: crypto deposited
 * from the sandbox chain, part of it sent on to a third party's wallet (a disposition), and the
 * year read back with and without a stated cost, to the cent.
 */
let t: TestApp;
let me: SignedInCustomer;
let other: SignedInCustomer;
/** My completed ETH deposit, theirs, and my withdrawal out of mine. */
const guids = { deposit: '', theirs: '', withdrawal: '' };
const DEPOSITED = 10n ** 17n;
const SENT = 3n * 10n ** 16n;
let year: number;
/** My year before any cost was stated. */
let initial: TaxYear;

beforeAll(async () => {
  t = await createTestApp({ wallets: { ...testConfig.wallets, cooldownSeconds: 60 } });
  me = await fundedCustomer(t, 0n);
  other = await fundedCustomer(t, 0n);
  guids.deposit = await sandboxDeposit(me, DEPOSITED);
  guids.theirs = await sandboxDeposit(other, DEPOSITED);
  await confirmed();
  const wallet = await addedWallet(t, me, 'ETH');
  await after(61);
  const quote = await cryptoQuoteGuid(t, me, 'ETH', SENT);
  const sent = await postTransfer(t, me, {
    quote_guid: quote,
    transfer_type: 'crypto',
    external_wallet_guid: wallet,
    confirmation_token: await confirmCryptoWithdrawal(t, me, quote, wallet),
    travel_rule: { party: 'third_party', name: 'Jane Q. Doe', address: '1 Main St, Ottawa ON' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  guids.withdrawal = String(sent.json.guid);
  await confirmed();
  year = torontoYear(t.clock.now());
}, 180_000);
afterAll(() => t.close());

const after = (seconds: number) => afterSeconds(t, seconds);

/** Twelve confirmations of 12-second blocks, and a few more. */
async function confirmed() {
  for (let block = 0; block < 15; block += 1) await after(12);
}

/** ETH paid to the customer's deposit address on the sandbox chain; answers its transfer. */
async function sandboxDeposit(who: SignedInCustomer, amount: bigint): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/customers/sandbox/crypto-deposits',
    headers: bearer(who.tokens.ut),
    payload: { asset: 'ETH', amount: String(amount) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const txnHash = res.json().data.txn_hash;
  const found = await t.database.db
    .selectFrom('transfers')
    .select('guid')
    .where('customer_guid', '=', who.guid)
    .where('txn_hash', '=', txnHash)
    .executeTakeFirstOrThrow();
  return found.guid;
}

const costPath = (guid: string) => `/customers/tax/transfers-in/${guid}/cost`;

const stateCost = (who: SignedInCustomer, guid: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: costPath(guid), headers: bearer(who.tokens.ut), payload });

const withdrawCost = (who: SignedInCustomer, guid: string) =>
  t.app.inject({ method: 'DELETE', url: costPath(guid), headers: bearer(who.tokens.ut) });

async function transfersIn(who: SignedInCustomer): Promise<TransferIn[]> {
  const res = await taxRead(t, who, 'transfers-in');
  expect(res.statusCode, res.body).toBe(200);
  return transfersInSchema.parse(res.json<{ data: unknown }>().data);
}

/** The answer to a change of cost, failing the test on a refusal. */
function changed(res: Awaited<ReturnType<typeof withdrawCost>>): TransferIn {
  expect(res.statusCode, res.body).toBe(200);
  return transferInSchema.parse(res.json<{ data: unknown }>().data);
}

const yearOf = (who: SignedInCustomer): Promise<TaxYear> => taxYearOf(t, who, year);

/** The year's figures that follow the records (not when they were read). */
const figures = ({ totals, dispositions, holdings }: TaxYear) => ({
  totals,
  dispositions,
  holdings,
});

/** The deposit's row of the customer's ledger export: its CAD value is the market value. */
async function exportedArrival(who: SignedInCustomer, guid: string): Promise<LedgerExportRow> {
  const res = await t.app.inject({
    url: '/customers/ledger-export?format=json',
    headers: bearer(who.tokens.ut),
  });
  const rows = ledgerExportRowSchema.array().parse(JSON.parse(res.body));
  const row = rows.find((candidate) => candidate.reference === guid && candidate.amount !== '0');
  if (row === undefined) throw new Error(`${guid} is not in the export`);
  return row;
}

/** The audit events of stated costs, oldest first. */
const auditedCosts = () =>
  t.database.db
    .selectFrom('audit_events')
    .select(['action', 'actor_id', 'details'])
    .where('action', 'like', 'customer.transfer_cost_%')
    .orderBy('id')
    .execute();

const statedRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('stated_costs')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /customers/tax/transfers-in', () => {
  it('lists the customer’s own completed crypto deposits at market value, estimated', async () => {
    const arrival = await exportedArrival(me, guids.deposit);
    expect(await transfersIn(me)).toEqual([
      {
        guid: guids.deposit,
        asset: 'ETH',
        quantity: String(DEPOSITED),
        quantity_decimal: '0.1',
        arrived_at: arrival.posted_at,
        market_value_cents: arrival.cad_value_cents,
        stated_cost_cents: null,
        estimated: true,
      },
    ]);
    expect(BigInt(arrival.cad_value_cents ?? '0')).toBeGreaterThan(0n);
    expect((await transfersIn(other)).map((row) => row.guid)).toEqual([guids.theirs]);
    initial = await yearOf(me);
    expect(initial.dispositions).toMatchObject([{ ref: guids.withdrawal, estimated: true }]);
    expect(initial.holdings).toMatchObject([{ asset: 'ETH', estimated: true }]);
  });
});

describe('PUT and DELETE /customers/tax/transfers-in/{transfer_guid}/cost', () => {
  it('joins the deposit at the stated cost: the gain and the book cost follow to the cent', async () => {
    const stated = changed(await stateCost(me, guids.deposit, { cost_cents: '100' }));
    expect(stated).toMatchObject({
      guid: guids.deposit,
      stated_cost_cents: '100',
      estimated: false,
    });
    expect(await transfersIn(me)).toEqual([stated]);

    const answer = await yearOf(me);
    const [sale] = answer.dispositions;
    const [held] = answer.holdings;
    if (sale === undefined || held === undefined) throw new Error('no withdrawal or holding');
    // The units sent take their share of the $1.00 the customer paid for the deposit.
    const cost = mulDiv(100n, BigInt(sale.quantity), DEPOSITED, 'half-up');
    const gain = BigInt(sale.proceeds_cents) - BigInt(sale.outlays_cents) - cost;
    expect(sale).toMatchObject({
      ref: guids.withdrawal,
      cost_cents: String(cost),
      gain_cents: String(gain),
      denied_loss_cents: '0',
      estimated: false,
    });
    expect(held).toMatchObject({ cost_cents: String(100n - cost), estimated: false });
    // Only the cost moved: the withdrawal's proceeds and outlays are as they were at market value.
    const [was] = initial.dispositions;
    expect(sale).toMatchObject({
      proceeds_cents: was?.proceeds_cents,
      outlays_cents: was?.outlays_cents,
    });
    expect(answer.totals.gain_cents).toBe(String(gain));

    // The sale preview of what is left starts from the same pool.
    const left = DEPOSITED - BigInt(sale.quantity);
    const preview = await taxRead(
      t,
      me,
      `sale-preview?asset=ETH&quantity=${left}&proceeds_cents=500&outlays_cents=0`,
    );
    expect(preview.json().data).toMatchObject({ cost_cents: String(100n - cost) });

    expect(await auditedCosts()).toEqual([
      {
        action: 'customer.transfer_cost_stated',
        actor_id: me.guid,
        details: { transfer_guid: guids.deposit, old_cost_cents: null, new_cost_cents: '100' },
      },
    ]);
  });

  it('audits each change once, and the same cost again not at all', async () => {
    changed(await stateCost(me, guids.deposit, { cost_cents: '100' }));
    expect(await auditedCosts()).toHaveLength(1);
    const again = changed(await stateCost(me, guids.deposit, { cost_cents: '0' }));
    expect(again).toMatchObject({ stated_cost_cents: '0', estimated: false });
    const events = await auditedCosts();
    expect(events).toHaveLength(2);
    expect(events[1]?.details).toEqual({
      transfer_guid: guids.deposit,
      old_cost_cents: '100',
      new_cost_cents: '0',
    });
    const [sale] = (await yearOf(me)).dispositions;
    expect(sale).toMatchObject({ cost_cents: '0', estimated: false });
  });

  it('goes back to market value, estimated, when the cost is withdrawn', async () => {
    changed(await stateCost(me, guids.deposit, { cost_cents: '123456789' }));
    const withdrawn = changed(await withdrawCost(me, guids.deposit));
    expect(withdrawn).toMatchObject({ stated_cost_cents: null, estimated: true });
    expect(await statedRows()).toBe(0);
    const events = await auditedCosts();
    expect(events.at(-1)).toEqual({
      action: 'customer.transfer_cost_withdrawn',
      actor_id: me.guid,
      details: { transfer_guid: guids.deposit, old_cost_cents: '123456789', new_cost_cents: null },
    });
    // Nothing to withdraw: nothing changes, nothing is audited.
    changed(await withdrawCost(me, guids.deposit));
    expect(await auditedCosts()).toHaveLength(events.length);

    const answer = await yearOf(me);
    expect(answer.dispositions).toMatchObject([{ ref: guids.withdrawal, estimated: true }]);
    expect(answer.holdings).toMatchObject([{ asset: 'ETH', estimated: true }]);
    // The market value again, as before any cost was stated.
    const arrival = await exportedArrival(me, guids.deposit);
    const [sale] = answer.dispositions;
    const cost = mulDiv(
      BigInt(arrival.cad_value_cents ?? '0'),
      BigInt(sale?.quantity ?? '0'),
      DEPOSITED,
      'half-up',
    );
    expect(sale?.cost_cents).toBe(String(cost));
    expect(figures(answer)).toEqual(figures(initial));
  });
});

describe('a cost the tax centre refuses', () => {
  it('is not found for anything but a completed crypto deposit of the caller’s, and writes nothing', async () => {
    const pending = await sandboxDeposit(me, 5n * 10n ** 16n);
    const rows = await statedRows();
    const events = (await auditedCosts()).length;
    for (const guid of [guids.theirs, guids.withdrawal, pending, 'f'.repeat(32)]) {
      const put = await stateCost(me, guid, { cost_cents: '100' });
      expect(put.statusCode, guid).toBe(404);
      expect(put.json()).toMatchObject({ code: 'not_found' });
      expect((await withdrawCost(me, guid)).statusCode, guid).toBe(404);
    }
    expect(await statedRows()).toBe(rows);
    expect((await auditedCosts()).length).toBe(events);
    // Theirs is as it was for them; the pending deposit is not listed until it is credited.
    expect(await transfersIn(other)).toMatchObject([{ guid: guids.theirs, estimated: true }]);
    expect((await transfersIn(me)).map((row) => row.guid)).toEqual([guids.deposit]);
  });

  it.each([
    ['a negative cost', { cost_cents: '-1' }],
    ['a fractional cost', { cost_cents: '1.50' }],
    ['a cost of 16 digits', { cost_cents: '1000000000000000' }],
    ['a cost as a number', { cost_cents: 100 }],
    ['an empty cost', { cost_cents: '' }],
    ['no cost', {}],
    ['an unknown field', { cost_cents: '100', currency: 'CAD' }],
  ])('refuses %s with 400 and writes nothing', async (_case, payload) => {
    const rows = await statedRows();
    const events = (await auditedCosts()).length;
    const res = await stateCost(me, guids.deposit, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_parameter' });
    expect(await statedRows()).toBe(rows);
    expect((await auditedCosts()).length).toBe(events);
  });

  it('refuses a malformed guid with 400 and a caller without a user token with 401', async () => {
    for (const guid of ['abc', 'F'.repeat(32), `${'a'.repeat(31)}g`]) {
      expect((await stateCost(me, guid, { cost_cents: '1' })).statusCode, guid).toBe(400);
      expect((await withdrawCost(me, guid)).statusCode, guid).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: costPath(guids.deposit),
      payload: { cost_cents: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
    const platformToken = await t.app.inject({
      url: '/customers/tax/transfers-in',
      headers: bearer(me.tokens.at),
    });
    expect(platformToken.statusCode).toBe(401);
    expect(await statedRows()).toBe(0);
  });
});
