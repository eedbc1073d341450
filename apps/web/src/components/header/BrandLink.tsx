import { matchSitePage } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { business } from '../../lib/business';
import { SiteLink } from '../page/SiteLink';

const brandClasses =
  'flex items-center gap-2 rounded-md text-base font-bold tracking-tight sm:text-lg';

/**
 * The brand, linking home: the landing page of the site, or the start of an app area. `compact`
 * shows only the leaf on a phone, for a header with more to hold (its name stays the link's).
 */
export function BrandLink({
  to,
  label = business.brand,
  compact = false,
}: {
  to: string;
  label?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const content = (
    <>
      <img src="/maple-leaf.svg" alt="" width={28} height={28} className="size-7" />
      <span className={compact ? 'hidden sm:inline' : undefined}>{label}</span>
    </>
  );
  const name = t('header.home', { brand: label });
  return matchSitePage(to) === undefined ? (
    <Link to={to} aria-label={name} className={brandClasses}>
      {content}
    </Link>
  ) : (
    <SiteLink to={to} aria-label={name} className={brandClasses}>
      {content}
    </SiteLink>
  );
}
