import { cpaRoutingNumber, institutionName } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { AccountDeletion } from './account-deletion.js';
import type { AggregatedAccount } from './aggregator.js';
import type { BankAccountApprovals } from './bank-account-approvals.js';
import type { BankAccountDirectory, UsableBankAccount } from './bank-account-directory.js';
import type { BankAccountState, HolderCheck } from './banking.tables.js';
import {
  ACCOUNT_NUMBER_INDEX,
  assertDestinationsOpen,
  assertVerified,
  type BankingContext,
  customerNameOf,
  notFound,
  settle,
} from './banking-context.js';
import {
  type BankAccountFilter,
  type BankAccountRow,
  findBankAccount,
  findBankAccounts,
  findLiveByNumber,
  insertBankAccount,
  listBankAccounts,
  updateBankAccount,
} from './external-bank-accounts.repo.js';
import { namesMatch } from './holder-names.js';
import { relinkedSince } from './workflows.repo.js';

export type NewBankAccountRequest = { customerGuid: string; name: string } & (
  | { kind: 'plaid'; publicToken: string; accountId: string }
  | {
      kind: 'raw_routing_details';
      routingNumber: string;
      accountNumber: string;
      /** The name the customer says the account is in; theirs when not given. */
      holderName: string | undefined;
    }
);

/** What a new account is, whichever way it was linked. */
type LinkedDetails = Omit<AggregatedAccount, 'aggregatorAccountId' | 'type'> &
  Pick<BankAccountRow, 'aggregator_account_id' | 'account_type'>;

/**
 * External bank accounts (Cybrid's, docs/product/bank-accounts-and-wallets.md): linked through the
 * aggregator or entered by hand, verified by the aggregator's sign-in or by micro-deposits, and in
 * the customer's own name or accepted by staff before they are usable. Also the
 * `BankAccountDirectory` other modules read.
 */
export class BankAccountsService implements BankAccountDirectory {
  constructor(
    private readonly ctx: BankingContext,
    private readonly approvals: BankAccountApprovals,
    private readonly deletion: AccountDeletion,
  ) {}

  /** POST /api/external_bank_accounts, inside the caller's transaction (Idempotency-Key). */
  async create(trx: Kysely<Schema>, request: NewBankAccountRequest): Promise<BankAccountRow> {
    const { clock, encryption, blindIndex } = this.ctx;
    await assertVerified(this.ctx, trx, request.customerGuid);
    await assertDestinationsOpen(this.ctx, trx, request.customerGuid);
    const now = clock.now();
    const customerName = await customerNameOf(this.ctx, trx, request.customerGuid);
    const details = await this.detailsOf(trx, request, customerName, now);
    const numberIndex = blindIndex.of(
      ACCOUNT_NUMBER_INDEX,
      `${details.institutionNumber}:${details.transitNumber}:${details.accountNumber}`,
    );
    if ((await findLiveByNumber(trx, request.customerGuid, numberIndex)) !== undefined) {
      // createExternalBankAccount documents no 409: a value it refuses, 400 (ADR 69).
      throw new AppError('invalid_value', 'This bank account is already linked', undefined, 400);
    }
    const manual = request.kind === 'raw_routing_details';
    const holder: HolderCheck = namesMatch(details.holderName, customerName)
      ? 'matched'
      : 'mismatched';
    const account = await insertBankAccount(trx, {
      guid: newGuid(),
      customer_guid: request.customerGuid,
      name: request.name,
      account_kind: request.kind,
      // Unusable until its customer approves it (ADR 62); its checks settle its state then.
      state: 'storing',
      failure_code: null,
      holder_check: holder,
      ownership_check: manual ? 'micro_deposits_pending' : 'aggregator',
      linked_at: null,
      approval_expires_at: this.approvals.deadline(now),
      institution_number: details.institutionNumber,
      transit_number: details.transitNumber,
      number_ciphertext: encryption.encrypt(details.accountNumber),
      number_index: numberIndex,
      account_mask: details.accountNumber.slice(-4),
      account_type: details.account_type,
      aggregator_account_id: details.aggregator_account_id,
      holder_ciphertext: encryption.encrypt(details.holderName),
      micro_deposits_expire_at: null,
      now,
    });
    await this.approvals.awaitApproval(trx, account);
    return account;
  }

  private async detailsOf(
    trx: Kysely<Schema>,
    request: NewBankAccountRequest,
    customerName: string,
    now: Date,
  ): Promise<LinkedDetails> {
    if (request.kind === 'plaid') {
      const { aggregatorAccountId, type, ...account } = await this.ctx.aggregator.exchange(
        trx,
        {
          customerGuid: request.customerGuid,
          publicToken: request.publicToken,
          accountId: request.accountId,
          customerName,
        },
        now,
      );
      return { ...account, aggregator_account_id: aggregatorAccountId, account_type: type };
    }
    return {
      institutionNumber: request.routingNumber.slice(1, 4),
      transitNumber: request.routingNumber.slice(4),
      accountNumber: request.accountNumber,
      holderName: request.holderName ?? customerName,
      aggregator_account_id: null,
      account_type: null,
    };
  }

  list(filter: BankAccountFilter, page: { offset: number; limit: number }) {
    return listBankAccounts(this.ctx.db, filter, page);
  }

  /** GET /api/external_bank_accounts/{guid}: the customer's own only (404 otherwise). */
  async get(customerGuid: string, guid: string): Promise<BankAccountRow> {
    const account = await findBankAccount(this.ctx.db, guid, { customerGuid });
    if (account === undefined) throw notFound();
    return account;
  }

  /** The holder's name, decrypted, for `include_pii=true`. */
  holderName(account: BankAccountRow): string {
    return this.ctx.encryption.decrypt(account.holder_ciphertext);
  }

  /**
   * PATCH {state}: `refresh_required` marks an aggregator-linked account's connection stale;
   * `completed` brings it back once re-linked (a `link_token_update` screen completed since),
   * and otherwise answers the account as it stands (completed, or unverified: Cybrid's rule).
   */
  async patch(
    customerGuid: string,
    guid: string,
    target: 'completed' | 'refresh_required',
  ): Promise<BankAccountRow> {
    const { db, clock } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const account = await findBankAccount(trx, guid, { customerGuid, lock: true });
      if (account === undefined) throw notFound();
      const now = clock.now();
      if (target === 'refresh_required') {
        if (account.state === 'refresh_required') return account;
        assertIn(account, ['completed'], 'refreshed');
        if (account.account_kind !== 'plaid') {
          throw new AppError(
            'unprocessable_entity',
            'Only an account linked through the bank-link screen can need a refresh',
          );
        }
        return updateBankAccount(
          trx,
          guid,
          { state: 'refresh_required', refresh_required_at: now },
          now,
        );
      }
      if (account.state === 'completed' || account.state === 'unverified') return account;
      assertIn(account, ['refresh_required'], 'completed');
      const since = account.refresh_required_at ?? account.updated_at;
      if (!(await relinkedSince(trx, guid, since))) {
        throw new AppError(
          'unprocessable_entity',
          'Re-link this bank account first: open the bank-link screen with a link_token_update workflow',
        );
      }
      const settled = settle(account, account.holder_check, account.ownership_check, now);
      return updateBankAccount(trx, guid, { ...settled, refresh_required_at: null }, now);
    });
  }

  /** DELETE: `deleting` now, `deleted` once its job has run; again, the account as it stands. */
  async remove(customerGuid: string, guid: string): Promise<BankAccountRow> {
    const { db, clock } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const account = await findBankAccount(trx, guid, { customerGuid, lock: true });
      if (account === undefined) throw notFound();
      if (account.state === 'deleting' || account.state === 'deleted') return account;
      const now = clock.now();
      const deleting = await updateBankAccount(trx, guid, { state: 'deleting' }, now);
      await this.deletion.schedule(trx, guid);
      return deleting;
    });
  }

  async usableAccount(
    trx: Kysely<Schema>,
    customerGuid: string,
    bankAccountGuid: string,
  ): Promise<UsableBankAccount | undefined> {
    const [usable] = await this.usableAccounts(trx, [{ customerGuid, bankAccountGuid }]);
    return usable;
  }

  /** Many accounts in one statement: per (customer, account) pair, the account if usable. */
  async usableAccounts(
    trx: Kysely<Schema>,
    wanted: readonly { customerGuid: string; bankAccountGuid: string }[],
  ): Promise<(UsableBankAccount | undefined)[]> {
    const rows = await findBankAccounts(
      trx,
      wanted.map((pair) => pair.bankAccountGuid),
    );
    const byGuid = new Map(rows.map((row) => [row.guid, row]));
    return wanted.map(({ customerGuid, bankAccountGuid }) => {
      const account = byGuid.get(bankAccountGuid);
      // Another customer's account is as unknown as a guid that names none.
      if (account === undefined || account.customer_guid !== customerGuid) return undefined;
      return this.usable(account);
    });
  }

  private usable(account: BankAccountRow): UsableBankAccount | undefined {
    if (account.linked_at === null) return undefined;
    if (account.state !== 'completed' && account.state !== 'refresh_required') return undefined;
    const number = account.institution_number;
    return {
      guid: account.guid,
      state: account.state,
      institution: { number, name: institutionName(number) ?? number },
      maskedNumber: `****${account.account_mask}`,
      linkedAt: account.linked_at,
      usableAt: addSeconds(account.linked_at, this.ctx.withdrawalHoldSeconds),
    };
  }

  /** The routing number of an account (not secret: it names a branch, not an account). */
  routingNumberOf(account: BankAccountRow): string {
    return cpaRoutingNumber(account.institution_number, account.transit_number);
  }
}

function assertIn(account: BankAccountRow, states: readonly BankAccountState[], to: string) {
  if (!states.includes(account.state)) {
    throw new AppError('conflict', `This bank account is ${account.state} and cannot be ${to}`);
  }
}
