import type { CustomerListName, CustomerListPage } from '@maple/contracts';
import type { CustomerDetailContext } from './customer-detail.context.js';
import {
  bankAccountModel,
  sessionModel,
  tradeModel,
  transferModel,
  verificationModel,
  walletModel,
} from './customer-detail.lists.js';

/** Whose list, and the moment that tells a live session from an ended one. */
export interface ListOwner {
  customerGuid: string;
  userId: string;
  now: Date;
}

type Page = { offset: number; limit: number };
type Rows<L extends CustomerListName> = { total: number; objects: CustomerListPage<L>['objects'] };

/** A page of any of the lists, as the route answers it. */
export type ListPage = {
  [L in CustomerListName]: Rows<L> & { page: number; per_page: number };
}[CustomerListName];
type Reader<L extends CustomerListName> = (
  ctx: CustomerDetailContext,
  owner: ListOwner,
  page: Page,
) => Promise<Rows<L>>;

/**
 * How each of the picture's unbounded lists reads a page, newest first, through the module
 * that owns it: the picture reads the first page, `…/{list}` any other.
 */
export const listReaders: { [L in CustomerListName]: Reader<L> } = {
  trades: async (ctx, { customerGuid }, page) => {
    const { trades, total } = await ctx.trades.list({ customerGuid }, page);
    return { total, objects: trades.map(tradeModel) };
  },
  transfers: async (ctx, { customerGuid }, page) => {
    const { transfers, total } = await ctx.funding.transfers.list(
      { customerGuids: [customerGuid] },
      page,
    );
    return { total, objects: transfers.map(transferModel) };
  },
  'bank-accounts': async (ctx, { customerGuid }, page) => {
    const { accounts, total } = await ctx.banking.accounts.list({ customerGuid }, page);
    return { total, objects: accounts.map(bankAccountModel) };
  },
  wallets: async (ctx, { customerGuid }, page) => {
    const { rows, total } = await ctx.wallets.externalWallets.list({ customerGuid }, page);
    return { total, objects: rows.map(walletModel) };
  },
  sessions: async (ctx, { userId, now }, page) => {
    const principal = { kind: 'customer', id: userId } as const;
    const { sessions, total } = await ctx.identity.sessions.page(principal, page);
    return { total, objects: sessions.map((session) => sessionModel(session, now)) };
  },
  verifications: async (ctx, { customerGuid }, page) => {
    const { verifications, total } = await ctx.kyc.verificationHistory(ctx.db, customerGuid, page);
    return { total, objects: verifications.map(verificationModel) };
  },
};
