import { AppError } from '../../infra/errors.js';
import { type BankingContext, settle } from './banking-context.js';
import {
  type BankAccountRow,
  findBankAccount,
  updateBankAccount,
} from './external-bank-accounts.repo.js';

/** Who decides, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string | null;
}

/**
 * The staff decision on an account whose holder is not the verified customer
 * (docs/product/bank-accounts-and-wallets.md: accounts in the customer's own name): accepted, it
 * becomes usable once its other check is done; refused, it fails. Recorded in the audit trail in
 * the same transaction.
 */
export class BankAccountReview {
  constructor(private readonly ctx: BankingContext) {}

  async decide(
    guid: string,
    actor: StaffActor,
    request: { decision: 'accept' | 'reject'; reason: string },
  ): Promise<BankAccountRow> {
    const { db, clock, audit } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const account = await findBankAccount(trx, guid, { lock: true });
      if (account === undefined) throw new AppError('not_found', 'Bank account not found');
      if (account.holder_check !== 'mismatched' || account.state !== 'unverified') {
        throw new AppError(
          'conflict',
          `This bank account is ${account.state}, not awaiting a decision`,
        );
      }
      const now = clock.now();
      const holder = request.decision === 'accept' ? 'accepted' : 'rejected';
      const decided = await updateBankAccount(
        trx,
        guid,
        {
          ...settle(account, holder, account.ownership_check, now),
          decided_by_staff: actor.staffId,
          decision_reason: request.reason,
        },
        now,
      );
      await audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'staff.bank_account_decided',
        requestId: actor.requestId,
        details: {
          external_bank_account_guid: guid,
          customer_guid: account.customer_guid,
          decision: request.decision,
          reason: request.reason,
          state: decided.state,
        },
      });
      return decided;
    });
  }
}
