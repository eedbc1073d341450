import {
  type PadAgreement,
  padAgreementListSchema,
  type RecurringOrder,
  type RecurringOrderRequest,
  recurringOrderChangeSchema,
  recurringOrderRequestSchema,
} from '@maple/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeTestCustomerSession } from './customer-session';
import { type FakeRequest, type FakeRoute, fakeServer, listOf } from './fake-server';
import {
  listAnswer,
  orderAnswer,
  recurringOrder,
  recurringOrderOf,
  withChange,
} from './recurring-order-fixtures';
import { renderApp } from './render-app';

/** The recurring orders tab of /orders against a fake server: its routes, and how to read it. */
export const ordersPath = '/customers/recurring-orders';
export const weekly = recurringOrder();
export const weeklyPath = `${ordersPath}/${weekly.guid}`;
export const weeklyWords = 'Buy $25.00 of BTC every week';

export const padAgreementsPath = '/customers/pad-agreements';

/**
 * What the customer has linked: their bank accounts as the platform lists them (the deposit
 * screen's fixtures, test/funding-fixtures.ts), and their agreements to the PAD terms.
 */
export interface BankScene {
  accounts: readonly unknown[];
  agreements: readonly PadAgreement[];
}

/**
 * The bank accounts' and agreements' calls: a buy set up with the PAD terms agreed to now
 * records its agreement, as the server does, for the agreements read next.
 */
function bankRoutes(scene: BankScene) {
  let agreements = scene.agreements;
  const agreeTo = (request: RecurringOrderRequest) => {
    if (request.pad_terms === undefined || request.bank_account_guid === undefined) return;
    const agreement = {
      bank_account_guid: request.bank_account_guid,
      terms_version: request.pad_terms,
      agreed_at: new Date().toISOString(),
    };
    agreements = [agreement, ...agreements];
  };
  const routes: Record<string, FakeRoute> = {
    'GET /api/external_bank_accounts': () => ({ body: listOf([...scene.accounts]) }),
    [`GET ${padAgreementsPath}`]: () => ({
      body: { data: padAgreementListSchema.parse({ objects: agreements }) },
    }),
  };
  return { routes, agreeTo };
}

/**
 * A server that keeps the schedules it holds (`initial` at first) and does what it is asked to
 * them, parsing what it is sent with the contract; `routes` add or replace calls. The customer
 * has the bank accounts and PAD agreements of `bank`: none unless told.
 */
export function serve(
  initial: RecurringOrder[] = [],
  routes: Record<string, FakeRoute> = {},
  bank: BankScene = { accounts: [], agreements: [] },
) {
  const banking = bankRoutes(bank);
  let orders = initial;
  // Each schedule set up has a guid of its own: f9f9…, then f8f8…
  let made = 0;
  const current = () => orders.find((order) => order.guid === weekly.guid) ?? weekly;
  const update = (changed: Partial<RecurringOrder>) => {
    const next = { ...current(), ...changed };
    orders = orders.map((order) => (order.guid === next.guid ? next : order));
    return orderAnswer(next);
  };
  return fakeServer({
    ...banking.routes,
    [`GET ${ordersPath}`]: () => listAnswer(orders),
    [`POST ${ordersPath}`]: ({ body }) => {
      const request = recurringOrderRequestSchema.parse(body);
      banking.agreeTo(request);
      const created = recurringOrderOf(request, (0xf9 - made).toString(16).repeat(16));
      made += 1;
      orders = [created, ...orders];
      return orderAnswer(created, 201);
    },
    [`PATCH ${weeklyPath}`]: ({ body }) =>
      update(withChange(current(), recurringOrderChangeSchema.parse(body))),
    [`POST ${weeklyPath}/pause`]: () => update({ state: 'paused', next_run: null }),
    [`POST ${weeklyPath}/resume`]: () => update({ state: 'active', next_run: weekly.next_run }),
    [`DELETE ${weeklyPath}`]: () =>
      update({ state: 'cancelled', next_run: null, ended_at: '2026-11-22T16:00:00.000Z' }),
    ...routes,
  });
}

export async function open(title = 'Orders') {
  storeTestCustomerSession();
  renderApp('/orders?tab=recurring');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return userEvent.setup();
}

export const form = () =>
  screen.getByRole('form', { name: /^(New recurring order|Nouvel ordre récurrent)$/ });
export const setUp = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(form()).getByRole('button', { name: 'Set up the recurring order' }));

/** What a test sent: each call's method and path, and its body when it had one. */
export const calls = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) =>
      body === undefined ? { method, path } : { method, path, body },
    );

/** Text with every kind of space (no-break, narrow no-break) a plain one. */
const plain = (text: string) => text.replace(/\s/g, ' ');
export const textOf = (element: HTMLElement) => plain(element.textContent ?? '');
/** A name matcher for words that amounts write with no-break spaces. */
export const named = (words: string) => (name: string) => plain(name) === words;
/** A schedule's row, found by its words. */
export const row = (words: string) => screen.getByRole('listitem', { name: named(words) });
/** The `index`th of the elements found, which the test expects to be there. */
export function nth(elements: HTMLElement[], index: number): HTMLElement {
  const element = elements[index];
  if (element === undefined) throw new Error(`expected an element at ${index}`);
  return element;
}
export const buttonsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((button) => button.textContent);

export const everyState = [
  weekly,
  recurringOrder({
    guid: 'f2f2f2f2f2f2f2f2f2f2f2f2f2f2f2f2',
    side: 'sell',
    asset: 'ETH',
    amount: '0.5',
    frequency: 'monthly',
    max_runs: 12,
    limit_price: '4500',
    state: 'paused',
    runs_executed: 3,
    runs_skipped: 1,
    next_run: null,
  }),
  recurringOrder({
    guid: 'f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3',
    frequency: 'semimonthly',
    end_date: '2027-06-30',
    funding: 'bank',
    bank_account_guid: 'abababababababababababababababab',
    state: 'cancelled',
    next_run: null,
    ended_at: '2026-12-01T15:00:00.000Z',
  }),
  recurringOrder({
    guid: 'f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4',
    asset: 'XRP',
    amount: '10.00',
    frequency: 'month_end',
    max_runs: 2,
    state: 'completed',
    runs_executed: 2,
    next_run: null,
    ended_at: '2026-12-31T18:00:00.000Z',
  }),
];
