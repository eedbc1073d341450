import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { formatUnits } from '../../../lib/format/money';
import { useSandboxStatementQuery } from '../api/banking-api';

/**
 * The sandbox bank's statement, where a real customer would read the deposits in their online
 * banking. The server answers it only in the sandbox (404 in production): then nothing shows.
 */
export function SandboxStatement({ accountGuid }: { accountGuid: string }) {
  const { t, i18n } = useTranslation();
  const statement = useSandboxStatementQuery(accountGuid);
  if (!statement.data) return null;
  const { deposits } = statement.data;
  return (
    <section
      aria-label={t('microDeposits.statementTitle')}
      className="space-y-2 rounded-md border border-dashed border-gray-400 p-3 text-sm dark:border-gray-600"
    >
      <h3 className="font-semibold">{t('microDeposits.statementTitle')}</h3>
      {deposits.length === 0 ? (
        <>
          <p role="status">{t('microDeposits.statementEmpty')}</p>
          <button
            type="button"
            onClick={() => void statement.refetch()}
            className={secondaryButtonClasses}
          >
            {t('microDeposits.statementRefresh')}
          </button>
        </>
      ) : (
        <ul>
          {deposits.map((deposit) => (
            <li key={deposit.sent_at + String(deposit.amount_cents)}>
              {t('microDeposits.statementLine', {
                description: deposit.description,
                amount: formatUnits(BigInt(deposit.amount_cents), 'CAD', i18n.language),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
