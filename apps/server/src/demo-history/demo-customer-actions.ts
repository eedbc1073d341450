import { walletBinding, withdrawalBinding } from '@maple/contracts';
import type { CryptoAssetCode, TradingSymbol } from '@maple/money';
import { z } from 'zod';
import { newId } from '../infra/ids.js';
import type { Services } from '../services.js';
import { type DemoCustomerClient, dataOf, integer } from './demo-customer-client.js';

/**
 * What the demo customer does, each through the route the web app calls for it (the platform's
 * `/api` or our own `/customers/...`), so every record is made as a customer's is. Amounts are
 * sent as strings of digits, which both accept.
 */

const guidOnly = z.object({ guid: z.string() });
const tradeAnswer = z.object({
  guid: z.string(),
  deliver_amount: integer,
  receive_amount: integer,
});
export type TradeAnswer = z.output<typeof tradeAnswer>;

/** A quote and its trade: a buy delivers `amount` CAD cents, a sale `amount` base units. */
export async function trade(
  client: DemoCustomerClient,
  symbol: TradingSymbol,
  side: 'buy' | 'sell',
  amount: bigint,
): Promise<TradeAnswer> {
  const quote = await client.call(
    'at',
    'POST',
    '/api/quotes',
    { product_type: 'trading', symbol, side, deliver_amount: String(amount) },
    guidOnly,
    201,
  );
  return client.call('at', 'POST', '/api/trades', { quote_guid: quote.guid }, tradeAnswer, 201);
}

const accounts = z.object({
  objects: z.array(z.object({ asset: z.string(), platform_available: integer })),
});

/** What the customer has available of `asset`, as `/api/accounts` shows it. */
export async function available(client: DemoCustomerClient, asset: string): Promise<bigint> {
  const list = await client.call('at', 'GET', '/api/accounts?per_page=100', undefined, accounts);
  const account = list.objects.find((candidate) => candidate.asset === asset);
  if (account === undefined) throw new Error(`the demo customer has no ${asset} account`);
  return account.platform_available;
}

const fundingStatus = dataOf(
  z.object({ etransfer_deposit: z.object({ reference_code: z.string() }) }),
);

/**
 * An Interac e-Transfer from the customer's bank with their reference code, through the
 * sandbox's "incoming e-Transfer" control (the deposit screen's own); the rail delivers it.
 */
export async function etransferDeposit(client: DemoCustomerClient, cents: bigint): Promise<void> {
  const status = await client.call('ut', 'GET', '/customers/funding', undefined, fundingStatus);
  const body = {
    reference_code: status.data.etransfer_deposit.reference_code,
    amount: String(cents),
    sender_name: 'Demo Customer',
  };
  await client.call('ut', 'POST', '/customers/sandbox/etransfers', body, z.unknown(), 201);
}

const sandboxDeposit = dataOf(z.object({ txn_hash: z.string() }));
const deposits = z.object({
  objects: z.array(
    z.object({
      guid: z.string(),
      transfer_details: z.object({ travel_rule_required: z.boolean() }).nullable(),
    }),
  ),
});

/**
 * Crypto sent from the customer's wallet elsewhere to their deposit address (the sandbox chain's
 * control), and the travel rule's question, when asked, answered: it came from their own wallet. Answers the
 * transfer's guid; the chain confirms it as time passes.
 */
export async function cryptoDeposit(
  client: DemoCustomerClient,
  asset: CryptoAssetCode,
  units: bigint,
): Promise<string> {
  const body = { asset, amount: String(units) };
  const sent = await client.call(
    'ut',
    'POST',
    '/customers/sandbox/crypto-deposits',
    body,
    sandboxDeposit,
    201,
  );
  const hash = encodeURIComponent(sent.data.txn_hash);
  const list = await client.call(
    'at',
    'GET',
    `/api/transfers?txn_hash=${hash}`,
    undefined,
    deposits,
  );
  const [transfer] = list.objects;
  if (transfer === undefined) throw new Error('the sandbox deposit made no transfer');
  // Asked from CAD 1,000 (the travel rule): a smaller deposit has no question to answer.
  if (transfer.transfer_details?.travel_rule_required !== true) return transfer.guid;
  await client.call(
    'ut',
    'POST',
    `/customers/transfers/${transfer.guid}/travel-rule`,
    { party: 'own' },
    z.unknown(),
  );
  return transfer.guid;
}

/** The tax centre's "what it cost you" for a transfer in (ADR 76). */
export async function stateCost(
  client: DemoCustomerClient,
  transferGuid: string,
  cents: bigint,
): Promise<void> {
  const url = `/customers/tax/transfers-in/${transferGuid}/cost`;
  await client.call('ut', 'PUT', url, { cost_cents: String(cents) }, z.unknown());
}

/**
 * The customer's confirmations (ADR 55): what the e-mailed code (or a passkey) gives them once
 * entered, bound to the wallet or withdrawal it approves. Issued directly, as the tests of many
 * withdrawals do, so the history leaves no one-time codes in the customer's mailbox.
 */
export function confirmationsOf(services: Pick<Services, 'db' | 'customers' | 'tokens'>) {
  return async (customerGuid: string, purpose: 'add_wallet' | 'withdrawal', binding: string) => {
    const { user_id } = await services.customers.find(services.db, customerGuid);
    const claims = { sub: user_id, jti: newId(), purpose, binding };
    return services.tokens.issue('confirmation', claims, 600);
  };
}
export type Confirm = ReturnType<typeof confirmationsOf>;

export interface WalletToAdd {
  name: string;
  asset: CryptoAssetCode;
  address: string;
  /** Whose wallet it is, as the customer says when adding it (docs/product/tax.md). */
  owner: 'own' | 'third_party';
}

/** An external wallet added with its confirmation, and whose it is said. Answers its guid. */
export async function addWallet(
  client: DemoCustomerClient,
  confirm: Confirm,
  wallet: WalletToAdd,
): Promise<string> {
  const { name, asset, address, owner } = wallet;
  const target = { asset, address, tag: null };
  const token = await confirm(await client.guid(), 'add_wallet', walletBinding(target));
  const body = { name, ...target, confirmation_token: token };
  const added = await client.call('at', 'POST', '/api/external_wallets', body, guidOnly, 201);
  const url = `/customers/external-wallets/${added.guid}/owner`;
  await client.call('ut', 'PUT', url, { owner }, z.unknown());
  return added.guid;
}

export type TravelRule = { party: 'own' } | { party: 'third_party'; name: string; address: string };

/** A crypto withdrawal of `units` (the network fee inside) to one of the customer's wallets. */
export async function withdraw(
  client: DemoCustomerClient,
  confirm: Confirm,
  to: { asset: CryptoAssetCode; wallet: string; units: bigint; travelRule: TravelRule },
): Promise<string> {
  const quoteBody = {
    product_type: 'crypto_transfer',
    asset: to.asset,
    side: 'withdrawal',
    deliver_amount: String(to.units),
  };
  const quote = await client.call('at', 'POST', '/api/quotes', quoteBody, guidOnly, 201);
  const binding = withdrawalBinding(quote.guid, to.wallet);
  const body = {
    quote_guid: quote.guid,
    transfer_type: 'crypto',
    external_wallet_guid: to.wallet,
    confirmation_token: await confirm(await client.guid(), 'withdrawal', binding),
    travel_rule: to.travelRule,
  };
  return (await client.call('at', 'POST', '/api/transfers', body, guidOnly, 201)).guid;
}
