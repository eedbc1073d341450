import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { paths } from '../../../../lib/routing/paths';

/** A customer's reference, linking to the customer's page in the back office. */
export function CustomerLink({ guid }: { guid: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={generatePath(paths.adminCustomer, { guid })}
      aria-label={t('workQueues.columns.customerOf', { guid })}
      className={`${linkClasses} font-mono text-xs break-all`}
    >
      {guid}
    </Link>
  );
}
