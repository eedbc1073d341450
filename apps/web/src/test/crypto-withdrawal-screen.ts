import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cryptoQuote, quoteTravelRule } from './crypto-transfer-fixtures';
import { storeTestCustomerSession } from './customer-session';
import { type FakeRequest, type FakeRoute, listOf } from './fake-server';
import { fundingStatus, limits } from './funding-fixtures';
import { account, prices } from './platform-fixtures';
import { renderApp } from './render-app';
import { addedWalletUsableAt, externalWallet, walletRoutes } from './wallet-fixtures';

/** The crypto withdrawal screen against a fake server: its routes, and the way to open it. */
export const btcWallet = externalWallet();
/** An ETH wallet added a while ago, and its cooldown's end: 4.5 of its 24 hours are left. */
export const newEthWallet = externalWallet({
  guid: 'a0a1a2a3a4a5a6a7a8a9aaabacadae02',
  name: 'New ETH wallet',
  asset: 'ETH',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
});
export const inCooldown = () => new Date(Date.now() + 4.5 * 3_600_000).toISOString();

const codeRoutes: Record<string, FakeRoute> = {
  'POST /customers/create-crypto-otp': () => ({
    body: { data: { expires_at: '2026-11-22T15:40:00.000Z', channel: 'email' } },
  }),
  'POST /customers/verify-crypto-otp': () => ({
    body: {
      data: { verified: true, confirmation_token: 'tok-c', expires_at: '2026-11-22T15:40:00.000Z' },
    },
  }),
};

/** The guid of every quote the fake server makes, and where its travel rule is read. */
export const quoteGuid = 'c'.repeat(32);
export const travelRulePath = `GET /customers/crypto-transfer-quotes/${quoteGuid}/travel-rule`;

export const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /customers/funding': () => ({ body: fundingStatus() }),
  'GET /customers/limits': () => ({ body: limits() }),
  'GET /identity/mfa': () => ({ body: { data: { totp_enrolled: false, recovery_codes_left: 0 } } }),
  'GET /api/accounts': () => ({
    body: listOf([account('CAD', 0n), account('BTC', 50_000_000n), account('ETH', 0n)]),
  }),
  'GET /api/prices': () => ({ body: prices }),
  'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
  ...walletRoutes([btcWallet, addedWalletUsableAt], [newEthWallet, inCooldown()]),
  'GET /api/transfers': () => ({ body: listOf([]) }),
  'POST /api/quotes': ({ body }) => ({
    status: 201,
    body: cryptoQuote(
      'BTC',
      BigInt((body as { receive_amount: string }).receive_amount),
      2_000n,
      quoteGuid,
    ),
  }),
  [travelRulePath]: () => ({ body: quoteTravelRule(quoteGuid, false) }),
  ...codeRoutes,
  ...extra,
});

export async function openCrypto(title = 'Withdrawals', crypto = 'Crypto') {
  storeTestCustomerSession();
  renderApp('/withdrawals');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: crypto }));
  return user;
}

export const posted = (requests: FakeRequest[], path: string) =>
  requests.find((request) => request.method === 'POST' && request.path === path);
