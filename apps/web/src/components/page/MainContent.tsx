import { Outlet, useNavigation } from 'react-router';
import { PageLoader } from '../loader/PageLoader';
import { mainContentId } from './SkipLink';

/** The <main> landmark of a layout: the current page, or the loader while the next one loads. */
export function MainContent({ className = '' }: { className?: string }) {
  const navigation = useNavigation();
  return (
    <main id={mainContentId} tabIndex={-1} className={`flex-1 focus:outline-none ${className}`}>
      {navigation.state === 'loading' ? <PageLoader /> : <Outlet />}
    </main>
  );
}
