// /approvals as its tests see it: the server's lists and calls, and what a customer does there.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { destinationWallet } from './approval-fixtures';
import { storeTestCustomerSession } from './customer-session';
import { type FakeRequest, type FakeRoute, listOf } from './fake-server';
import { bankAccount, fundingStatus } from './funding-fixtures';
import { renderApp } from './render-app';

/** A statement as the screen writes it: a crypto amount and its code are never split. */
export const asWritten = (statement: string) => statement.replace(/(?<=\d) (?=BTC)/g, '\u00a0');

/**
 * The server with these withdrawals holding, these wallets pending and these bank accounts
 * storing; `extra` adds calls.
 */
export const approvalsRoutes = (
  {
    transfers = [],
    wallets = [],
    accounts = [],
  }: { transfers?: unknown[]; wallets?: unknown[]; accounts?: unknown[] },
  extra: Record<string, FakeRoute> = {},
): Record<string, FakeRoute> => ({
  'GET /customers/funding': () => ({ body: fundingStatus() }),
  'GET /identity/mfa': () => ({ body: { data: { totp_enrolled: false, recovery_codes_left: 0 } } }),
  'GET /api/external_bank_accounts': ({ search }) => ({
    body: listOf(search.get('state') === 'storing' ? accounts : [bankAccount(), ...accounts]),
  }),
  'GET /api/transfers': () => ({ body: listOf(transfers) }),
  'GET /api/external_wallets': ({ search }) => ({
    body: listOf(search.get('state') === 'pending' ? wallets : [destinationWallet]),
  }),
  'POST /customers/create-crypto-otp': () => ({
    body: { data: { expires_at: '2026-11-22T15:40:00.000Z', channel: 'email' } },
  }),
  'POST /customers/verify-crypto-otp': () => ({
    body: {
      data: { verified: true, confirmation_token: 'tok-1', expires_at: '2026-11-22T15:40:00Z' },
    },
  }),
  ...extra,
});

export async function openApprovals() {
  storeTestCustomerSession();
  renderApp('/approvals');
  await screen.findByRole('heading', { level: 1, name: 'Approvals' }, { timeout: 5_000 });
  return userEvent.setup();
}

/** The list item that says `statement`. */
export const entry = async (statement: string) => {
  const item = (await screen.findByText(statement)).closest('li');
  if (!item) throw new Error(`no item says ${statement}`);
  return item;
};

/** Opens the item's approval step and confirms it with an e-mailed code. */
export async function approveWithCode(user: ReturnType<typeof userEvent.setup>, statement: string) {
  const name = `Approve: ${asWritten(statement)}`;
  await user.click(await screen.findByRole('button', { name }));
  const step = screen.getByRole('region', { name });
  expect(step).toHaveFocus();
  await user.click(within(step).getByRole('button', { name: 'E-mail me a code' }));
  await user.type(
    await within(step).findByRole('textbox', { name: 'Code from the e-mail' }),
    '123456',
  );
  return step;
}

export const posts = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);
export const reads = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.method === 'GET' && request.path === path).length;
