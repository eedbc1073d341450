import { cryptoAssetCodes } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { formatChange, formatLivePrice } from '../../../lib/market/live-price-format';
import {
  anySimulated,
  type LivePriceMap,
  type LiveStatus,
} from '../../../lib/market/use-live-prices';
import { DashboardCard } from './DashboardCard';

const statusKey = {
  connecting: 'dashboard.connecting',
  live: 'dashboard.live',
  reconnecting: 'dashboard.reconnecting',
  unavailable: 'dashboard.reconnecting',
} as const;

/**
 * One tile per asset with its live mid price and 24 h change, updated by the stream. Prices the
 * server simulates are called simulated, never live.
 */
export function LivePriceTiles({ prices, status }: { prices: LivePriceMap; status: LiveStatus }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const simulated = anySimulated(prices);
  return (
    <DashboardCard
      title={t(simulated ? 'dashboard.simulatedPrices' : 'dashboard.livePrices')}
      className="lg:col-span-2"
      aside={
        <span className="text-sm text-gray-700 dark:text-gray-300">
          {t(simulated && status === 'live' ? 'dashboard.simulated' : statusKey[status])}
        </span>
      }
    >
      {simulated && (
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
          {t('dashboard.simulatedNote')}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {cryptoAssetCodes.map((code) => {
          const live = prices[code];
          const percent = live ? Number(live.change_24h_percent) : 0;
          return (
            <li
              key={code}
              data-asset={code}
              className="rounded-md border border-gray-200 p-3 dark:border-gray-800"
            >
              <p className="text-sm font-medium">
                {t(`trading.assetNames.${code}`)}{' '}
                <span className="text-gray-600 dark:text-gray-400">{code}</span>
              </p>
              <p className="mt-1 text-lg font-semibold tabular-nums">
                {live ? formatLivePrice(live.price, language) : '—'}
              </p>
              {live && (
                <p className="text-sm tabular-nums">
                  <span className="sr-only">{t('dashboard.change')}: </span>
                  <span
                    className={
                      percent < 0
                        ? 'text-red-700 dark:text-red-400'
                        : 'text-green-800 dark:text-green-400'
                    }
                  >
                    {formatChange(live.change_24h_percent, language)}
                  </span>
                  {live.delayed && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                      {t('dashboard.delayed')}
                    </span>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
