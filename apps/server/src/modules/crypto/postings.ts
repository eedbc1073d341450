import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { transferReference } from '../funding/funding-context.js';
import type { EntryRequest } from '../ledger/ledger.service.js';
import type { CryptoContext } from './crypto-context.js';

/**
 * The ledger postings of crypto transfers (ADR 23), entries of kind `crypto_transfer` keyed by
 * transfer and step, so a step run twice posts once. An asset's clearing account
 * `clearing:<ASSET>:chain` is debited with what came in on the chain and credited with what left;
 * `network_fee:<ASSET>` gathers the network fees customers paid.
 */
type LedgerContext = Pick<CryptoContext, 'ledger' | 'accounts'>;

/**
 * A crypto withdrawal as its postings see it: the amount taken from the customer (the quote's
 * `deliver_amount`, the network fee included when it is paid in the same asset) and that fee.
 */
export interface ChainWithdrawal {
  guid: string;
  customerGuid: string;
  asset: CryptoAssetCode;
  amount: bigint;
  networkFee: bigint;
  /** The asset the fee is paid in; the withdrawal's own unless the chain says otherwise. */
  networkFeeAsset: CryptoAssetCode;
}

/** The customer's ledger account of each wanted asset. */
async function customerAccounts(
  ctx: LedgerContext,
  trx: Kysely<Schema>,
  customerGuid: string,
  assets: readonly CryptoAssetCode[],
): Promise<Map<CryptoAssetCode, bigint>> {
  const wanted = [...new Set(assets)];
  const found = await ctx.accounts.ledgerAccountsOf(
    trx,
    wanted.map((asset) => ({ customerGuid, asset })),
  );
  const accounts = new Map<CryptoAssetCode, bigint>();
  for (const account of found) {
    const asset = wanted.find((candidate) => candidate === account.asset);
    if (asset !== undefined) accounts.set(asset, account.ledgerAccountId);
  }
  for (const asset of wanted) {
    if (!accounts.has(asset)) throw new Error(`customer ${customerGuid} has no ${asset} account`);
  }
  return accounts;
}

/**
 * What reaches the wallet: the amount taken less the network fee when the fee is paid in the
 * withdrawal's own asset (the quote's `receive_amount`); the whole amount when the chain charges
 * its fee in another asset, which the customer then pays on top.
 */
export function sentAmountOf(withdrawal: {
  asset: string;
  amount: bigint;
  networkFee: bigint;
  networkFeeAsset: string;
}): bigint {
  const { asset, amount, networkFee, networkFeeAsset } = withdrawal;
  return networkFeeAsset === asset ? amount - networkFee : amount;
}

async function postOnce(ctx: LedgerContext, trx: Kysely<Schema>, entry: EntryRequest) {
  const [outcome] = await ctx.ledger.post(trx, [entry]);
  if (outcome.outcome === 'insufficient_funds') {
    throw new Error(`crypto entry ${entry.idempotencyKey} was refused for funds`);
  }
}

/** A confirmed deposit: the coins come off the chain's clearing account onto the customer's. */
export async function creditCryptoDeposit(
  ctx: LedgerContext,
  trx: Kysely<Schema>,
  deposit: { guid: string; customerGuid: string; asset: CryptoAssetCode; amount: bigint },
): Promise<void> {
  const { asset, amount } = deposit;
  const customer = await customerAccounts(ctx, trx, deposit.customerGuid, [asset]);
  const chain = await ctx.ledger.chainAccounts(trx);
  await postOnce(ctx, trx, {
    kind: 'crypto_transfer',
    idempotencyKey: `crypto:${deposit.guid}:credit`,
    reference: transferReference(deposit.guid),
    postings: [
      { accountId: chain[asset].clearing, asset, amount: -amount },
      { accountId: customer.get(asset) ?? 0n, asset, amount },
    ],
  });
}

/**
 * A confirmed withdrawal: its hold (the amount taken, placed when it was made) is released and,
 * in one entry, exactly that amount leaves the customer's account: what was sent goes to the
 * chain's clearing account and the fee to the network fees. The fee is part of the amount, never
 * taken again on top of it (only a fee in another asset is the customer's to pay besides). Every
 * account is locked first, in id order, so the release takes no lock out of order.
 */
export async function settleCryptoWithdrawal(
  ctx: LedgerContext,
  trx: Kysely<Schema>,
  withdrawal: ChainWithdrawal,
): Promise<void> {
  const { asset, amount, networkFee, networkFeeAsset } = withdrawal;
  const customer = await customerAccounts(ctx, trx, withdrawal.customerGuid, [
    asset,
    networkFeeAsset,
  ]);
  const chain = await ctx.ledger.chainAccounts(trx);
  const own = (code: CryptoAssetCode) => customer.get(code) ?? 0n;
  await ctx.ledger.lock(trx, [
    ...customer.values(),
    chain[asset].clearing,
    chain[networkFeeAsset].networkFee,
  ]);
  await ctx.ledger.releaseHolds(trx, [transferReference(withdrawal.guid)]);
  const sameAsset = networkFeeAsset === asset;
  await postOnce(ctx, trx, {
    kind: 'crypto_transfer',
    idempotencyKey: `crypto:${withdrawal.guid}:send`,
    reference: transferReference(withdrawal.guid),
    postings: [
      { accountId: own(asset), asset, amount: -amount },
      { accountId: chain[asset].clearing, asset, amount: sentAmountOf(withdrawal) },
      ...(networkFee > 0n && !sameAsset
        ? [{ accountId: own(networkFeeAsset), asset: networkFeeAsset, amount: -networkFee }]
        : []),
      ...(networkFee > 0n
        ? [
            {
              accountId: chain[networkFeeAsset].networkFee,
              asset: networkFeeAsset,
              amount: networkFee,
            },
          ]
        : []),
    ],
  });
}

/**
 * A withdrawal that will not leave (failed on the chain, cancelled, rejected): its hold is
 * released, its crypto limit usage given back (limits first: the order every writer locks in)
 * and it no longer counts toward structuring; nothing moves. Safe to call again.
 */
export async function releaseWithdrawalHold(
  ctx: Pick<CryptoContext, 'ledger' | 'limits' | 'sends'>,
  trx: Kysely<Schema>,
  transferGuid: string,
): Promise<void> {
  const reference = transferReference(transferGuid);
  await ctx.limits.release(trx, [reference]);
  await ctx.ledger.releaseHolds(trx, [reference]);
  // It splits nothing under the travel rule: compliance stops counting it.
  await ctx.sends.withdrawn(trx, transferGuid);
}
