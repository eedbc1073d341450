import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/routing/paths';
import { readCustomerSession } from '../../lib/session';
import { publicHeaderItems } from '../nav-items';
import { SiteLink } from '../page/SiteLink';
import { BrandLink } from './BrandLink';
import { HeaderControls } from './HeaderControls';
import { headerBar, headerLink, headerRow, primaryButton, secondaryButton } from './header-styles';

export function PublicHeader() {
  const { t } = useTranslation();
  // Re-read the session on every navigation: signing in or out happens on other routes.
  useLocation();
  const signedIn = readCustomerSession() === 'valid';

  return (
    <header className={headerBar}>
      <div className={headerRow}>
        <BrandLink to={paths.landing} />
        <nav aria-label={t('common.mainNav')}>
          <ul className="flex gap-4">
            {publicHeaderItems.map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} className={headerLink({ isActive: false })}>
                  {t(item.labelKey)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderControls />
          {signedIn ? (
            <Link to={paths.dashboard} className={primaryButton}>
              {t('header.dashboard')}
            </Link>
          ) : (
            <>
              <Link to={paths.signin} className={secondaryButton}>
                {t('header.signIn')}
              </Link>
              <Link to={paths.signup} className={primaryButton}>
                {t('header.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
