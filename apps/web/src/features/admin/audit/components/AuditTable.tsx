import type { AuditEventView } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';

const cell = 'px-3 py-2 align-top';

/** One page of entries, newest first; details as compact JSON, hashes shortened (full in CSV). */
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
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('auditLog.tableCaption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map((label) => (
              <th key={label} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {events.map((event) => (
            <tr key={event.id}>
              <td className={`${cell} whitespace-nowrap font-mono`} title={event.hash}>
                {event.id}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={event.occurred_at}>
                  {formatDateTime(event.occurred_at, i18n.language)}
                </time>
              </td>
              <td className={cell}>
                {t(`auditLog.actor.${event.actor_type}`)}
                {event.actor_id && (
                  <span className="block break-all font-mono text-xs">{event.actor_id}</span>
                )}
              </td>
              <td className={`${cell} font-mono`}>{event.action}</td>
              <td className={`${cell} break-all font-mono text-xs`}>{event.request_id ?? '—'}</td>
              <td className={`${cell} max-w-md break-all font-mono text-xs`}>
                {JSON.stringify(event.details)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
