import type { TaxYear } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { DispositionsSection } from './DispositionsSection';
import { HoldingsSection } from './HoldingsSection';
import { Schedule3Summary } from './Schedule3Summary';
import { TaxNotice } from './TaxNotice';

/**
 * One year as the server reported it: when it was worked out, the Schedule 3 summary, what the
 * figures leave out, the dispositions and what was still held.
 */
export function TaxYearReport({ report, current }: { report: TaxYear; current: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-8">
      <div className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
        <p>{t('tax.asOf', { date: formatDateTime(report.as_of, i18n.language) })}</p>
        {current && <p>{t('tax.yearNotOver', { year: report.year })}</p>}
      </div>
      <Schedule3Summary year={report.year} totals={report.totals} />
      <TaxNotice />
      <DispositionsSection year={report.year} dispositions={report.dispositions} />
      <HoldingsSection year={report.year} now={current} holdings={report.holdings} />
    </div>
  );
}
