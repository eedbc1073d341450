import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { TopAlert } from '../../components/alert/TopAlert';
import { SkipLink } from '../../components/page/SkipLink';
import { useDocumentTitle } from '../../lib/routing/page-title';

/** Around every page: skip link, document title, the global top alert and scroll restoration. */
export function RootLayout() {
  useDocumentTitle();
  const { t } = useTranslation();
  return (
    <>
      <SkipLink label={t('common.skipToContent')} />
      <TopAlert />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
