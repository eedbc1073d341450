import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from '../nav-items';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-100'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white'
  }`;

/** Vertical list of links; the current page's link gets aria-current="page" from NavLink. */
export function NavList({
  items,
  onNavigate,
}: {
  items: readonly NavItem[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} onClick={onNavigate} className={linkClasses}>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
