import type { ExternalBankAccount, ExternalWallet } from '@maple/contracts';
import { useEffect, useState } from 'react';
import { type ApiError, apiErrorOf } from '../api/api-error';
import { availableAt, type Transfer } from '../platform/funding-answers';
import type { ListFilter } from '../platform/list-filter';
import { useTransfersQuery } from '../platform/transfers-api';
import { usePendingExternalWalletsQuery } from '../wallets/wallets-api';
import { useStoringBankAccountsQuery } from './bank-accounts-api';
import { useFundingStatusQuery } from './funding-api';

/**
 * What a client asked for through /api without the customer's approval (ADR 58), and a bank
 * account just linked, in the app or through /api (ADR 62), waits until the customer approves it
 * in the app: nothing tells the app when one arrives, so it looks this often.
 */
const pollMs = 30_000;
/** The longest wait a browser timer keeps; a later deadline is looked at again after it. */
const maxTimerMs = 2 ** 31 - 1;

/** The customer's withdrawals that wait `holding`, CAD and crypto alike. */
export const holdingWithdrawals: ListFilter = { page: 0, side: 'withdrawal', state: 'holding' };

interface Waiting {
  /** Unique among withdrawals, wallets and bank accounts. */
  key: string;
  askedAt: string;
  /** Past it, the server refuses the approval; null when not known yet. */
  deadline: Date | null;
}

/** A withdrawal, a wallet or a bank account that waits for the customer's approval. */
export type AwaitingItem =
  | (Waiting & { kind: 'withdrawal'; transfer: Transfer })
  | (Waiting & { kind: 'wallet'; wallet: ExternalWallet })
  | (Waiting & { kind: 'bank_account'; account: ExternalBankAccount });

export const isExpired = (item: Pick<AwaitingItem, 'deadline'>, now: Date): boolean =>
  item.deadline !== null && item.deadline.getTime() <= now.getTime();

const withdrawalItem = (transfer: Transfer): AwaitingItem => ({
  kind: 'withdrawal',
  key: `withdrawal:${transfer.guid}`,
  transfer,
  askedAt: transfer.created_at,
  // A holding withdrawal's hold_details say until when it waits.
  deadline: availableAt(transfer),
});

/**
 * Until when a wallet or a bank account may be approved: their answers have no field for it, so
 * it is the funding status's window (`holds.approval_seconds`) from when it was added; null while
 * that window is not known.
 */
export const approvalDeadline = (
  createdAt: string,
  approvalSeconds: number | undefined,
): Date | null =>
  approvalSeconds === undefined ? null : new Date(Date.parse(createdAt) + approvalSeconds * 1000);

const walletItem = (wallet: ExternalWallet, approvalSeconds: number | undefined): AwaitingItem => ({
  kind: 'wallet',
  key: `wallet:${wallet.guid}`,
  wallet,
  askedAt: wallet.created_at,
  deadline: approvalDeadline(wallet.created_at, approvalSeconds),
});

const bankAccountItem = (
  account: ExternalBankAccount,
  approvalSeconds: number | undefined,
): AwaitingItem => ({
  kind: 'bank_account',
  key: `bank_account:${account.guid}`,
  account,
  askedAt: account.created_at,
  deadline: approvalDeadline(account.created_at, approvalSeconds),
});

const newestFirst = (a: AwaitingItem, b: AwaitingItem): number =>
  Date.parse(b.askedAt) - Date.parse(a.askedAt);

/** Now, told again when the next deadline passes, so an item shows expired without a reload. */
function useDeadlineClock(items: readonly AwaitingItem[]): Date {
  const [, setTicks] = useState(0);
  const now = new Date();
  const next = Math.min(
    ...items
      .map((item) => item.deadline?.getTime() ?? Number.POSITIVE_INFINITY)
      .filter((moment) => moment > now.getTime()),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const wait = Math.min(next - Date.now(), maxTimerMs);
    const timer = setTimeout(() => setTicks((ticks) => ticks + 1), Math.max(wait, 0) + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}

export interface AwaitingApproval {
  /** Newest first; undefined until every list has arrived. */
  items: readonly AwaitingItem[] | undefined;
  /** Why a list could not be read. */
  error: ApiError | null;
  now: Date;
  refetch: () => void;
}

/**
 * The withdrawals waiting `holding`, the wallets waiting `pending` and the bank accounts waiting
 * `storing` for the customer's approval, each with its deadline. The lists are filtered again
 * here: only those states wait.
 */
export function useAwaitingApproval(): AwaitingApproval {
  const options = { refetchOnMountOrArgChange: true, pollingInterval: pollMs };
  const transfers = useTransfersQuery(holdingWithdrawals, options);
  const wallets = usePendingExternalWalletsQuery(undefined, options);
  const accounts = useStoringBankAccountsQuery(undefined, options);
  const approvalSeconds = useFundingStatusQuery().data?.holds.approval_seconds;
  const items =
    transfers.data && wallets.data && accounts.data
      ? [
          ...transfers.data.objects
            .filter((transfer) => transfer.state === 'holding' && transfer.side === 'withdrawal')
            .map(withdrawalItem),
          ...wallets.data
            .filter((wallet) => wallet.state === 'pending')
            .map((wallet) => walletItem(wallet, approvalSeconds)),
          ...accounts.data
            .filter((account) => account.state === 'storing')
            .map((account) => bankAccountItem(account, approvalSeconds)),
        ].sort(newestFirst)
      : undefined;
  const now = useDeadlineClock(items ?? []);
  const failure = transfers.error ?? wallets.error ?? accounts.error;
  return {
    items,
    error: failure === undefined ? null : apiErrorOf(failure),
    now,
    refetch: () => {
      void transfers.refetch();
      void wallets.refetch();
      void accounts.refetch();
    },
  };
}
