import {
  CUSTOMER_DETAIL_LATEST,
  type CustomerAction,
  type CustomerDetail,
  type CustomerListName,
  customerActionPermission,
  customerActions,
  type LedgerHistory,
  type RevealedProfile,
  type StaffRole,
} from '@maple/contracts';
import type { AssetCode } from '@maple/money';
import { AppError } from '../../infra/errors.js';
import { mayStaff } from '../../infra/http/staff-permissions.js';
import {
  type CustomerDetailContext,
  recordStaffEvent,
  type StaffActor,
  securityOf,
} from './customer-detail.context.js';
import { accountModels, limitModel } from './customer-detail.lists.js';
import { profileModel, revealedProfile } from './customer-detail.models.js';
import { type ListOwner, type ListPage, listReaders } from './customer-list-pages.js';
import type { CustomerNotes } from './customer-notes.service.js';

const latest = { offset: 0, limit: CUSTOMER_DETAIL_LATEST };

/**
 * The back office's picture of one customer (docs/product/roles.md): each part read through its
 * module, the first page of each list only (`listPage` gives the others), personal data masked.
 * Every read is audited; revealing the personal data needs a reason, recorded with it.
 */
export class CustomerDetailService {
  constructor(
    private readonly ctx: CustomerDetailContext,
    private readonly notes: CustomerNotes,
  ) {}

  async picture(guid: string, actor: StaffActor, role: StaffRole): Promise<CustomerDetail> {
    const { ctx } = this;
    const { db } = ctx;
    const customer = await ctx.customers.find(db, guid);
    const user = await ctx.customers.holderOf(db, guid);
    const owner: ListOwner = { customerGuid: guid, userId: user.id, now: ctx.clock.now() };
    const first = <L extends CustomerListName>(list: L) => listReaders[list](ctx, owner, latest);
    const [identity, data, security, accounts, verifications] = await Promise.all([
      ctx.kyc.identityOf(guid),
      ctx.kyc.personalDataOf(db, guid),
      securityOf(ctx, db, guid, user),
      ctx.accounts.list(db, { customerGuid: guid }, { offset: 0, limit: 100 }),
      first('verifications'),
    ]);
    const [trades, transfers, banks, wallets, sessions, limits, notes] = await Promise.all([
      first('trades'),
      first('transfers'),
      first('bank-accounts'),
      first('wallets'),
      first('sessions'),
      ctx.limits.summary(guid),
      this.notes.list(db, guid, latest),
    ]);
    await recordStaffEvent(ctx, db, actor, 'staff.customer_viewed', { customer_guid: guid });
    return {
      profile: profileModel(customer, user, identity, data),
      security,
      accounts: accountModels(accounts.accounts),
      verifications,
      trades,
      transfers,
      bank_accounts: banks,
      wallets,
      sessions,
      limits: limits.limits.map(limitModel),
      notes,
      permitted: permittedTo(role),
    };
  }

  /** A page of one of the customer's lists, newest first (audited as a read of the customer). */
  async listPage(
    guid: string,
    list: CustomerListName,
    page: { page: number; per_page: number },
    actor: StaffActor,
  ): Promise<ListPage> {
    const { ctx } = this;
    await ctx.customers.find(ctx.db, guid);
    const user = await ctx.customers.holderOf(ctx.db, guid);
    const owner: ListOwner = { customerGuid: guid, userId: user.id, now: ctx.clock.now() };
    const rows = await listReaders[list](ctx, owner, {
      offset: page.page * page.per_page,
      limit: page.per_page,
    });
    await recordStaffEvent(ctx, ctx.db, actor, 'staff.customer_list_viewed', {
      customer_guid: guid,
      list,
      page: page.page,
    });
    return { page: page.page, per_page: page.per_page, ...rows };
  }

  /** A page of the customer's notes, newest first (audited as a read of the customer). */
  async notesPage(
    guid: string,
    page: { page: number; per_page: number },
    actor: StaffActor,
  ): Promise<Awaited<ReturnType<CustomerNotes['list']>>> {
    const { ctx } = this;
    await ctx.customers.find(ctx.db, guid);
    const found = await this.notes.list(ctx.db, guid, {
      offset: page.page * page.per_page,
      limit: page.per_page,
    });
    await recordStaffEvent(ctx, ctx.db, actor, 'staff.customer_notes_viewed', {
      customer_guid: guid,
    });
    return found;
  }

  /** The personal data in full, for a stated reason (recorded; the data itself never is). */
  async reveal(guid: string, actor: StaffActor, reason: string): Promise<RevealedProfile> {
    const { ctx } = this;
    return ctx.db.transaction().execute(async (trx) => {
      await ctx.customers.find(trx, guid);
      const data = await ctx.kyc.personalDataOf(trx, guid);
      await recordStaffEvent(ctx, trx, actor, 'staff.customer_personal_data_revealed', {
        customer_guid: guid,
        reason,
      });
      return revealedProfile(data);
    });
  }

  /** A page of the customer's account in `asset`: its postings newest first, with balances. */
  async ledger(
    guid: string,
    asset: AssetCode,
    page: { page: number; per_page: number },
    actor: StaffActor,
  ): Promise<LedgerHistory> {
    const { ctx } = this;
    await ctx.customers.find(ctx.db, guid);
    const { accounts } = await ctx.accounts.list(
      ctx.db,
      { customerGuid: guid, assets: [asset] },
      { offset: 0, limit: 1 },
    );
    const [account] = accounts;
    if (account === undefined) throw new AppError('not_found', `No ${asset} account`);
    // One more than the page: whether an older page exists, without counting the history.
    const lines = await ctx.ledger.history(ctx.db, account.guid, {
      offset: page.page * page.per_page,
      limit: page.per_page + 1,
    });
    await recordStaffEvent(ctx, ctx.db, actor, 'staff.customer_ledger_viewed', {
      customer_guid: guid,
      asset,
      page: page.page,
    });
    return {
      asset,
      page: page.page,
      per_page: page.per_page,
      has_more: lines.length > page.per_page,
      objects: lines.slice(0, page.per_page).map((line) => ({
        posting_id: line.postingId.toString(),
        entry_id: line.entryId.toString(),
        kind: line.kind,
        reference: line.reference,
        amount: line.amount.toString(),
        balance_after: line.balanceAfter.toString(),
        created_at: line.createdAt.toISOString(),
      })),
    };
  }
}

/** What a role may do on the page, from the permission matrix the server enforces. */
function permittedTo(role: StaffRole): CustomerDetail['permitted'] {
  return {
    reveal: mayStaff(role, 'compliance'),
    notes: mayStaff(role, 'support'),
    actions: customerActions.filter((action: CustomerAction) =>
      mayStaff(role, customerActionPermission[action]),
    ),
  };
}
