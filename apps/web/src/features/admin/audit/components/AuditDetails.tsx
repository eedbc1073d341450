import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { paths } from '../../../../lib/routing/paths';

/** A value as people read it: text as is, lists joined, anything nested as compact JSON. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length === 0 ? '—' : value.join(', ');
  }
  return JSON.stringify(value);
}

/** `customer_guid` → "customer guid": the key in words, still recognisable in the CSV. */
const keyWords = (key: string): string => key.replaceAll('_', ' ');

/**
 * An entry's details as a list of what and which, rather than raw JSON; a customer named in them
 * links to the customer's page. The CSV keeps the JSON as stored.
 */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const entries = Object.entries(details);
  if (entries.length === 0) return <>—</>;
  return (
    <dl className="space-y-0.5">
      {entries.map(([key, value]) => (
        <div key={key} className="flex flex-wrap gap-x-1">
          <dt className="font-medium">{t('auditLog.detailKey', { key: keyWords(key) })}</dt>
          <dd className="break-all">
            {key === 'customer_guid' && typeof value === 'string' ? (
              <Link to={generatePath(paths.adminCustomer, { guid: value })} className={linkClasses}>
                {value}
              </Link>
            ) : (
              plain(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
