import { useTranslation } from 'react-i18next';
import { SiteLink } from './SiteLink';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">{t('notFound.body')}</p>
      <SiteLink
        to="/"
        className="mt-8 inline-block rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
      >
        {t('notFound.home')}
      </SiteLink>
    </div>
  );
}
