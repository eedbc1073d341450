import { PAD_TERMS_VERSION } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { bearer, lastMail, tableCounts } from '../../testing/flows.js';
import { runRails } from '../../testing/funding-flows.js';
import { eventually } from '../../testing/jobs.js';
import { cadAvailable, recurringFlows } from '../../testing/recurring-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Recurring buys funded by bank (ADR 83): made only with the PAD terms agreed for the account
 * (once, confirmed in writing); each run's EFT deposit starts a few business days ahead, as the
 * customer's own deposit would, and the run buys with it; a deposit that cannot be made skips
 * the run saying so.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { send, create, list, runs, dayAhead, moveTo, runNext } = recurringFlows(() => t);

const bankBuy = (bankAccountGuid: string, extra: object = {}) => ({
  side: 'buy',
  asset: 'BTC',
  amount: '50',
  frequency: 'weekly',
  start_date: dayAhead(8),
  funding: 'bank',
  bank_account_guid: bankAccountGuid,
  ...extra,
});

describe('a recurring buy funded by bank', () => {
  it('needs the PAD terms agreed for the account, once, and confirms the agreement in writing', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const before = await tableCounts(t);
    const unagreed = await create(me, bankBuy(bank.guid));
    expect(unagreed.statusCode).toBe(400);
    expect(unagreed.json().details[0].path).toBe('body.pad_terms');
    expect(await tableCounts(t)).toEqual(before);
    const agreed = await create(me, bankBuy(bank.guid, { pad_terms: PAD_TERMS_VERSION }));
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect(agreed.json().data).toMatchObject({ funding: 'bank', bank_account_guid: bank.guid });
    const mail = await lastMail(t.app, me.email, 'pad_agreement_confirmed');
    expect(mail.subject).toBe('Your pre-authorized debit agreement');
    const agreements = await t.app.inject({
      url: '/customers/pad-agreements',
      headers: bearer(me.tokens.ut),
    });
    expect(agreements.json().data.objects).toEqual([
      expect.objectContaining({ bank_account_guid: bank.guid, terms_version: PAD_TERMS_VERSION }),
    ]);
    // Agreed once: the next order on that account needs no new agreement.
    expect((await create(me, bankBuy(bank.guid))).statusCode).toBe(201);
    const daily = await send(me, 'PATCH', `/${agreed.json().data.guid}`, { frequency: 'daily' });
    expect(daily.statusCode).toBe(400);
    expect(daily.json().details[0].path).toBe('body.frequency');
  });

  const bad: [string, string, object][] = [
    ['a sale', 'body.funding', { side: 'sell' }],
    ['a daily buy', 'body.frequency', { frequency: 'daily' }],
    ['no bank account', 'body.bank_account_guid', { bank_account_guid: undefined }],
    ['someone else’s account', 'body.bank_account_guid', { bank_account_guid: 'f'.repeat(32) }],
  ];
  it.each(bad)('refuses %s with 400 at its field, writing nothing', async (_, path, change) => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const before = await tableCounts(t);
    const res = await create(me, bankBuy(bank.guid, { pad_terms: PAD_TERMS_VERSION, ...change }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details[0].path).toBe(path);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('pulls each run’s CAD by EFT ahead of the run, and buys with exactly it', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    const order = (await create(me, bankBuy(bank.guid, { pad_terms: PAD_TERMS_VERSION }))).json()
      .data;
    const run = await t.services.db
      .selectFrom('recurring_runs')
      .select(['guid', 'deposit_due_at', 'window_starts_at'])
      .where('order_guid', '=', order.guid)
      .executeTakeFirstOrThrow();
    const due = run.deposit_due_at;
    if (due === null) throw new Error('a run funded by bank has its deposit due');
    // Three business days ahead: at least three days before its window.
    expect(run.window_starts_at.getTime() - due.getTime()).toBeGreaterThanOrEqual(3 * 86_400_000);
    await moveTo(due, me);
    await t.services.recurringRuns.startDue();
    const transferGuid = await eventually('the deposit', async () => {
      const row = await t.services.db
        .selectFrom('recurring_runs')
        .select('deposit_transfer_guid')
        .where('guid', '=', run.guid)
        .executeTakeFirstOrThrow();
      return row.deposit_transfer_guid ?? undefined;
    });
    const deposit = await t.services.funding.transfers.get(me.guid, transferGuid);
    expect(deposit).toMatchObject({
      side: 'deposit',
      rail: 'eft',
      externalBankAccountGuid: bank.guid,
    });
    expect(deposit.estimatedAmount).toBe(50_00n);
    for (let step = 0; step < 3; step += 1) await runRails(t, 60);
    await runRails(t, 3 * 86_400);
    expect(await runNext(me, order.guid)).toMatchObject({ state: 'executed' });
    expect(await cadAvailable(t, me)).toBe(0n);
    expect((await list(me))[0]).toMatchObject({ runs_executed: 1 });
  });

  it('skips a run whose deposit was refused, saying so', async () => {
    const me = await fundedCustomer(t, 0n);
    const bank = await linkBankAccount(t.services, t.database.db, me.guid);
    // Over the CAD 10,000 a day of deposits: the deposit is refused.
    const body = bankBuy(bank.guid, { pad_terms: PAD_TERMS_VERSION, amount: '20000' });
    const order = (await create(me, body)).json().data;
    const waiting = await t.services.db
      .selectFrom('recurring_runs')
      .select(['guid', 'deposit_due_at'])
      .where('order_guid', '=', order.guid)
      .executeTakeFirstOrThrow();
    if (waiting.deposit_due_at === null)
      throw new Error('a run funded by bank has its deposit due');
    await moveTo(waiting.deposit_due_at, me);
    await t.services.recurringRuns.startDue();
    const refusal = await eventually('the refusal', async () => {
      const row = await t.services.db
        .selectFrom('recurring_runs')
        .select('deposit_refusal')
        .where('guid', '=', waiting.guid)
        .executeTakeFirstOrThrow();
      return row.deposit_refusal ?? undefined;
    });
    expect(refusal).toMatch(/limit/i);
    expect(await runNext(me, order.guid)).toMatchObject({
      state: 'skipped',
      skip_reason: 'deposit_failed',
    });
    expect((await runs(me, order.guid))[0]).toMatchObject({ state: 'planned' });
    const mail = await lastMail(t.app, me.email, 'recurring_run_skipped');
    expect(mail.text).toMatch(/could not be made or came back/);
  });
});
