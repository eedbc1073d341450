import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { business } from '../../lib/business';
import { paths } from '../../lib/routing/paths';
import { adminNavItems } from '../nav-items';
import { AdminSignOut } from './AdminSignOut';
import { BrandLink } from './BrandLink';
import { HeaderControls } from './HeaderControls';
import { headerBar, headerLink, headerRow } from './header-styles';

export function AdminHeader() {
  const { t } = useTranslation();
  return (
    <header className={headerBar}>
      <div className={headerRow}>
        <BrandLink to={paths.adminHome} label={t('admin.title', { brand: business.brand })} />
        <nav aria-label={t('admin.nav')}>
          <ul className="flex flex-wrap gap-4">
            {adminNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.adminHome} className={headerLink}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderControls />
          <AdminSignOut />
        </div>
      </div>
    </header>
  );
}
