import { type CryptoAssetCode, isCryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addSeconds, secondsUntil } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { TransactionStatus } from '../chain/chain-network.js';
import { type MailAbout, mailCustomer } from '../funding/funding-mail.js';
import type { Transfer } from '../funding/transfer-row.js';
import { shortAddress } from '../wallets/wallet-rules.js';
import type { CryptoContext } from './crypto-context.js';
import type { ChainScanScheduler, CryptoDeps, DepositScanner } from './ports.js';
import {
  creditCryptoDeposit,
  releaseWithdrawalHold,
  sentAmountOf,
  settleCryptoWithdrawal,
} from './postings.js';

type ChainJob = { kind: 'scan' | 'steps' | 'sweep' };

const BATCH = 100;

/** What the chain said for a transfer, asked outside any transaction. */
type Observation =
  | { step: 'broadcast'; txnHash: string }
  | { step: 'broadcast'; invalidDestination: true }
  | { step: 'confirm'; status: TransactionStatus }
  | { step: 'expire_approval' };

/**
 * The chain's steps of crypto transfers (ADR 23), on the `funding-chain` queue: `scan` turns
 * incoming transactions into deposits, `broadcast` sends a withdrawal, `confirm` follows a
 * transaction's confirmations until it is credited or completed. The chain is asked outside any
 * transaction (a real one is a network call); then the transfer is locked and changed only if
 * it still waits for that step, so a step run twice, or by two workers, changes it once. A
 * sweep every minute does what a lost job would leave.
 */
export class CryptoSteps implements ChainScanScheduler {
  private readonly jobs: JobSender<ChainJob>;
  private deposits: DepositScanner | undefined;

  constructor(
    private readonly ctx: CryptoContext,
    private readonly deps: CryptoDeps,
    jobs: JobQueue,
  ) {
    this.jobs = jobs.register({
      // Named before crypto left funding: migration 0019 created it and its dead-letter queue.
      name: 'funding-chain',
      policy: 'standard',
      data: z.strictObject({ kind: z.enum(['scan', 'steps', 'sweep']) }),
      retryLimit: 10,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      batchSize: 2,
      schedule: { cron: '* * * * *', data: { kind: 'sweep' } },
      handle: async (job) => {
        if (job.data.kind !== 'steps') await this.deposits?.scan();
        await this.runDue();
      },
    });
  }

  /** The deposits' scan (wired after both exist). */
  attachDeposits(deposits: DepositScanner): void {
    this.deposits = deposits;
  }

  /** Sends, in the caller's transaction, the job that scans the chain now. */
  async scheduleScan(db: Kysely<Schema>): Promise<void> {
    await this.jobs.send(db, { kind: 'scan' });
  }

  /**
   * Sends, in the caller's transaction, the job that runs the steps due at `due`: one job per
   * whole second. The database counts a job's delay from its transaction's start, so the job may
   * run a little before `due`, find nothing due and send again: no sooner than a second from now,
   * so the second job's slot is never the running job's own (a singleton would drop it).
   */
  async scheduleSteps(db: Kysely<Schema>, due: Date): Promise<void> {
    const now = this.ctx.clock.now();
    const slot = Math.ceil(Math.max(due.getTime(), now.getTime() + 1000) / 1000);
    const delaySeconds = secondsUntil(new Date(slot * 1000), now);
    await this.jobs.send(
      db,
      { kind: 'steps' },
      { delaySeconds, singletonKey: `steps:${slot}`, singletonSeconds: 60 },
    );
  }

  /** Runs every chain step due now; answers how many changed their transfer. */
  async runDue(): Promise<number> {
    const { db, clock, transfers } = this.ctx;
    let ran = 0;
    const seen = new Set<string>();
    for (;;) {
      const due = (await transfers.chain.dueGuids(db, clock.now(), BATCH)).filter(
        (guid) => !seen.has(guid),
      );
      if (due.length === 0) break;
      for (const guid of due) {
        seen.add(guid);
        if (await this.step(guid)) ran += 1;
      }
    }
    const next = await transfers.chain.nextStepDueAt(db);
    if (next !== undefined) await this.scheduleSteps(db, next);
    return ran;
  }

  /** Runs one transfer's chain step if due; answers whether it changed the transfer. */
  async step(guid: string): Promise<boolean> {
    const { db, clock, transfers } = this.ctx;
    // Read without holding it: the chain is asked outside any transaction.
    const before = await transfers.read(db, guid);
    if (before?.nextStep == null || before.stepDueAt === null || before.stepDueAt > clock.now()) {
      return false;
    }
    const observed = await this.observe(before);
    if (observed === undefined) return false;
    return db.transaction().execute(async (trx) => {
      const transfer = await transfers.lock(trx, guid);
      if (transfer === undefined || transfer.nextStep !== observed.step) return false;
      return this.apply(trx, transfer, observed);
    });
  }

  private async observe(transfer: Transfer): Promise<Observation | undefined> {
    const { asset } = transfer;
    if (!isCryptoAssetCode(asset)) return undefined;
    // Nothing to ask the chain: the approval window closed (ADR 58).
    if (transfer.nextStep === 'expire_approval') return { step: 'expire_approval' };
    if (transfer.nextStep === 'broadcast') {
      const usable =
        transfer.externalWalletGuid === null
          ? undefined
          : await this.ctx.wallets.usableWallet(
              this.ctx.db,
              transfer.customerGuid,
              transfer.externalWalletGuid,
            );
      // Nor is a wallet the deny list refuses now sent to (the list may have grown meanwhile);
      // compliance hears of it as of any hit.
      if (usable === undefined || usable.prohibited) {
        if (usable?.prohibited && transfer.externalWalletGuid !== null) {
          await this.ctx.wallets.reportListedDestination(
            transfer.customerGuid,
            transfer.externalWalletGuid,
          );
        }
        return { step: 'broadcast', invalidDestination: true };
      }
      const { wallet } = usable;
      // The wallet gets the quote's receive amount: the network fee comes out of what is taken.
      const sent = await this.deps.chain.send({
        reference: transfer.guid,
        asset,
        address: wallet.address,
        tag: wallet.tag,
        amount: sentAmountOf({
          asset,
          amount: transfer.estimatedAmount,
          networkFee: transfer.estimatedNetworkFee ?? 0n,
          networkFeeAsset: transfer.networkFeeAsset ?? asset,
        }),
      });
      return { step: 'broadcast', txnHash: sent.txnHash };
    }
    if (transfer.nextStep !== 'confirm' || transfer.txnHash === null) return undefined;
    const statuses = await this.deps.chain.statuses(asset, [transfer.txnHash]);
    return { step: 'confirm', status: statuses.get(transfer.txnHash) ?? { state: 'unknown' } };
  }

  private async apply(trx: Kysely<Schema>, transfer: Transfer, seen: Observation) {
    const now = this.ctx.clock.now();
    if (!isCryptoAssetCode(transfer.asset)) return false;
    const later = addSeconds(now, this.deps.settings.blockSeconds[transfer.asset]);
    if (seen.step === 'expire_approval') {
      return this.fail(trx, transfer, 'customer_action_required');
    }
    if (seen.step === 'broadcast') {
      if ('invalidDestination' in seen) return this.fail(trx, transfer, 'invalid_destination');
      await this.ctx.transfers.update(trx, transfer.guid, {
        txn_hash: seen.txnHash,
        confirmations: 0,
        required_confirmations: this.deps.settings.requiredConfirmations[transfer.asset],
        next_step: 'confirm',
        step_due_at: later,
        updated_at: now,
      });
      await this.scheduleSteps(trx, later);
      return true;
    }
    const { status } = seen;
    if (status.state === 'failed') return this.fail(trx, transfer, 'internal_error');
    const confirmations = status.state === 'pending' ? status.confirmations : 0;
    const required = transfer.requiredConfirmations ?? 1;
    if (confirmations < required) {
      await this.ctx.transfers.update(trx, transfer.guid, {
        confirmations,
        step_due_at: later,
        updated_at: now,
      });
      await this.scheduleSteps(trx, later);
      return confirmations !== transfer.confirmations;
    }
    await this.complete(trx, transfer, confirmations);
    return true;
  }

  private async complete(trx: Kysely<Schema>, transfer: Transfer, confirmations: number) {
    const { asset } = transfer;
    if (!isCryptoAssetCode(asset)) return;
    const amount = transfer.estimatedAmount;
    const now = this.ctx.clock.now();
    const networkFee = transfer.estimatedNetworkFee ?? 0n;
    const feeAsset = transfer.networkFeeAsset ?? asset;
    if (transfer.side === 'deposit') {
      await creditCryptoDeposit(this.ctx, trx, { ...transfer, asset, amount });
      await this.tellCredited(trx, transfer, asset);
    } else {
      if (!isCryptoAssetCode(feeAsset)) throw new Error(`network fee in ${feeAsset}`);
      await settleCryptoWithdrawal(this.ctx, trx, {
        ...transfer,
        asset,
        amount,
        networkFee,
        networkFeeAsset: feeAsset,
      });
    }
    await this.ctx.transfers.update(trx, transfer.guid, {
      state: 'completed',
      amount,
      confirmations,
      ...(transfer.side === 'withdrawal'
        ? { network_fee: networkFee, network_fee_asset: feeAsset }
        : {}),
      next_step: null,
      step_due_at: null,
      updated_at: now,
    });
    const screen = transfer.side === 'deposit' ? 'deposits' : 'withdrawals';
    const address = await this.addressOf(trx, transfer);
    const about: MailAbout = { customerGuid: transfer.customerGuid, screen, event: transfer.guid };
    await mailCustomer(this.ctx, trx, about, (name, link, { at }) =>
      transfer.side === 'deposit'
        ? { template: 'crypto_deposit_received', name, link, asset, amount, at, address }
        : {
            template: 'crypto_withdrawal_sent',
            name,
            link,
            asset,
            amount,
            txnHash: transfer.txnHash ?? '',
            at,
            address,
          },
    );
    // A withdrawal is confirmed once the chain confirms it, not when it is broadcast.
    await this.ctx.confirmations.confirm(trx, [transfer.guid], now);
  }

  /**
   * The address an e-mail names, shortened (docs/product/data.md): the deposit address paid, or the
   * wallet withdrawn to; null when it is gone (a wallet removed since).
   */
  private async addressOf(trx: Kysely<Schema>, transfer: Transfer): Promise<string | null> {
    const { customerGuid, depositAddressGuid, externalWalletGuid } = transfer;
    const { wallets } = this.ctx;
    const address =
      transfer.side === 'deposit'
        ? depositAddressGuid === null
          ? undefined
          : await wallets.depositAddressText(trx, customerGuid, depositAddressGuid)
        : externalWalletGuid === null
          ? undefined
          : (await wallets.usableWallet(trx, customerGuid, externalWalletGuid))?.wallet.address;
    return address === undefined ? null : shortAddress(address);
  }

  /** Tells of the credited deposit, valued now (its value when first seen if the market has none). */
  private async tellCredited(trx: Kysely<Schema>, transfer: Transfer, asset: CryptoAssetCode) {
    const amount = transfer.estimatedAmount;
    const { txnHash, depositAddressGuid } = transfer;
    if (txnHash === null || depositAddressGuid === null) {
      throw new Error(`crypto deposit ${transfer.guid} has no transaction or address`);
    }
    await this.ctx.receipts.credited(trx, {
      transferGuid: transfer.guid,
      customerGuid: transfer.customerGuid,
      asset,
      amount,
      cadValue: this.ctx.prices.cadCentsOf(asset, amount) ?? transfer.cadValue,
      txnHash,
      depositAddressGuid,
    });
  }

  /**
   * Failed on the chain, or never approved: a withdrawal's hold is released, nothing was
   * credited; mailed.
   */
  private async fail(
    trx: Kysely<Schema>,
    transfer: Transfer,
    code: 'internal_error' | 'invalid_destination' | 'customer_action_required',
  ): Promise<boolean> {
    const { asset } = transfer;
    if (!isCryptoAssetCode(asset)) return false;
    if (transfer.side === 'withdrawal') await releaseWithdrawalHold(this.ctx, trx, transfer.guid);
    await this.ctx.transfers.update(trx, transfer.guid, {
      state: 'failed',
      failure_code: code,
      next_step: null,
      step_due_at: null,
      updated_at: this.ctx.clock.now(),
    });
    const screen = transfer.side === 'deposit' ? 'deposits' : 'withdrawals';
    const address = await this.addressOf(trx, transfer);
    const about: MailAbout = { customerGuid: transfer.customerGuid, screen, event: transfer.guid };
    await mailCustomer(this.ctx, trx, about, (name, link, { at }) => ({
      at,
      address,
      template: 'crypto_transfer_failed',
      name,
      link,
      side: transfer.side,
      ...(code === 'customer_action_required' ? { reason: 'not_approved' as const } : {}),
      asset,
      amount: transfer.estimatedAmount,
    }));
    return true;
  }
}
