import { bearer, lastMail, type SignedInCustomer } from './flows.js';
import type { TestApp } from './test-app.js';

/** What a wallet confirmation is bound to: exactly what the customer entered. */
export interface WalletToConfirm {
  asset: string;
  address: string;
  tag: string | null;
}

/**
 * A confirmation for adding this wallet, as the web app gets one: the e-mailed code, read from
 * the outbox, entered through verify-crypto-otp.
 */
export async function confirmWallet(
  t: TestApp,
  who: SignedInCustomer,
  wallet: WalletToConfirm,
): Promise<string> {
  const scope = { email: who.email, customer_guid: who.guid, wallet };
  const own = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.tokens.ut), payload });
  await own('/customers/create-crypto-otp', scope);
  const code = (await lastMail(t.app, who.email, 'email_otp')).subject.replace(/\D/g, '');
  const verified = await own('/customers/verify-crypto-otp', { ...scope, otp: code });
  return verified.json<{ data: { confirmation_token: string } }>().data.confirmation_token;
}

/** A valid BTC (testnet, bech32) withdrawal wallet, which takes no tag. */
export const btcWallet = {
  asset: 'BTC',
  address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  tag: null,
};
