import { Footer } from '../../components/footer/Footer';
import { CustomerHeader } from '../../components/header/CustomerHeader';
import { MainContent } from '../../components/page/MainContent';
import { Sidebar } from '../../components/sidebar/Sidebar';
import { useExpiryRevalidation } from '../guards/use-expiry-revalidation';
import { useCustomerSessionWatch } from '../guards/use-session-watch';

/** Signed-in customer pages: header with My Account, sidebar (drawer on mobile), footer. */
export default function CustomerLayout() {
  useExpiryRevalidation('customer');
  useCustomerSessionWatch();
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
