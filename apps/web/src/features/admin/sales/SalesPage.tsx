import { cryptoAssetCodeSchema, salesRangeSchema } from '@maple/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { primaryButtonClasses } from '../../../components/form/form-styles';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { CsvButton } from '../kit/CsvButton';
import {
  defaultSalesFilters,
  type SalesFilters,
  salesCsvUrl,
  useSalesReportQuery,
} from './api/sales-api';
import { SalesChart } from './components/SalesChart';
import { SalesTable } from './components/SalesTable';
import { TopCustomersTable } from './components/TopCustomersTable';

/** The window and asset: they apply on submit; the range switch applies at once. */
function WindowForm({
  applied,
  onApply,
}: {
  applied: SalesFilters;
  onApply: (filters: SalesFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, range: applied.range });
  };
  return (
    <form onSubmit={submit} aria-label={t('adminSales.filters')} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('adminSales.asset')}
          placeholder={t('adminSales.allAssets')}
          options={cryptoAssetCodeSchema.options.map((value) => ({ value, label: value }))}
          value={draft.asset}
          onValueChange={(asset) => setDraft((current) => ({ ...current, asset }))}
        />
        <TextField
          label={t('adminSales.from')}
          type="date"
          value={draft.from}
          onValueChange={(from) => setDraft((current) => ({ ...current, from }))}
        />
        <TextField
          label={t('adminSales.to')}
          type="date"
          value={draft.to}
          onValueChange={(to) => setDraft((current) => ({ ...current, to }))}
        />
      </div>
      <button type="submit" className={primaryButtonClasses}>
        {t('adminSales.apply')}
      </button>
    </form>
  );
}

/** /admin/sales: volume and revenue by day, week or month, a chart, top customers, CSV. */
export default function SalesPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SalesFilters>(defaultSalesFilters);
  const report = useSalesReportQuery(filters, { refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (report.isError) {
    const error = apiErrorOf(report.error);
    body =
      error.status === 400 ? (
        <FormAlert tone="error">{t('adminSales.invalidWindow')}</FormAlert>
      ) : (
        <LoadProblem
          title={t('adminSales.loadFailed')}
          error={error}
          onRetry={() => void report.refetch()}
        />
      );
  } else if (!report.data) {
    body = <PageLoader />;
  } else if (report.data.rows.length === 0) {
    body = <FormAlert tone="info">{t('adminSales.empty')}</FormAlert>;
  } else {
    const label = t('adminSales.chartLabel', {
      range: t(`adminSales.ranges.${report.data.range}`),
      from: report.data.from,
      to: report.data.to,
    });
    body = (
      <div className="space-y-4">
        <SalesChart rows={report.data.rows} label={label} />
        <SalesTable report={report.data} />
      </div>
    );
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('adminSales.intro')} />
      <RadioGroupField
        name="sales-range"
        legend={t('adminSales.range')}
        inline
        options={salesRangeSchema.options.map((value) => ({
          value,
          label: t(`adminSales.ranges.${value}`),
        }))}
        value={filters.range}
        onValueChange={(value) =>
          setFilters((current) => ({
            ...current,
            range: salesRangeSchema.safeParse(value).data ?? current.range,
          }))
        }
      />
      <WindowForm applied={filters} onApply={setFilters} />
      <CsvButton
        url={salesCsvUrl(filters)}
        fileName={`sales-${filters.range}.csv`}
        labels={{
          download: t('adminSales.download'),
          downloading: t('adminSales.downloading'),
          failed: t('adminSales.downloadFailed'),
        }}
      />
      {body}
      <TopCustomersTable filters={filters} />
    </div>
  );
}
