import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { formatDateTime } from '../../../../lib/format/date-time';
import { useAuditChainAlertsQuery } from '../api/audit-api';

/**
 * The database's alerts of a chain head changed outside the application (ADR 39), at the top
 * of the audit log: nothing else stops when it happens, so staff must be told here.
 */
export function ChainAlerts() {
  const { t, i18n } = useTranslation();
  const alerts = useAuditChainAlertsQuery(undefined, { refetchOnMountOrArgChange: true });
  const objects = alerts.data?.objects ?? [];
  if (objects.length === 0) return null;
  return (
    <FormAlert tone="error">
      <p className="font-semibold">{t('auditLog.alertsTitle')}</p>
      <p>{t('auditLog.alertsBody', { count: objects.length })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {objects.map((alert) => (
          <li key={alert.id} className="break-words">
            {t('auditLog.alertLine', {
              date: formatDateTime(alert.detected_at, i18n.language),
              head: alert.head_last_id ?? t('auditLog.alertHeadMissing'),
              end: alert.end_id,
            })}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}
