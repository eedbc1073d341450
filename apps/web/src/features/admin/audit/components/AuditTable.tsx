import type { AuditEventView } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { cellClasses, ListTable } from '../../kit/ListTable';
import { AuditDetails } from './AuditDetails';

/**
 * One page of entries, newest first: staff actors by e-mail (their id on hover and in the CSV),
 * details as a list, hashes shortened (full in CSV).
 */
export function AuditTable({ events }: { events: readonly AuditEventView[] }) {
  const { t, i18n } = useTranslation();
  const headers = [
    t('auditLog.id'),
    t('auditLog.occurredAt'),
    t('auditLog.who'),
    t('auditLog.what'),
    t('auditLog.request'),
    t('auditLog.details'),
  ];
  return (
    <ListTable caption={t('auditLog.tableCaption')} headers={headers}>
      {events.map((event) => (
        <tr key={event.id}>
          <td className={`${cellClasses} whitespace-nowrap font-mono`} title={event.hash}>
            {event.id}
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            <time dateTime={event.occurred_at}>
              {formatDateTime(event.occurred_at, i18n.language)}
            </time>
          </td>
          <td className={cellClasses}>
            {t(`auditLog.actor.${event.actor_type}`)}
            {event.actor_name ? (
              <span className="block break-all text-xs" title={event.actor_id ?? undefined}>
                {event.actor_name}
              </span>
            ) : (
              event.actor_id && (
                <span className="block break-all font-mono text-xs">{event.actor_id}</span>
              )
            )}
          </td>
          <td className={`${cellClasses} font-mono`}>{event.action}</td>
          <td className={`${cellClasses} break-all font-mono text-xs`}>
            {event.request_id ?? '—'}
          </td>
          <td className={`${cellClasses} max-w-md text-xs`}>
            <AuditDetails details={event.details} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
