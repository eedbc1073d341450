import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '../loader/PageLoader';
import { mainContentId } from './SkipLink';

/**
 * The <main> landmark of a layout: the current page, or the loader while another page loads. A
 * change of the same page's query (a tab, a filter, an e-mailed link's token taken out of the
 * address) keeps the page mounted while its guard runs again, so what it was showing stays.
 */
export function MainContent({ className = '' }: { className?: string }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loadingAnotherPage =
    navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <main id={mainContentId} tabIndex={-1} className={`flex-1 focus:outline-none ${className}`}>
      {loadingAnotherPage ? <PageLoader /> : <Outlet />}
    </main>
  );
}
