import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/routing/page-title';

/** Stand-in for a screen not built yet: its title and a line saying it is on its way. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">{t('placeholder.comingSoon')}</p>
    </div>
  );
}
