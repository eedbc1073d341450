import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, labelClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { toLanguage } from '../../../lib/i18n/languages';
import {
  type ChartRange,
  chartRanges,
  type MarketChart,
  useMarketChartQuery,
} from '../api/market-api';
import { DashboardCard } from './DashboardCard';
import { PriceChart } from './PriceChart';

/** Chart prices are display floats, never amounts. */
function summaryOf(data: MarketChart, language: string) {
  const values = data.prices.map(([, value]) => value);
  if (values.length === 0) return null;
  const money = new Intl.NumberFormat(toLanguage(language), {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: values[0] !== undefined && values[0] < 10 ? 4 : 2,
  });
  return {
    first: money.format(values[0] ?? 0),
    last: money.format(values.at(-1) ?? 0),
    low: money.format(Math.min(...values)),
    high: money.format(Math.max(...values)),
  };
}

/** One asset's price chart with the range buttons (1D to 5Y) and a text summary of it. */
export function ChartPanel() {
  const { t, i18n } = useTranslation();
  const [asset, setAsset] = useState<CryptoAssetCode>('BTC');
  const [days, setDays] = useState<ChartRange>('1');
  const chart = useMarketChartQuery({ asset, days });
  // While another range loads, the chart keeps the last one and says which one it is.
  const [shown, setShown] = useState({ asset, days });
  useEffect(() => {
    if (chart.currentData) setShown({ asset, days });
  }, [chart.currentData, asset, days]);
  const label = t('dashboard.chartLabel', {
    asset: shown.asset,
    range: t(`dashboard.rangeLong.${shown.days}`),
  });
  const summary = chart.data ? summaryOf(chart.data, i18n.language) : null;

  return (
    <DashboardCard title={t('dashboard.chart')} className="lg:col-span-2">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="chart-asset" className={labelClasses}>
            {t('dashboard.chartAsset')}
          </label>
          <select
            id="chart-asset"
            value={asset}
            onChange={(event) => setAsset(event.target.value as CryptoAssetCode)}
            className={`mt-1 ${inputClasses}`}
          >
            {cryptoAssetCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <ChoiceGroup<ChartRange>
          legend={t('dashboard.ranges')}
          choices={chartRanges.map((range) => ({
            value: range,
            label: t(`dashboard.range.${range}`),
          }))}
          value={days}
          onChange={setDays}
        />
      </div>
      <figure className="mt-4" aria-busy={chart.isFetching}>
        {chart.isError ? (
          <LoadProblem
            title={t('dashboard.chartFailed')}
            error={apiErrorOf(chart.error)}
            onRetry={() => void chart.refetch()}
          />
        ) : chart.data ? (
          <PriceChart data={chart.data} label={label} />
        ) : (
          <PageLoader />
        )}
        <figcaption className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          <span className="font-medium">{label}.</span>{' '}
          {summary && t('dashboard.chartSummary', summary)}{' '}
          <a
            href="https://www.tradingview.com/"
            rel="noopener noreferrer"
            target="_blank"
            className="underline underline-offset-2"
          >
            {t('dashboard.chartCredit')}
          </a>
        </figcaption>
      </figure>
    </DashboardCard>
  );
}
