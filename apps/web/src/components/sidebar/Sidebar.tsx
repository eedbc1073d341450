import { useTranslation } from 'react-i18next';
import { customerNavItems } from '../nav-items';
import { NavList } from './NavList';

/** Customer navigation on md screens and up; below md the MobileMenu drawer takes over. */
export function Sidebar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('common.mainNav')}
      className="hidden w-60 shrink-0 border-r border-gray-200 p-4 md:block dark:border-gray-800"
    >
      <NavList items={customerNavItems} />
    </nav>
  );
}
