import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { DownloadIcon, SpinnerIcon } from '../../../components/icons';
import { useOrdersExport } from '../hooks/use-orders-export';
import type { HistoryTab, OrdersFilter } from '../order-filters';

/** The CSV export of what the tab and its filters select, and a line when it failed. */
export function OrdersExport({ tab, filter }: { tab: HistoryTab; filter: OrdersFilter }) {
  const { t } = useTranslation();
  const exporter = useOrdersExport();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void exporter.run(tab, filter)}
          disabled={exporter.running}
          aria-busy={exporter.running}
          className={secondaryButtonClasses}
        >
          {exporter.running ? (
            <SpinnerIcon className="size-4 motion-safe:animate-spin" />
          ) : (
            <DownloadIcon className="size-4" />
          )}
          {t(exporter.running ? 'funding.orders.exporting' : 'funding.orders.export')}
        </button>
      </div>
      {exporter.failed && <FormAlert tone="error">{t('funding.orders.exportFailed')}</FormAlert>}
    </>
  );
}
