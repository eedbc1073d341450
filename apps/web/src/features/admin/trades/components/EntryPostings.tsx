import type { LedgerEntryView } from '@maple/contracts';
import { isAssetCode } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { formatUnits } from '../../../../lib/format/money';

const cell = 'px-3 py-2 align-top';

/** A trade's journal entry: whether it balances, and each posting with its account. */
export function EntryPostings({ entry }: { entry: LedgerEntryView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <>
      <FormAlert tone={entry.balanced ? 'success' : 'error'}>
        {entry.balanced
          ? t('adminTrades.entryBalanced', { id: entry.id })
          : t('adminTrades.entryUnbalanced', { id: entry.id })}
      </FormAlert>
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('adminTrades.postingsCaption')}</caption>
          <thead className="text-left">
            <tr>
              <th scope="col" className={cell}>
                {t('adminTrades.account')}
              </th>
              <th scope="col" className={cell}>
                {t('adminTrades.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {entry.postings.map((posting) => (
              <tr key={`${posting.account_code}:${posting.amount}`}>
                <td className={`${cell} break-all font-mono text-xs`}>{posting.account_code}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {isAssetCode(posting.asset)
                    ? formatUnits(posting.amount, posting.asset, language)
                    : posting.amount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
