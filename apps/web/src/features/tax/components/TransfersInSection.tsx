import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useTransfersInQuery } from '../../../lib/tax/tax-api';
import { TransferInItem } from './TransferInItem';

/**
 * "Crypto you transferred in" (docs/product/tax.md, ADR 76): each crypto deposit with the cost it
 * joins the pool at, and why stating it matters. Not shown when there are none.
 */
export function TransfersInSection() {
  const { t } = useTranslation();
  const headingId = useId();
  // A stated cost changes the list: ask again each time the page opens.
  const answer = useTransfersInQuery(undefined, { refetchOnMountOrArgChange: true });
  if (answer.data?.length === 0 && !answer.isError) return null;

  let body: ReactNode;
  if (answer.isError) {
    body = (
      <LoadProblem
        title={t('tax.transfersIn.loadFailed')}
        error={apiErrorOf(answer.error)}
        onRetry={() => void answer.refetch()}
      />
    );
  } else if (!answer.data) {
    body = <LoadingStatus />;
  } else {
    body = (
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 px-4 py-4 dark:divide-gray-800 dark:border-gray-800">
        {answer.data.map((transfer) => (
          <TransferInItem key={transfer.guid} transfer={transfer} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('tax.transfersIn.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('tax.transfersIn.intro')}
        </p>
      </div>
      {body}
    </section>
  );
}
