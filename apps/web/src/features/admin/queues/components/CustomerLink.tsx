import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { paths } from '../../../../lib/routing/paths';

/**
 * A customer, linking to the customer's page in the back office: by name and e-mail when the
 * queue gives them, else by reference.
 */
export function CustomerLink({
  guid,
  name,
  email,
}: {
  guid: string;
  name?: string | null;
  email?: string | null;
}) {
  const { t } = useTranslation();
  const to = generatePath(paths.adminCustomer, { guid });
  if (!name) {
    return (
      <Link
        to={to}
        aria-label={t('workQueues.columns.customerOf', { guid })}
        className={`${linkClasses} font-mono text-xs break-all`}
      >
        {guid}
      </Link>
    );
  }
  return (
    <span className="flex flex-col">
      <Link to={to} className={linkClasses}>
        {name}
      </Link>
      {email && <span className="text-xs break-all text-gray-700 dark:text-gray-300">{email}</span>}
    </span>
  );
}
