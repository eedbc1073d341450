import type { ReviewDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { failureCodeLabel } from '../labels';

const cell = 'px-3 py-2 text-left align-top';

/** The sanctions-list entries the applicant's name matched, for the reviewer to compare. */
export function SanctionsMatches({ matches }: { matches: ReviewDetail['sanctions_matches'] }) {
  const { t } = useTranslation();
  if (matches.length === 0) return null;
  return (
    <div className="mt-4">
      <p className="font-medium">{t('compliance.checks.sanctionsMatches')}</p>
      <ul className="list-disc pl-5">
        {matches.map((match) => (
          <li key={`${match.name}|${match.program}`}>
            {match.name} ({match.program})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each rule's result with the failure codes behind it. */
export function ChecksTable({ checks }: { checks: ReviewDetail['compliance_checks'] }) {
  const { t } = useTranslation();
  if (checks.length === 0) return <p>{t('compliance.checks.none')}</p>;
  return (
    <div className="relative overflow-x-auto">
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
