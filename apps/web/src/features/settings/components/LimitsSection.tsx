import type { CustomerLimits, LimitStanding } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { PanelSection } from '../../../components/page/PanelSection';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { useCustomerLimitsQuery } from '../../../lib/limits/limits-api';

const cell = 'px-3 py-2';
const number = `${cell} text-right tabular-nums whitespace-nowrap`;

function LimitsTable({ limits }: { limits: CustomerLimits }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const cad = (cents: string | null) =>
    cents === null ? t('limits.noLimit') : formatUnits(cents, 'CAD', language);
  const rows: LimitStanding[] = [...limits.limits, limits.investment];
  const nameOf = (limit: LimitStanding) =>
    t(`limits.names.${limit.name}`, { assets: limits.investment.assets.join(', ') });
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('limits.caption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('limits.columns.limit')}
            </th>
            {(['maximum', 'used', 'remaining'] as const).map((column) => (
              <th key={column} scope="col" className={`${number} font-semibold`}>
                {t(`limits.columns.${column}`)}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold`}>
              {t('limits.columns.resets')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((limit) => (
            <tr key={limit.name}>
              <th scope="row" className={`${cell} text-left font-normal`}>
                {nameOf(limit)}
                {limit.edd_raised && (
                  <span className="block text-xs text-gray-700 dark:text-gray-300">
                    {t('limits.eddRaised')}
                  </span>
                )}
              </th>
              <td className={number}>{cad(limit.limit)}</td>
              <td className={number}>{formatUnits(limit.used, 'CAD', language)}</td>
              <td className={number}>{limit.remaining === null ? '—' : cad(limit.remaining)}</td>
              <td className={cell}>
                {limit.resets_at === null
                  ? t('limits.notUsed')
                  : formatDateTime(limit.resets_at, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the investment limit is set by: the investor category, or why there is none. */
function InvestmentNote({ investment }: { investment: CustomerLimits['investment'] }) {
  const { t } = useTranslation();
  const why = investment.province_exempt
    ? t('limits.exempt')
    : investment.category === 'accredited'
      ? t('limits.accredited')
      : null;
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {t('limits.investmentNote', { category: t(`limits.categories.${investment.category}`) })}
      {why && ` ${why}`}
    </p>
  );
}

/** /settings: the customer's funding, withdrawal and investment limits (docs/product/limits.md). */
export function LimitsSection() {
  const { t } = useTranslation();
  // Trades and transfers elsewhere change what is used: ask again each time it is shown.
  const limits = useCustomerLimitsQuery(undefined, { refetchOnMountOrArgChange: true });
  const body = () => {
    if (limits.isLoading) {
      return <LoadingStatus />;
    }
    if (!limits.data) {
      return (
        <FormAlert tone="error">
          <p>{t('limits.loadFailed')}</p>
          <p>{describeApiError(apiErrorOf(limits.error), t)}</p>
          <button
            type="button"
            onClick={() => void limits.refetch()}
            className={secondaryButtonClasses}
          >
            {t('common.retry')}
          </button>
        </FormAlert>
      );
    }
    const { data } = limits;
    const nothingUsed = [...data.limits, data.investment].every((limit) => limit.used === '0');
    return (
      <>
        {nothingUsed && <p className="text-sm">{t('limits.nothingUsed')}</p>}
        <LimitsTable limits={data} />
        <InvestmentNote investment={data.investment} />
      </>
    );
  };
  return (
    <PanelSection title={t('limits.title')} description={t('limits.description')}>
      {body()}
    </PanelSection>
  );
}
