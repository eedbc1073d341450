import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { formatUnits } from '../../../lib/format/money';
import type { Holding } from '../../../lib/platform/portfolio';
import { useTransfersQuery } from '../../../lib/platform/transfers-api';

const open = 'storing,reviewing,pending';

/**
 * The CAD that is not spendable yet and why: held funds (platform_balance − platform_available:
 * deposits still on hold, withdrawals reserved) and the deposits and withdrawals on their way.
 */
export function CadFunds({ cad }: { cad: Holding }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const transfers = useTransfersQuery(
    // CAD only: a crypto transfer's amounts are in its own asset.
    { page: 0, state: open, transferType: 'funding,funding_return' },
    { refetchOnMountOrArgChange: true },
  );
  const sum = (side: 'deposit' | 'withdrawal') => {
    const own = transfers.data?.objects.filter((transfer) => transfer.side === side) ?? [];
    return {
      count: own.length,
      cents: own.reduce((total, transfer) => total + BigInt(transfer.estimated_amount), 0n),
    };
  };
  const held = cad.balance - cad.available;
  const deposits = sum('deposit');
  const withdrawals = sum('withdrawal');
  const money = (cents: bigint) => formatUnits(cents, 'CAD', language);
  return (
    <section aria-labelledby="cad-funds" className="space-y-2 text-sm">
      <h2 id="cad-funds" className="text-lg font-semibold">
        {t('funding.assets.title')}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt>{t('funding.assets.held')}</dt>
        <dd className="text-right tabular-nums">{money(held > 0n ? held : 0n)}</dd>
        <dt>{t('funding.assets.pendingDeposits', { count: deposits.count })}</dt>
        <dd className="text-right tabular-nums">
          {transfers.isError ? t('funding.assets.unknown') : money(deposits.cents)}
        </dd>
        <dt>{t('funding.assets.pendingWithdrawals', { count: withdrawals.count })}</dt>
        <dd className="text-right tabular-nums">
          {transfers.isError ? t('funding.assets.unknown') : money(withdrawals.cents)}
        </dd>
      </dl>
      <p className="text-gray-700 dark:text-gray-300">{t('funding.assets.note')}</p>
      <Link to="/orders?tab=transfers" className={linkClasses}>
        {t('funding.assets.seeTransfers')}
      </Link>
    </section>
  );
}
