import { cryptoAssetCodes } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/trading/PageHeading';
import { AlertForm } from './components/AlertForm';
import { AlertsResults } from './components/AlertsResults';
import { usePriceAlerts } from './hooks/use-price-alerts';

/**
 * /alerts: the customer's price alerts (ADR 79). A form creates one (above or below a level, a
 * move over an hour or a day, the morning digest), and the list shows the active ones, each
 * cancellable, then those that ended. `?asset=XRP` starts the form on that asset, so a page about
 * an asset can link here; any other value is ignored.
 */
export default function AlertsPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const asset = cryptoAssetCodes.find((code) => code === query.get('asset')) ?? 'BTC';
  const alerts = usePriceAlerts();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('alerts.intro')} />
      {/* A link naming another asset starts the form anew on it. */}
      <AlertForm key={asset} asset={asset} activeCount={alerts.active?.length} />
      <AlertsResults alerts={alerts} />
    </div>
  );
}
