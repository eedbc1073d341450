import type { ReviewDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { failureCodeLabel } from '../labels';

const cell = 'px-3 py-2 text-left align-top';

/** Each rule's result with the failure codes behind it. */
export function ChecksTable({ checks }: { checks: ReviewDetail['compliance_checks'] }) {
  const { t } = useTranslation();
  if (checks.length === 0) return <p>{t('compliance.checks.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('compliance.checks.caption')}</caption>
        <thead className="bg-gray-50 dark:bg-gray-900">
          <tr>
            <th scope="col" className={cell}>
              {t('compliance.checks.check')}
            </th>
            <th scope="col" className={cell}>
              {t('compliance.checks.outcome')}
            </th>
            <th scope="col" className={cell}>
              {t('compliance.checks.codes')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {checks.map((check) => (
            <tr key={check.type}>
              <th scope="row" className={`${cell} font-medium`}>
                {t(`compliance.checkType.${check.type}`)}
              </th>
              <td className={cell}>{t(`compliance.outcome.${check.outcome}`)}</td>
              <td className={cell}>
                {check.failure_codes?.length ? (
                  <ul>
                    {check.failure_codes.map((code) => (
                      <li key={code}>{failureCodeLabel(code, t)}</li>
                    ))}
                  </ul>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
