import type { AssetCode, CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { platformAccounts } from './ledger.repo.js';

/**
 * The platform's own counterparty accounts per asset (created by the ledger migration):
 * - house: the inventory trades buy from and sell into, split over shards so concurrent trades
 *   rarely lock the same row;
 * - fee: trading fees earned;
 * - funding: where sandbox funding comes from (the outside world in the sandbox).
 */
export interface AssetAccounts {
  house: readonly bigint[];
  fee: bigint;
  funding: bigint;
}

export type PlatformAccounts = Readonly<Record<AssetCode, AssetAccounts>>;

/** Reads the platform accounts once; their ids never change after the migration. */
export async function loadPlatformAccounts(db: Kysely<Schema>): Promise<PlatformAccounts> {
  const rows = await platformAccounts(db);
  const of = (asset: AssetCode): AssetAccounts => {
    const mine = rows.filter((row) => row.asset === asset);
    const single = (kind: 'fee' | 'funding') => {
      const row = mine.find((candidate) => candidate.kind === kind);
      if (row === undefined) throw new Error(`the ledger has no ${kind} account for ${asset}`);
      return row.id;
    };
    const house = mine
      .filter((row) => row.kind === 'house')
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((row) => row.id);
    if (house.length === 0) throw new Error(`the ledger has no house account for ${asset}`);
    return { house, fee: single('fee'), funding: single('funding') };
  };
  return {
    CAD: of('CAD'),
    BTC: of('BTC'),
    ETH: of('ETH'),
    LTC: of('LTC'),
    BCH: of('BCH'),
    USDC: of('USDC'),
    XRP: of('XRP'),
  };
}

/**
 * The CAD accounts of funding (migration 0016): a clearing account per rail (money between the
 * rail and the platform), suspense (received money that is nobody's yet) and loss recovery
 * (what customers owe after a returned deposit; below zero is owed to the platform).
 */
export interface FundingAccounts {
  clearing: Readonly<Record<'eft' | 'etransfer', bigint>>;
  suspense: bigint;
  lossRecovery: bigint;
}

export async function loadFundingAccounts(db: Kysely<Schema>): Promise<FundingAccounts> {
  const rows = await platformAccounts(db);
  const byCode = (code: string) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (row === undefined) throw new Error(`the ledger has no account ${code}`);
    return row.id;
  };
  return {
    clearing: { eft: byCode('clearing:CAD:eft'), etransfer: byCode('clearing:CAD:etransfer') },
    suspense: byCode('suspense:CAD'),
    lossRecovery: byCode('loss_recovery:CAD'),
  };
}

/** The house shard for a trade: spread by the trade's guid, stable for its replays. */
export function houseShard(accounts: AssetAccounts, guid: string): bigint {
  const index = Number.parseInt(guid.slice(-4), 16) % accounts.house.length;
  const shard = accounts.house[index];
  if (shard === undefined) throw new Error('unreachable: index is within the shards');
  return shard;
}

/**
 * The accounts of crypto transfers per asset (migration 0018): clearing (coins between the chain
 * and the platform) and the network fees customers paid for withdrawals.
 */
export type ChainAccounts = Readonly<
  Record<CryptoAssetCode, { clearing: bigint; networkFee: bigint }>
>;

export async function loadChainAccounts(db: Kysely<Schema>): Promise<ChainAccounts> {
  const rows = await platformAccounts(db);
  const of = (asset: CryptoAssetCode) => {
    const byCode = (code: string) => {
      const row = rows.find((candidate) => candidate.code === code);
      if (row === undefined) throw new Error(`the ledger has no account ${code}`);
      return row.id;
    };
    return {
      clearing: byCode(`clearing:${asset}:chain`),
      networkFee: byCode(`network_fee:${asset}`),
    };
  };
  return {
    BTC: of('BTC'),
    ETH: of('ETH'),
    LTC: of('LTC'),
    BCH: of('BCH'),
    USDC: of('USDC'),
    XRP: of('XRP'),
  };
}
