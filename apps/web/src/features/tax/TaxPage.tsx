import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../components/loader/LoadingStatus';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import { useTaxYearQuery } from '../../lib/tax/tax-api';
import { TaxYearReport } from './components/TaxYearReport';
import { TransfersInSection } from './components/TransfersInSection';
import { YearChooser } from './components/YearChooser';
import { useTaxYear } from './hooks/use-tax-year';
import { yearChoices } from './tax-year';

/**
 * /tax, the tax centre (docs/product/tax.md, ADR 72): a year's capital gains as Schedule 3 asks
 * for them, its dispositions (also as CSV, and the whole year as a PDF report) and the book cost
 * of what was still held, as the
 * server works them out from the customer's records on the platform; below them, the crypto the
 * customer transferred in, whose cost they state (ADR 76). The year is in the address
 * (`?year=2025`); the current Toronto year without one.
 */
export default function TaxPage() {
  const { t } = useTranslation();
  const { year, current, choose } = useTaxYear();
  // The current year's figures change with each trade: ask again each time the page opens.
  const answer = useTaxYearQuery(year, { refetchOnMountOrArgChange: true });
  // The last answer of any year lists the years; the one shown must be this year's.
  const choices = yearChoices(answer.data?.years ?? [], current, year);
  const report = answer.currentData;

  let body: ReactNode;
  if (answer.isError) {
    body = (
      <LoadProblem
        title={t('tax.loadFailed', { year })}
        error={apiErrorOf(answer.error)}
        onRetry={() => void answer.refetch()}
      />
    );
  } else if (!report) {
    body = <LoadingStatus />;
  } else {
    body = (
      <>
        <TaxYearReport report={report} current={report.year === current} />
        <TransfersInSection />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('tax.intro')} />
      <YearChooser year={year} years={choices} onChoose={choose} />
      {body}
    </div>
  );
}
