import type { SiteLanguage } from '@maple/contracts';
import { cryptoAssetCodes } from '@maple/money';
import { formatChange, formatLivePrice } from '../../lib/market/live-price-format';
import { anySimulated } from '../../lib/market/use-live-prices';
import { fill, type LandingStrings } from '../site-strings';
import { Sparkline } from './Sparkline';
import { useLandingPrices } from './use-landing-prices';

const cell = 'px-2 py-3 text-right tabular-nums sm:px-3';
/** The sparklines give way on a phone, so the price and the 24 h change keep their room. */
const trendCell = 'hidden px-3 text-right sm:table-cell';

/**
 * The six assets' live CAD prices with their 24 h change and a one-day sparkline. The rows are
 * there from the first paint (prerendered with dashes), so nothing moves when prices arrive.
 * The page is prerendered for every server: whether its prices are simulated is known once
 * they arrive, and then they are called simulated, never live.
 */
export function PriceBoard({
  strings,
  language,
}: {
  strings: LandingStrings['prices'];
  language: SiteLanguage;
}) {
  const { prices, trends, status } = useLandingPrices();
  const simulated = anySimulated(prices);
  const statusText =
    status === 'live'
      ? simulated
        ? strings.simulated
        : strings.live
      : status === 'reconnecting'
        ? strings.reconnecting
        : status === 'failed' || status === 'unavailable'
          ? strings.unavailable
          : strings.loading;

  return (
    <section aria-labelledby="prices-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="prices-heading" className="text-2xl font-semibold tracking-tight">
          {strings.heading}
        </h2>
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300"
        >
          {status === 'live' && (
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${simulated ? 'bg-amber-500' : 'bg-green-600'}`}
            />
          )}
          {statusText}
        </p>
      </div>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        {simulated ? `${strings.simulatedNote} ${strings.intro}` : strings.intro}
      </p>
      <div className="relative mt-6 overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{strings.heading}</caption>
          <thead className="bg-gray-50 text-gray-700 dark:bg-gray-900 dark:text-gray-300">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
                {strings.asset}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                {strings.price}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                {strings.change}
              </th>
              <th scope="col" className={`${trendCell} py-2 font-medium`}>
                {strings.trend}
              </th>
            </tr>
          </thead>
          <tbody>
            {cryptoAssetCodes.map((code) => {
              const live = prices[code];
              const falling = live?.change_24h_percent.startsWith('-') === true;
              return (
                <tr
                  key={code}
                  data-asset={code}
                  className="border-t border-gray-200 dark:border-gray-800"
                >
                  <th scope="row" className="px-2 py-3 text-left font-medium sm:px-3">
                    {strings.names[code]}{' '}
                    <span className="text-gray-600 dark:text-gray-400">{code}</span>
                  </th>
                  <td className={`${cell} font-semibold`} data-field="price">
                    {live ? formatLivePrice(live.price, language) : '—'}
                    {live?.delayed && (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                        {strings.delayed}
                      </span>
                    )}
                  </td>
                  <td
                    className={`${cell} ${falling ? 'text-red-700 dark:text-red-400' : 'text-green-800 dark:text-green-400'}`}
                  >
                    {live ? formatChange(live.change_24h_percent, language) : '—'}
                  </td>
                  <td className={`${trendCell} py-1`}>
                    <Sparkline
                      points={trends[code]}
                      label={fill(strings.trendLabel, { asset: strings.names[code] })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
