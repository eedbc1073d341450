import type { FundingSide } from '@maple/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { CancelTransferDialog } from '../../../components/funding/CancelTransferDialog';
import { TxnHash } from '../../../components/funding/TxnHash';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { StateBadge } from '../../../components/trading/StateBadge';
import { apiErrorOf } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import {
  isOpenTransfer,
  needsTravelRule,
  type Transfer,
} from '../../../lib/platform/funding-answers';
import { useTransfersQuery } from '../../../lib/platform/transfers-api';
import { CryptoTransferState } from './CryptoTransferState';
import { DepositTravelRule } from './DepositTravelRule';
import { ReviewLink } from './ReviewLink';

/** While a transfer moves, the list follows it (the sandbox chain makes a block every few seconds). */
const followMs = 3_000;
/** Finished transfers shown under the open ones, so a credited deposit is seen to arrive. */
const recentShown = 5;

/**
 * The customer's crypto deposits or withdrawals: those waiting for the customer's approval (a
 * link to /approvals), those still moving with their confirmations, then the latest finished
 * ones with their transaction hashes. A withdrawal awaiting staff approval can be cancelled; a
 * deposit worth CAD 1,000 or more asks who sent it (the travel rule).
 */
export function CryptoTransfers({ side }: { side: FundingSide }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<Transfer | null>(null);
  const [follow, setFollow] = useState(true);
  const list = useTransfersQuery(
    { page: 0, side, transferType: 'crypto' },
    { refetchOnMountOrArgChange: true, pollingInterval: follow ? followMs : 0 },
  );
  const crypto = list.data?.objects ?? [];
  // Those waiting for the customer's approval come first; they move only once approved.
  const waiting = crypto.filter((each) => each.state === 'holding');
  const open = crypto.filter(isOpenTransfer);
  const finished = crypto.filter((each) => !isOpenTransfer(each) && each.state !== 'holding');
  const shown = [...waiting, ...open, ...finished.slice(0, recentShown)];
  const moving = open.length > 0;
  useEffect(() => setFollow(moving), [moving]);

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
    body = <p role="status">{t(`cryptoTransfer.list.empty.${side}`)}</p>;
  } else {
    body = (
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {shown.map((transfer) => (
          <CryptoTransferItem key={transfer.guid} transfer={transfer} onCancel={setCancelling} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={`crypto-transfers-${side}`} className="space-y-3">
      <h2 id={`crypto-transfers-${side}`} className="text-xl font-semibold">
        {t(`cryptoTransfer.list.title.${side}`)}
      </h2>
      {body}
      {cancelling && (
        <CancelTransferDialog transfer={cancelling} onClose={() => setCancelling(null)} />
      )}
    </section>
  );
}

function CryptoTransferItem({
  transfer,
  onCancel,
}: {
  transfer: Transfer;
  onCancel: (transfer: Transfer) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const amount = formatUnits(
    transfer.amount ?? transfer.estimated_amount,
    transfer.asset,
    language,
  );
  return (
    <li className="space-y-2 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <p className="font-semibold tabular-nums">{amount}</p>
          <p className="text-gray-700 dark:text-gray-300">
            {formatDateTime(transfer.created_at, language)}
          </p>
          <p role="status">
            <CryptoTransferState transfer={transfer} />
          </p>
          {transfer.txn_hash !== null && (
            <p className="flex flex-wrap items-center gap-2">
              {t('cryptoTransfer.hash')} <TxnHash hash={transfer.txn_hash} />
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <StateBadge state={transfer.state} />
          {transfer.side === 'withdrawal' && transfer.state === 'holding' && (
            <ReviewLink amount={amount} />
          )}
          {transfer.side === 'withdrawal' && transfer.state === 'reviewing' && (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onCancel(transfer)}
              aria-label={t('funding.open.cancelOf', { amount })}
              className={secondaryButtonClasses}
            >
              {t('funding.open.cancel')}
            </button>
          )}
        </div>
      </div>
      {transfer.side === 'deposit' && needsTravelRule(transfer) && (
        <DepositTravelRule transfer={transfer} amount={amount} />
      )}
    </li>
  );
}
