import { withdrawalBinding } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { withinUnitOfWork } from '../../infra/db/unit-of-work.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { recordAttestedTransfers } from '../funding/bank-attestations.js';
import { transferReference } from '../funding/funding-context.js';
import { approvalMail, mailCustomers } from '../funding/funding-mail.js';
import type { CryptoWithdrawalRequest } from '../funding/transfer-kinds.js';
import type { NewTransfer, Transfer } from '../funding/transfer-row.js';
import type { CryptoQuote } from '../funding/transfer-store.js';
import {
  heldRefusal,
  lockedRefusal,
  unverifiedRefusal,
  withdrawalStandings,
} from '../funding/withdrawal-rules.js';
import type { CheckedUsage, UsageRequest } from '../limits/limits.service.js';
import { shortAddress } from '../wallets/wallet-rules.js';
import type { CryptoContext } from './crypto-context.js';
import type { ChainStepScheduler } from './ports.js';
import { travelRuleApplies } from './quote.service.js';

/** What the checks found for a request that may go ahead. */
interface Checked {
  guid: string;
  quote: CryptoQuote;
  /** The crypto limit's check, recorded once the amount is held. */
  limits: CheckedUsage;
  usage: UsageRequest;
  userId: string;
  /** The customer's trading account of the asset: its guid and the ledger account behind it. */
  account: { guid: string; ledgerAccountId: bigint };
  /** The wallet's address, which an approval's e-mail names shortened. */
  address: string;
}

/**
 * Crypto withdrawals created (docs/product/bank-accounts-and-wallets.md, ADR 23): a crypto transfer
 * quote becomes a transfer to one of the customer's usable wallets, its amount held on their
 * trading account of the asset. Every refusal comes before the first write (the confirmation
 * spent), so a refused request writes nothing. Worth the approval threshold or more, it waits for
 * staff (`reviewing`); else it is `pending` and the chain's `broadcast` step is due at once.
 */
export class CryptoWithdrawalCreation {
  constructor(
    private readonly ctx: CryptoContext,
    private readonly chainSteps: ChainStepScheduler,
  ) {}

  /** Creates the withdrawals in the caller's transaction, one after the other. */
  async createAll(
    trx: Kysely<Schema>,
    requests: readonly CryptoWithdrawalRequest[],
  ): Promise<ItemOutcome<Transfer>[]> {
    const outcomes: ItemOutcome<Transfer>[] = [];
    for (const request of requests) {
      const checked = await this.check(trx, request).catch((error: unknown) => {
        if (error instanceof AppError) return error;
        throw error;
      });
      outcomes.push(
        checked instanceof AppError
          ? { ok: false, error: checked }
          : { ok: true, value: await this.create(trx, request, checked) },
      );
    }
    return outcomes;
  }

  /** Every rule a withdrawal meets, in the order a customer would fix them; writes nothing. */
  private async check(trx: Kysely<Schema>, request: CryptoWithdrawalRequest): Promise<Checked> {
    const { ctx } = this;
    const { customerGuid } = request;
    if ((await ctx.customers.unverifiedAmong(trx, [customerGuid])).has(customerGuid)) {
      throw unverifiedRefusal();
    }
    const quote = await this.usableQuote(trx, request);
    const standing = (await withdrawalStandings(ctx, trx, [customerGuid])).get(customerGuid);
    if (standing === undefined) throw new Error('a withdrawal without its standing');
    if (standing.hold !== undefined) throw heldRefusal(standing.hold);
    const lock = await ctx.wallets.withdrawalLock(trx, customerGuid);
    if (lock !== undefined) throw lockedRefusal(lock);
    const address = await this.checkWallet(trx, request, quote);
    if (request.travelRule === undefined && travelRuleApplies(quote)) {
      throw travelRuleRefusal();
    }
    const guid = newGuid();
    const usage: UsageRequest = {
      customerGuid,
      kind: 'crypto_withdrawal',
      amount: quote.cadValue,
      reference: transferReference(guid),
    };
    const checked = await ctx.limits.check(trx, [usage]);
    const exceeded = checked.outcomes[0];
    if (exceeded !== undefined) throw exceeded;
    const [account] = await ctx.accounts.ledgerAccountsOf(trx, [
      { customerGuid, asset: quote.asset },
    ]);
    if (account === undefined) {
      throw new AppError(
        'unprocessable_entity',
        `You have no ${quote.asset} account to withdraw from`,
      );
    }
    return { guid, quote, limits: checked, usage, userId: standing.userId, account, address };
  }

  /** The customer's crypto transfer quote, unused and unexpired. */
  private async usableQuote(
    trx: Kysely<Schema>,
    request: CryptoWithdrawalRequest,
  ): Promise<CryptoQuote> {
    const { transfers } = this.ctx;
    const quote = await transfers.quotes.find(trx, request.customerGuid, request.quoteGuid);
    if (quote === undefined) throw new AppError('no_quote', 'Quote not found');
    if (quote.transferGuid !== null) {
      throw new AppError('quote_already_exists', 'A transfer already exists for this quote');
    }
    if (quote.expiresAt <= this.ctx.clock.now()) {
      throw new AppError('quote_expired', 'The quote has expired; ask for a new one');
    }
    return quote;
  }

  /**
   * The customer's own completed wallet of the quote's asset, not denied, past its cooldown:
   * answers its address.
   */
  private async checkWallet(
    trx: Kysely<Schema>,
    request: CryptoWithdrawalRequest,
    quote: CryptoQuote,
  ): Promise<string> {
    const usable = await this.ctx.wallets.usableWallet(
      trx,
      request.customerGuid,
      request.walletGuid,
    );
    if (usable === undefined)
      throw new AppError('invalid_external_wallet', 'ExternalWallet not found');
    if (usable.prohibited) {
      const message = 'This address cannot receive withdrawals from this platform';
      throw new AppError('prohibited_address', message, [
        { path: 'body.external_wallet_guid', message },
      ]);
    }
    if (usable.wallet.asset !== quote.asset) {
      const message = `This wallet receives ${usable.wallet.asset}, not ${quote.asset}`;
      throw new AppError('unprocessable_entity', message, [
        { path: 'body.external_wallet_guid', message },
      ]);
    }
    if (usable.usableAt > this.ctx.clock.now()) {
      throw new AppError(
        'withdrawals_held',
        `A newly added wallet receives withdrawals from ${usable.usableAt.toISOString()}.`,
      );
    }
    return usable.wallet.address;
  }

  /**
   * Spends the confirmation bound to this quote and wallet (its first write), claims the quote,
   * holds the amount and stores the transfer; short of funds, it is stored failed
   * (`non_sufficient_funds`), as a CAD withdrawal is. Without a confirmation it is stored
   * `holding` and the customer is asked to approve it (ADR 58).
   */
  private async create(
    trx: Kysely<Schema>,
    request: CryptoWithdrawalRequest,
    { guid, quote, limits, usage, userId, account, address }: Checked,
  ): Promise<Transfer> {
    const { ctx } = this;
    if (request.confirmationToken !== undefined) {
      await ctx.otp.spendConfirmation(trx, request.confirmationToken, {
        userId,
        purpose: 'withdrawal',
        binding: withdrawalBinding(quote.guid, request.walletGuid),
      });
    }
    if (!(await ctx.transfers.quotes.claim(trx, quote.guid, guid))) {
      // Claimed by a concurrent request since it was read: this one rolls back whole.
      throw new AppError('quote_already_exists', 'A transfer already exists for this quote');
    }
    // The hold and the usage are written now, in one statement, before the transfer row.
    const short = await withinUnitOfWork(trx, async (uow) => {
      const [held] = await ctx.ledger.placeHolds(uow, [
        {
          accountId: account.ledgerAccountId,
          amount: quote.deliverAmount,
          reference: transferReference(guid),
        },
      ]);
      const short = held === 'insufficient_funds';
      limits.record(uow, short ? [] : [usage]);
      await uow.flush();
      return short;
    });
    const transfer = await ctx.transfers.insert(
      trx,
      this.newTransfer(request, quote, account.guid, guid, short),
    );
    // Compliance sums withdrawals below the travel rule's threshold (splitting to avoid it).
    if (!short) {
      await ctx.sends.sent(trx, {
        transferGuid: guid,
        customerGuid: request.customerGuid,
        asset: quote.asset,
        amount: quote.deliverAmount,
        cadValue: quote.cadValue,
      });
    }
    // To the chain now, unless it waits for staff (or failed for want of funds); a `holding`
    // one's step is its expiry.
    if (transfer.stepDueAt !== null) await this.chainSteps.scheduleSteps(trx, transfer.stepDueAt);
    if (request.attestedBy !== undefined) {
      await recordAttestedTransfers(ctx, trx, [{ transfer, clientId: request.attestedBy }]);
    }
    if (transfer.state === 'holding') {
      await mailCustomers(ctx, trx, [
        approvalMail(transfer, { kind: 'wallet', address: shortAddress(address) }),
      ]);
    }
    return transfer;
  }

  /**
   * A `holding` withdrawal its customer approved (ADR 58), locked by the caller: on as if just
   * made with the approval, to staff over the threshold, else to the chain now.
   */
  async approved(trx: Kysely<Schema>, transfer: Transfer): Promise<Transfer> {
    const now = this.ctx.clock.now();
    const next = this.nextOf(transfer.cadValue ?? 0n, now);
    const approved = await this.ctx.transfers.update(trx, transfer.guid, {
      state: next.state,
      next_step: next.nextStep,
      step_due_at: next.stepDueAt,
      updated_at: now,
    });
    if (approved.stepDueAt !== null) await this.chainSteps.scheduleSteps(trx, approved.stepDueAt);
    return approved;
  }

  /** Where a withdrawal goes once approved: to staff over the threshold, else to the chain now. */
  private nextOf(cadValue: bigint, now: Date) {
    return cadValue >= this.ctx.config.approvalThresholdCents
      ? { state: 'reviewing' as const, nextStep: null, stepDueAt: null }
      : { state: 'pending' as const, nextStep: 'broadcast' as const, stepDueAt: now };
  }

  /** Where a new withdrawal stands: failed for want of funds, waiting for its approval, or on. */
  private stateOf(request: CryptoWithdrawalRequest, quote: CryptoQuote, short: boolean) {
    const now = this.ctx.clock.now();
    if (short) {
      return {
        state: 'failed' as const,
        failureCode: 'non_sufficient_funds' as const,
        nextStep: null,
        stepDueAt: null,
      };
    }
    // Without the customer's approval, or a bank's token vouching for it (ADR 61), it waits.
    if (request.confirmationToken === undefined && request.attestedBy === undefined) {
      const window = this.ctx.config.approvalWindowSeconds;
      return {
        state: 'holding' as const,
        nextStep: 'expire_approval' as const,
        stepDueAt: addSeconds(now, window),
      };
    }
    return this.nextOf(quote.cadValue, now);
  }

  private newTransfer(
    request: CryptoWithdrawalRequest,
    quote: CryptoQuote,
    accountGuid: string,
    guid: string,
    short: boolean,
  ): NewTransfer {
    const { ctx } = this;
    const now = ctx.clock.now();
    const travel = request.travelRule;
    const state = this.stateOf(request, quote, short);
    return {
      guid,
      customerGuid: request.customerGuid,
      transferType: 'crypto',
      side: 'withdrawal',
      asset: quote.asset,
      rail: null,
      ...state,
      estimatedAmount: quote.deliverAmount,
      fee: 0n,
      quoteGuid: quote.guid,
      accountGuid,
      externalBankAccountGuid: null,
      referenceTransferGuid: null,
      plannedOutcome: 'complete',
      plannedFailure: null,
      etransferRecipient: null,
      etransferQuestion: null,
      etransferAnswerCiphertext: null,
      etransferReferenceCode: null,
      externalWalletGuid: request.walletGuid,
      estimatedNetworkFee: quote.networkFee,
      networkFeeAsset: quote.asset,
      cadValue: quote.cadValue,
      travelRuleRequired: travelRuleApplies(quote),
      travelRuleParty: travel?.party ?? null,
      travelRuleNameCiphertext:
        travel?.name === undefined ? null : ctx.encryption.encrypt(travel.name),
      travelRuleAddressCiphertext:
        travel?.address === undefined ? null : ctx.encryption.encrypt(travel.address),
      travelRuleAnsweredAt: travel === undefined ? null : now,
      createdAt: now,
      updatedAt: now,
    };
  }
}

const travelRuleRefusal = () => {
  const message =
    'A withdrawal worth CAD 1,000 or more says whose wallet it goes to: answer travel_rule';
  return new AppError('travel_rule_required', message, [{ path: 'body.travel_rule', message }]);
};
