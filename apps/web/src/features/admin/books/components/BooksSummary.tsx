import type { AssetBooks } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatUnits } from '../../../../lib/format/money';
import { useBooksQuery } from '../api/books-api';

const cell = 'px-3 py-2 align-top whitespace-nowrap';
const platformKinds = [
  'house',
  'fee',
  'funding',
  'clearing',
  'suspense',
  'loss_recovery',
  'network_fee',
] as const;

/**
 * Per asset, what customers hold against the platform's own accounts. Double entry makes the
 * two sides cancel: the difference is zero when the books balance, and anything else is shown.
 */
export function BooksSummary() {
  const { t, i18n } = useTranslation();
  const books = useBooksQuery(undefined, { refetchOnMountOrArgChange: true });
  if (books.isError) {
    return (
      <LoadProblem
        title={t('adminBooks.booksFailed')}
        error={apiErrorOf(books.error)}
        onRetry={() => void books.refetch()}
      />
    );
  }
  if (!books.data) return <PageLoader />;
  const amount = (row: AssetBooks, units: string) => formatUnits(units, row.asset, i18n.language);
  return (
    <section aria-labelledby="books-title" className="space-y-3">
      <h2 id="books-title" className="text-xl font-semibold">
        {t('adminBooks.booksTitle')}
      </h2>
      <FormAlert tone={books.data.balanced ? 'success' : 'error'}>
        {books.data.balanced ? t('adminBooks.balanced') : t('adminBooks.unbalanced')}
      </FormAlert>
      <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('adminBooks.booksCaption')}</caption>
          <thead className="bg-gray-50 text-left dark:bg-gray-900">
            <tr>
              <th scope="col" className={cell}>
                {t('adminBooks.asset')}
              </th>
              <th scope="col" className={cell}>
                {t('adminBooks.customers')}
              </th>
              {platformKinds.map((kind) => (
                <th key={kind} scope="col" className={cell}>
                  {t(`adminBooks.kinds.${kind}`)}
                </th>
              ))}
              <th scope="col" className={cell}>
                {t('adminBooks.difference')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {books.data.assets.map((row) => (
              <tr key={row.asset}>
                <th scope="row" className={`${cell} text-left font-semibold`}>
                  {row.asset}
                </th>
                <td className={cell}>{amount(row, row.customers.balance)}</td>
                {platformKinds.map((kind) => (
                  <td key={kind} className={cell}>
                    {amount(row, row.platform[kind])}
                  </td>
                ))}
                <td className={`${cell} font-semibold`}>
                  {row.balanced ? t('adminBooks.balancedCell') : amount(row, row.difference)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
