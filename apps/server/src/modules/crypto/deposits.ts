import type { TravelRuleAnswer } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { IncomingTransaction } from '../chain/chain-network.js';
import type { SandboxChain, SandboxPayment } from '../chain/sandbox-chain.js';
import type { Transfer } from '../funding/transfer-row.js';
import type { CryptoContext } from './crypto-context.js';
import { lockCursor, readCursor, saveCursor } from './deposit-cursors.repo.js';
import type { ChainScanScheduler, CryptoDeps } from './ports.js';
import { TRAVEL_RULE_CENTS } from './quote.service.js';

/** Incoming transactions read from the chain at a time. */
const PAGE = 100;

/**
 * Incoming crypto deposits (docs/product/lifecycles.md, ADR 23): the scan reads the chain's
 * incoming transactions after its cursor, and each one paying a customer's deposit address becomes
 * a pending `crypto` deposit that the `confirm` step credits once it has its asset's confirmations.
 * One paying no customer's address stays on the chain (a warning, without the address). Also the
 * sandbox's controls and the travel rule's answer.
 */
export class CryptoDeposits {
  /** Told of each incoming transaction that pays no deposit address (the app logs a warning). */
  unmatchedObserver: ((unmatched: { asset: CryptoAssetCode; txnHash: string }) => void) | undefined;

  constructor(
    private readonly ctx: CryptoContext,
    private readonly deps: CryptoDeps,
    private readonly steps: ChainScanScheduler,
  ) {}

  /** Reads the chain until it has nothing new; answers how many deposits it made. */
  async scan(): Promise<number> {
    let made = 0;
    for (;;) {
      const from = await readCursor(this.ctx.db);
      const page = await this.deps.chain.incoming(from, PAGE);
      if (page.transactions.length === 0) return made;
      const stored = await this.ctx.db.transaction().execute(async (trx) => {
        const now = this.ctx.clock.now();
        // Another scan moved the cursor meanwhile: read again from where it stopped.
        if ((await lockCursor(trx, now)) !== from) return undefined;
        let count = 0;
        for (const incoming of page.transactions) {
          if (await this.deposit(trx, incoming)) count += 1;
        }
        await saveCursor(trx, page.cursor, now);
        return count;
      });
      made += stored ?? 0;
    }
  }

  /** Makes the deposit of one incoming transaction, unless it pays nobody or exists already. */
  private async deposit(trx: Kysely<Schema>, incoming: IncomingTransaction): Promise<boolean> {
    const { asset, txnHash, amount } = incoming;
    const owner = await this.ctx.wallets.depositAddressAt(trx, incoming);
    if (owner === undefined) {
      this.unmatchedObserver?.({ asset, txnHash });
      return false;
    }
    const depositAddressGuid = owner.guid;
    const { transfers } = this.ctx;
    if (await transfers.chain.depositExists(trx, { asset, txnHash, depositAddressGuid })) {
      return false;
    }
    const now = this.ctx.clock.now();
    const guid = newGuid();
    const quoteGuid = newGuid();
    const cadValue = this.ctx.prices.cadCentsOf(asset, amount) ?? null;
    await transfers.quotes.insertForDeposit(trx, {
      guid: quoteGuid,
      customerGuid: owner.customerGuid,
      asset,
      amount,
      cadValue,
      transferGuid: guid,
      now,
    });
    await transfers.insert(trx, {
      guid,
      customerGuid: owner.customerGuid,
      transferType: 'crypto',
      side: 'deposit',
      asset,
      rail: null,
      state: 'pending',
      estimatedAmount: amount,
      fee: 0n,
      quoteGuid,
      accountGuid: owner.accountGuid,
      externalBankAccountGuid: null,
      referenceTransferGuid: null,
      plannedOutcome: 'complete',
      plannedFailure: null,
      nextStep: 'confirm',
      stepDueAt: now,
      etransferRecipient: null,
      etransferQuestion: null,
      etransferAnswerCiphertext: null,
      etransferReferenceCode: null,
      depositAddressGuid,
      txnHash,
      confirmations: 0,
      requiredConfirmations: this.deps.settings.requiredConfirmations[asset],
      cadValue,
      // Unpriced (the market is down): asked, rather than letting a large one pass unasked.
      travelRuleRequired: cadValue === null || cadValue >= TRAVEL_RULE_CENTS,
      createdAt: now,
      updatedAt: now,
    });
    await this.steps.scheduleSteps(trx, now);
    return true;
  }

  /** Whether the sandbox chain's controls exist here (never in production). */
  get sandboxControls(): boolean {
    return this.deps.sandbox !== undefined;
  }

  private sandbox(): SandboxChain {
    const { sandbox } = this.deps;
    if (sandbox === undefined) throw new AppError('not_found', 'Not found');
    return sandbox;
  }

  /** The sandbox control: a transaction pays the customer's own deposit address of `asset`. */
  async sandboxDeposit(customerGuid: string, asset: CryptoAssetCode, amount: bigint) {
    const chain = this.sandbox();
    return this.ctx.db.transaction().execute(async (trx) => {
      const address = await this.ctx.wallets.depositAddressOf(trx, customerGuid, asset);
      const txnHash = await chain.receive(trx, {
        asset,
        address: address.address,
        tag: address.tag,
        amount,
      });
      await this.steps.scheduleScan(trx);
      return { txnHash, depositAddressGuid: address.guid };
    });
  }

  /** The operator's control: any transaction to any address of the sandbox chain. */
  async sandboxIncoming(payment: SandboxPayment): Promise<string> {
    const chain = this.sandbox();
    return this.ctx.db.transaction().execute(async (trx) => {
      const txnHash = await chain.receive(trx, payment);
      await this.steps.scheduleScan(trx);
      return txnHash;
    });
  }

  /**
   * Records who sent a deposit that needs the travel rule's answer (a third party's name and
   * address encrypted); 404 for another customer's transfer, 409 when not asked or answered.
   */
  async answerTravelRule(
    customerGuid: string,
    transferGuid: string,
    answer: TravelRuleAnswer,
  ): Promise<Transfer> {
    const { db, encryption, clock, transfers } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const owned = await transfers.find(trx, customerGuid, transferGuid);
      const transfer = owned === undefined ? undefined : await transfers.lock(trx, owned.guid);
      if (
        transfer === undefined ||
        transfer.transferType !== 'crypto' ||
        transfer.side !== 'deposit'
      ) {
        throw new AppError('not_found', 'Transfer not found');
      }
      if (!transfer.travelRuleRequired) {
        throw new AppError('conflict', 'This deposit needs no travel rule answer');
      }
      if (transfer.travelRuleAnsweredAt !== null) {
        throw new AppError('conflict', 'The travel rule was answered for this deposit already');
      }
      const third = answer.party === 'third_party';
      return transfers.update(trx, transfer.guid, {
        travel_rule_party: answer.party,
        travel_rule_name_ciphertext: third && answer.name ? encryption.encrypt(answer.name) : null,
        travel_rule_address_ciphertext:
          third && answer.address ? encryption.encrypt(answer.address) : null,
        travel_rule_answered_at: clock.now(),
        updated_at: clock.now(),
      });
    });
  }
}
