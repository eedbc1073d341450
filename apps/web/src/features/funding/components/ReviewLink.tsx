import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { paths } from '../../../lib/routing/paths';

/** To /approvals, where a withdrawal a connected app asked for waits for the customer. */
export function ReviewLink({ amount }: { amount: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.approvals}
      aria-label={t('funding.open.reviewOf', { amount })}
      className={linkClasses}
    >
      {t('funding.open.review')}
    </Link>
  );
}
