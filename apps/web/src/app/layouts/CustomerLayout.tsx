import { Footer } from '../../components/footer/Footer';
import { CustomerHeader } from '../../components/header/CustomerHeader';
import { MainContent } from '../../components/page/MainContent';
import { Sidebar } from '../../components/sidebar/Sidebar';
import { useServiceWorker } from '../../lib/service-worker/use-service-worker';
import { useExpiryRevalidation } from '../guards/use-expiry-revalidation';
import { useCustomerSessionWatch } from '../guards/use-session-watch';

/**
 * Signed-in customer pages: header with My Account, sidebar (drawer on mobile), footer. They
 * register the app's service worker, which makes the app installable (ADR 80).
 */
export default function CustomerLayout() {
  useExpiryRevalidation('customer');
  useCustomerSessionWatch();
  useServiceWorker();
  return (
    <div className="flex min-h-dvh flex-col">
      <CustomerHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        <Sidebar />
        <MainContent className="min-w-0" />
      </div>
      <Footer />
    </div>
  );
}
