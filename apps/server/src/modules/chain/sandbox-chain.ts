import { randomBytes } from 'node:crypto';
import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type {
  ChainNetwork,
  IncomingTransaction,
  Outgoing,
  TransactionStatus,
} from './chain-network.js';
import {
  type ChainRow,
  findByHashes,
  findByReference,
  incomingAfter,
  insertChainTransaction,
  lockIncoming,
} from './sandbox-chain.repo.js';

/**
 * A withdrawal whose amount ends in these base units (…13) is dropped by the sandbox chain: it
 * is sent, then reported failed (README, "The sandbox chain").
 */
export const FAILING_AMOUNT_SUFFIX = 13n;

/** Hashes as each chain writes them: EVM chains' with 0x, the others' bare; 32 random bytes. */
export function sandboxTxnHash(asset: CryptoAssetCode): string {
  const hex = randomBytes(32).toString('hex');
  return asset === 'ETH' || asset === 'USDC' ? `0x${hex}` : hex;
}

/** A transaction paying an address, as the sandbox's controls make one. */
export interface SandboxPayment {
  asset: CryptoAssetCode;
  address: string;
  tag: string | null;
  amount: bigint;
}

/**
 * `CHAIN_NETWORK=sandbox` (ADR 23): the chains simulated on our own database. A transaction's
 * confirmations are the asset's blocks elapsed since it was seen, so nothing has to mine; a
 * withdrawal is stored once per reference; incoming payments are made by the sandbox controls.
 */
export class SandboxChain implements ChainNetwork {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
    private readonly blockSeconds: Readonly<Record<CryptoAssetCode, number>>,
  ) {}

  async send(outgoing: Outgoing): Promise<{ txnHash: string }> {
    const inserted = await insertChainTransaction(this.db, {
      ...outgoing,
      txnHash: sandboxTxnHash(outgoing.asset),
      direction: 'outgoing',
      seenAt: this.clock.now(),
      failed: outgoing.amount % 100n === FAILING_AMOUNT_SUFFIX,
    });
    const sent = inserted ?? (await findByReference(this.db, outgoing.reference));
    if (sent === undefined) throw new Error(`the sandbox chain lost ${outgoing.reference}`);
    return { txnHash: sent.txnHash };
  }

  async statuses(
    asset: CryptoAssetCode,
    txnHashes: readonly string[],
  ): Promise<Map<string, TransactionStatus>> {
    const found = new Map(
      (await findByHashes(this.db, asset, txnHashes)).map((row) => [row.txnHash, row]),
    );
    const now = this.clock.now().getTime();
    return new Map(
      txnHashes.map((hash): [string, TransactionStatus] => {
        const row = found.get(hash);
        if (row === undefined) return [hash, { state: 'unknown' }];
        if (row.failed) return [hash, { state: 'failed' }];
        const elapsed = Math.max(0, now - row.seenAt.getTime());
        const confirmations = Math.floor(elapsed / 1000 / this.blockSeconds[asset]);
        return [hash, { state: 'pending', confirmations }];
      }),
    );
  }

  async incoming(
    cursor: string | null,
    limit: number,
  ): Promise<{ transactions: IncomingTransaction[]; cursor: string | null }> {
    if (cursor !== null && !/^\d{1,19}$/.test(cursor)) {
      throw new RangeError('a sandbox chain cursor is a transaction id');
    }
    const rows = await this.db.transaction().execute(async (trx) => {
      await lockIncoming(trx);
      return incomingAfter(trx, cursor, limit);
    });
    const last = rows.at(-1);
    return { transactions: rows.map(incomingOf), cursor: last === undefined ? cursor : last.id };
  }

  /**
   * The sandbox controls: a transaction paying `payment.address` appears on the chain, in the
   * caller's transaction (so the scan's job can be sent with it). Answers its hash.
   */
  async receive(trx: Kysely<Schema>, payment: SandboxPayment): Promise<string> {
    await lockIncoming(trx);
    const row = await insertChainTransaction(trx, {
      ...payment,
      txnHash: sandboxTxnHash(payment.asset),
      direction: 'incoming',
      reference: null,
      seenAt: this.clock.now(),
      failed: false,
    });
    if (row === undefined) throw new Error('an incoming sandbox transaction was not inserted');
    return row.txnHash;
  }
}

const incomingOf = (row: ChainRow): IncomingTransaction => ({
  asset: row.asset,
  txnHash: row.txnHash,
  address: row.address,
  tag: row.tag,
  amount: row.amount,
  seenAt: row.seenAt,
});
