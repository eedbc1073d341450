import { withdrawalBinding } from '@maple/contracts';
import { assets, type CryptoAssetCode } from '@maple/money';
import { newId } from '../infra/ids.js';
import { cadCentsAt } from '../modules/market/cad-value.js';
import { bearer, lastMail, type SignedInCustomer } from './flows.js';
import { type TestApp, type TestConfig, testConfig } from './test-app.js';
import { type ApiResponse, api, fund, fundedCustomer } from './trading-flows.js';
import { confirmWallet } from './wallet-flows.js';

/** Crypto withdrawal scenarios for tests (modules/funding's crypto withdrawals, ADR 23). */

export const testWallets: Record<'BTC' | 'ETH', { asset: string; address: string; tag: null }> = {
  BTC: { asset: 'BTC', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', tag: null },
  ETH: { asset: 'ETH', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', tag: null },
};

/** Adds the customer's wallet with an e-mailed code; answers its guid (still in its cooldown). */
export async function addedWallet(
  t: TestApp,
  who: SignedInCustomer,
  asset: 'BTC' | 'ETH' = 'BTC',
): Promise<string> {
  const wallet = testWallets[asset];
  const token = await confirmWallet(t, who, wallet);
  const res = await api(
    t,
    who.tokens.at,
    'POST',
    '/api/external_wallets',
    { name: `My ${asset}`, ...wallet, confirmation_token: token },
    { 'idempotency-key': newId() },
  );
  if (res.statusCode !== 201) throw new Error(`adding the wallet answered ${res.body}`);
  return String(res.json.guid);
}

export function cryptoQuote(
  t: TestApp,
  who: SignedInCustomer,
  asset: CryptoAssetCode,
  amount: { deliver_amount: bigint } | { receive_amount: bigint },
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const body = { product_type: 'crypto_transfer', asset, side: 'withdrawal', ...amount };
  return api(t, who.tokens.at, 'POST', '/api/quotes', body, headers);
}

export async function cryptoQuoteGuid(
  t: TestApp,
  who: SignedInCustomer,
  asset: CryptoAssetCode,
  deliver: bigint,
): Promise<string> {
  const res = await cryptoQuote(t, who, asset, { deliver_amount: deliver });
  if (res.statusCode !== 201) throw new Error(`the crypto quote answered ${res.body}`);
  return String(res.json.guid);
}

/** The customer confirms a crypto withdrawal as the web app does: a code bound to quote and wallet. */
export async function confirmCryptoWithdrawal(
  t: TestApp,
  who: SignedInCustomer,
  quote: string,
  wallet: string,
): Promise<string> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.tokens.ut), payload });
  const scope = {
    email: who.email,
    customer_guid: who.guid,
    withdrawal_reference: quote,
    external_wallet_guid: wallet,
  };
  await post('/customers/create-crypto-otp', scope);
  const code = (await lastMail(t.app, who.email, 'email_otp')).subject.replace(/\D/g, '');
  const verified = await post('/customers/verify-crypto-otp', { ...scope, otp: code });
  return verified.json<{ data: { confirmation_token: string } }>().data.confirmation_token;
}

/** A bound confirmation issued directly: for many withdrawals, beyond the codes a customer may ask. */
export async function issuedCryptoConfirmation(
  t: TestApp,
  who: SignedInCustomer,
  quote: string,
  wallet: string,
): Promise<string> {
  const { user_id } = await t.services.customers.find(t.database.db, who.guid);
  return t.services.tokens.issue(
    'confirmation',
    {
      sub: user_id,
      jti: newId(),
      purpose: 'withdrawal',
      binding: withdrawalBinding(quote, wallet),
    },
    600,
  );
}

/** The base units of `asset` worth about `cents` at the market's price now (rounded up). */
export function unitsWorth(t: TestApp, asset: CryptoAssetCode, cents: bigint): bigint {
  const unit = 10n ** BigInt(assets[asset].decimals);
  // The price crypto quotes are valued at (the crypto module's `prices`).
  const one = cadCentsAt(t.services.market, asset, unit);
  if (one === undefined || one === 0n) throw new Error(`no ${asset} price`);
  return (cents * unit + one - 1n) / one;
}

/** The customer's balance and what is available of one asset, from the ledger. */
export async function assetAccount(
  t: TestApp,
  who: Pick<SignedInCustomer, 'guid'>,
  asset: CryptoAssetCode,
) {
  const { db, accounts, ledger } = t.services;
  const [account] = await accounts.ledgerAccountsOf(db, [{ customerGuid: who.guid, asset }]);
  if (account === undefined) throw new Error(`no ${asset} account`);
  const balance = (await ledger.balancesOf(db, [account.guid])).get(account.guid);
  if (balance === undefined) throw new Error(`no ${asset} balance`);
  return { balance: balance.balance, available: balance.available };
}

/**
 * The crypto withdrawal tests' settings: a short wallet cooldown, moved past with the test clock
 * (`withdrawer`); staff approve from CAD 5,000.
 */
export const cryptoWithdrawalSettings: Partial<TestConfig> = {
  wallets: { ...testConfig.wallets, cooldownSeconds: 60 },
  crypto: { ...testConfig.crypto, approvalThresholdCents: 5_000_00n },
};

/** A customer holding 1 BTC with a BTC wallet past its cooldown (`cryptoWithdrawalSettings`). */
export async function withdrawer(t: TestApp): Promise<{ me: SignedInCustomer; wallet: string }> {
  const me = await fundedCustomer(t, 0n);
  await fund(t, me.guid, 'BTC', 100_000_000n);
  const wallet = await addedWallet(t, me);
  t.clock.advance(61);
  return { me, wallet };
}

/** How many transfers the customer has. */
export const transfersOf = async (t: TestApp, guid: string) =>
  (
    await t.database.db
      .selectFrom('transfers')
      .select('guid')
      .where('customer_guid', '=', guid)
      .execute()
  ).length;
