import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import {
  linkClasses,
  panelClasses,
  primaryButtonClasses,
} from '../../../components/form/form-styles';
import { StateBadge } from '../../../components/trading/StateBadge';
import { api } from '../../../lib/api/api';
import { formatUnits } from '../../../lib/format/money';
import type { Trade } from '../../../lib/platform/answers';
import { useAccountsQuery, useTradeQuery } from '../../../lib/platform/platform-api';
import { portfolioOf } from '../../../lib/platform/portfolio';
import { legsOf } from '../../../lib/platform/trade-math';

const settlingPollMs = 1_500;

const isFinal = (state: string): boolean => state === 'completed' || state === 'failed';

/**
 * The executed trade: its state (followed until it settles), what was paid and received, and
 * the balances of both assets afterwards.
 */
export function TradeResult({ trade: placed, onAgain }: { trade: Trade; onAgain: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [settled, setSettled] = useState(isFinal(placed.state));
  const { data: followed } = useTradeQuery(placed.guid, {
    skip: isFinal(placed.state),
    pollingInterval: settled ? 0 : settlingPollMs,
  });
  const trade = followed ?? placed;
  const done = isFinal(trade.state);
  const { data: accounts } = useAccountsQuery();

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (settled || !done) return;
    setSettled(true);
    // Settlement moves the proceeds from held to available.
    dispatch(api.util.invalidateTags(['Accounts']));
  }, [settled, done, dispatch]);

  const { asset, crypto, cad } = legsOf(trade);
  const buy = trade.side === 'buy';
  const failed = trade.state === 'failed';
  const language = i18n.language;
  const cadText = formatUnits(cad, 'CAD', language);
  const cryptoText = formatUnits(crypto, asset, language);
  const holdings = accounts
    ? portfolioOf(accounts, []).holdings.filter((h) => h.asset === 'CAD' || h.asset === asset)
    : [];

  return (
    <section aria-labelledby="result-title" className={`space-y-4 ${panelClasses}`}>
      <h2
        id="result-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {t(failed ? 'exchange.resultFailedTitle' : 'exchange.resultTitle')}
      </h2>
      {failed && (
        <FormAlert tone="error">
          <p>
            {trade.failure_code === 'non_sufficient_funds'
              ? t('exchange.errors.insufficientFunds', { asset: buy ? 'CAD' : asset })
              : t('errors.server')}
          </p>
        </FormAlert>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium">{t('exchange.resultState')}</dt>
        <dd role="status" aria-live="polite">
          <StateBadge state={trade.state} />
        </dd>
        <dt className="font-medium">{t('exchange.youPay')}</dt>
        <dd className="tabular-nums">{buy ? cadText : cryptoText}</dd>
        <dt className="font-medium">{t('exchange.youGet')}</dt>
        <dd className="tabular-nums">{buy ? cryptoText : cadText}</dd>
        <dt className="font-medium">{t('exchange.fee')}</dt>
        <dd className="tabular-nums">{formatUnits(trade.fee, 'CAD', language)}</dd>
      </dl>
      {!done && <p className="text-sm">{t('exchange.resultSettling')}</p>}
      {holdings.length > 0 && (
        <div>
          <h3 className="text-base font-semibold">{t('exchange.balancesTitle')}</h3>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 font-medium">
                  {t('trading.asset')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('trading.total')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('trading.available')}
                </th>
              </tr>
            </thead>
            <tbody>
              {holdings.map((holding) => (
                <tr key={holding.asset}>
                  <th scope="row" className="py-1 text-left font-normal">
                    {holding.asset}
                  </th>
                  <td className="py-1 text-right tabular-nums">
                    {formatUnits(holding.balance, holding.asset, language)}
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {formatUnits(holding.available, holding.asset, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" onClick={onAgain} className={primaryButtonClasses}>
          {t('exchange.another')}
        </button>
        <Link to="/orders" className={linkClasses}>
          {t('exchange.seeOrders')}
        </Link>
      </div>
    </section>
  );
}
