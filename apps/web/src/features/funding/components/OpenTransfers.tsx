import type { FundingSide } from '@maple/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { CancelTransferDialog } from '../../../components/funding/CancelTransferDialog';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { StateBadge } from '../../../components/trading/StateBadge';
import { apiErrorOf } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { transferMethodKey } from '../../../lib/funding/transfer-method';
import { availableAt, isOpenTransfer, type Transfer } from '../../../lib/platform/funding-answers';
import { useTransfersQuery } from '../../../lib/platform/transfers-api';
import { ReviewLink } from './ReviewLink';

/** While a transfer moves, the list follows it (the sandbox rail steps every few seconds). */
const followMs = 5_000;
/** The longest wait a browser timer keeps (about 24.8 days); a later release waits for a reload. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * A transfer still moving, a withdrawal waiting for the customer's approval, or a deposit whose
 * funds are still held.
 */
const isUnsettled = (transfer: Transfer, now: number): boolean =>
  isOpenTransfer(transfer) ||
  transfer.state === 'holding' ||
  (transfer.state === 'completed' && (availableAt(transfer)?.getTime() ?? 0) > now);

/**
 * The customer's deposits or withdrawals that are not finished yet, newest first: state, amount,
 * when deposited funds become available, and a cancel button while the rail allows it.
 */
export function OpenTransfers({ side }: { side: FundingSide }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [cancelling, setCancelling] = useState<Transfer | null>(null);
  const [follow, setFollow] = useState(true);
  const list = useTransfersQuery(
    // Crypto transfers have their own list, in their asset (CryptoTransfers).
    { page: 0, side, transferType: 'funding,funding_return' },
    { refetchOnMountOrArgChange: true, pollingInterval: follow ? followMs : 0 },
  );
  const now = Date.now();
  const shown = list.data?.objects.filter((transfer) => isUnsettled(transfer, now)) ?? [];
  const moving = shown.some(isOpenTransfer);
  useEffect(() => setFollow(moving), [moving]);
  // A held deposit leaves the list when its funds become available, a withdrawal waiting for
  // approval when its time to be approved is over (both say when in hold_details): look again then.
  const nextRelease = Math.min(
    ...shown.map((transfer) => availableAt(transfer)?.getTime() ?? Number.POSITIVE_INFINITY),
  );
  const { refetch } = list;
  useEffect(() => {
    const wait = nextRelease - Date.now();
    if (!Number.isFinite(wait) || wait > maxTimerMs) return;
    const timer = setTimeout(() => void refetch(), Math.max(wait, 0) + 1_000);
    return () => clearTimeout(timer);
  }, [nextRelease, refetch]);

  const title = t(
    side === 'deposit' ? 'funding.open.depositsTitle' : 'funding.open.withdrawalsTitle',
  );
  let body: ReactNode;
  if (list.isError) {
    body = (
      <LoadProblem
        title={t('funding.open.loadFailed')}
        error={apiErrorOf(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <PageLoader />;
  } else if (shown.length === 0) {
    body = (
      <p role="status">
        {t(side === 'deposit' ? 'funding.open.noDeposits' : 'funding.open.noWithdrawals')}
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {shown.map((transfer) => {
          const amount = formatUnits(
            transfer.amount ?? transfer.estimated_amount,
            transfer.asset,
            language,
          );
          const until = availableAt(transfer);
          return (
            <li
              key={transfer.guid}
              className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
            >
              <div className="space-y-1">
                <p className="font-semibold tabular-nums">
                  {amount} <span className="font-normal">· {t(transferMethodKey(transfer))}</span>
                </p>
                <p className="text-gray-700 dark:text-gray-300">
                  {formatDateTime(transfer.created_at, language)}
                </p>
                {until && transfer.state === 'completed' && (
                  <p>
                    {t('funding.open.availableFrom', {
                      time: formatDateTime(until.toISOString(), language),
                    })}
                  </p>
                )}
              </div>
              <div className="flex items-center gap-3">
                <StateBadge state={transfer.state} />
                {transfer.state === 'holding' && <ReviewLink amount={amount} />}
                {isOpenTransfer(transfer) && transfer.transfer_type === 'funding' && (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setCancelling(transfer)}
                    aria-label={t('funding.open.cancelOf', { amount })}
                    className={secondaryButtonClasses}
                  >
                    {t('funding.open.cancel')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`open-${side}`} className="space-y-3">
      <h2 id={`open-${side}`} className="text-xl font-semibold">
        {title}
      </h2>
      {body}
      {cancelling && (
        <CancelTransferDialog transfer={cancelling} onClose={() => setCancelling(null)} />
      )}
    </section>
  );
}
