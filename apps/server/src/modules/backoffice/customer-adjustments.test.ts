import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  countMails,
  customerTokens,
  lastMail,
  type SignedInCustomer,
  tableCounts,
  verifiedCustomer,
} from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

let t: TestApp;
let maker: string;
let checker: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeAll(async () => {
  maker = await signedInStaff(t, 'compliance');
  checker = await signedInStaff(t, 'admin');
});

const PATH = '/customers/adjustments';

/** Proposes (compliance) and decides (an admin) one adjustment; answers its guid. */
async function adjustment(
  customer: Pick<SignedInCustomer, 'guid'>,
  fields: Record<string, unknown> = {},
  decision: 'approve' | 'reject' | null = 'approve',
): Promise<string> {
  const proposed = await t.app.inject({
    method: 'POST',
    url: '/admin/api/adjustments',
    headers: bearer(maker),
    payload: {
      customer_guid: customer.guid,
      asset: 'CAD',
      category: 'goodwill_credit',
      direction: 'credit',
      amount: '2500',
      reason: 'Ticket 4411: withdrawal delayed by our bank partner',
      customer_note: 'Sorry for the delay on your withdrawal of November 2',
      ...fields,
    },
  });
  if (proposed.statusCode !== 201) throw new Error(`the proposal answered ${proposed.body}`);
  const { guid } = proposed.json<{ data: { guid: string } }>().data;
  if (decision !== null) {
    const decided = await t.app.inject({
      method: 'POST',
      url: `/admin/api/adjustments/${guid}/${decision}`,
      headers: bearer(checker),
      payload: { reason: 'Checked against the ticket' },
    });
    if (decided.statusCode !== 200) throw new Error(`the ${decision} answered ${decided.body}`);
  }
  return guid;
}

const history = (customer: SignedInCustomer, query = '') =>
  t.app.inject({ url: `${PATH}${query}`, headers: bearer(customer.tokens.ut) });

describe('GET /customers/adjustments', () => {
  it('lists the caller’s posted adjustments with the note staff wrote for them, and nothing else', async () => {
    const customer = await fundedCustomer(t, 1000n);
    const other = await fundedCustomer(t, 1000n);
    const credited = await adjustment(customer);
    await adjustment(customer, {}, null);
    await adjustment(customer, {}, 'reject');
    await adjustment(other);

    const res = await history(customer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ page: 0, per_page: 100, total: 1 });
    expect(data.objects).toEqual([
      {
        guid: credited,
        asset: 'CAD',
        direction: 'credit',
        amount: '2500',
        category: 'goodwill_credit',
        note: 'Sorry for the delay on your withdrawal of November 2',
        posted_at: expect.any(String),
      },
    ]);
    // The staff's own reasons and names never reach the customer.
    expect(res.body).not.toContain('Ticket 4411');
    expect(res.body).not.toContain('Checked against');
    expect(res.body).not.toContain('staff-');
  });

  it('pages newest first and filters by when they were posted', async () => {
    const customer = await fundedCustomer(t, 0n);
    const first = await adjustment(customer, { amount: '100' });
    const start = t.clock.now();
    t.clock.advance(3600);
    const second = await adjustment(customer, { amount: '200' });
    t.clock.advance(3600);
    const third = await adjustment(customer, { amount: '300' });
    const guidsOf = async (query: string) =>
      (await history(customer, query)).json().data.objects.map((a: { guid: string }) => a.guid);
    expect(await guidsOf('')).toEqual([third, second, first]);
    expect(await guidsOf('?per_page=2&page=1')).toEqual([first]);
    const from = new Date(start.getTime() + 1000).toISOString();
    const before = new Date(start.getTime() + 5400 * 1000).toISOString();
    expect(await guidsOf(`?posted_at_gte=${from}&posted_at_lt=${before}`)).toEqual([second]);
  });

  it('refuses bad queries with 400 and callers without a user token with 401, writing nothing', async () => {
    const customer = await fundedCustomer(t, 0n);
    const before = await tableCounts(t);
    for (const query of [
      '?per_page=0',
      '?per_page=101',
      '?page=-1',
      '?page=abc',
      '?posted_at_gte=yesterday',
      '?posted_at_lt=2026-13-01T00:00:00Z',
      '?customer_guid=ffffffffffffffffffffffffffffffff',
    ]) {
      expect((await history(customer, query)).statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ url: PATH })).statusCode).toBe(401);
    const withAccessToken = await t.app.inject({
      url: PATH,
      headers: bearer(customer.tokens.at),
    });
    expect(withAccessToken.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: PATH, headers: bearer(checker) })).statusCode,
    ).toBeGreaterThanOrEqual(401);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('the adjustment_posted e-mail', () => {
  it('tells the customer once, at approval, the amount with its asset, the note, the time and the reference', async () => {
    const customer = await fundedCustomer(t, 0n);
    const pending = await adjustment(customer, {}, null);
    await adjustment(customer, {}, 'reject');
    expect(await countMails(t, customer.email, 'adjustment_posted')).toBe(0);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/api/adjustments/${pending}/approve`,
      headers: bearer(checker),
      payload: { reason: 'Checked against the ticket' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await countMails(t, customer.email, 'adjustment_posted')).toBe(1);
    const mail = await lastMail(t.app, customer.email, 'adjustment_posted');
    expect(mail.subject).toBe('$25.00 CAD was credited to your CAD account');
    expect(mail.text).toContain('Sorry for the delay on your withdrawal of November 2');
    expect(mail.text).toContain(pending);
    expect(mail.text).toMatch(
      /On \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]\.m\. E[SD]T, we credited/,
    );
    expect(mail.text).not.toContain('Ticket 4411');
    expect(mail.links).toContainEqual(expect.stringMatching(/\/orders\?tab=all$/));
  });

  it('speaks French to a French-speaking customer, and names a crypto debit’s asset', async () => {
    const { email, password } = await verifiedCustomer(t, { language: 'fr-CA' });
    const tokens = await customerTokens(t.app, email, password);
    const guid = Buffer.from(tokens.guid, 'base64url').toString();
    await adjustment(
      { guid },
      { asset: 'BTC', amount: '1000000', customer_note: 'Remboursement d’un doublon' },
    );
    await adjustment(
      { guid },
      {
        asset: 'BTC',
        category: 'correction',
        direction: 'debit',
        amount: '250000',
        customer_note: 'Correction d’un crédit en double',
      },
    );
    const mail = await lastMail(t.app, email, 'adjustment_posted');
    expect(mail.subject).toBe('Votre compte BTC a été débité de 0,0025\u00a0BTC');
    expect(mail.text).toContain('Correction d’un crédit en double');
    expect(mail.text).toMatch(
      /Le \d{1,2} \p{L}+ \d{4} à \d{1,2} h \d{2} H[NA]E, nous avons débité/u,
    );
  });
});
