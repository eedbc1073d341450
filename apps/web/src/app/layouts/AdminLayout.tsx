import { Footer } from '../../components/footer/Footer';
import { AdminHeader } from '../../components/header/AdminHeader';
import { MainContent } from '../../components/page/MainContent';
import { useExpiryRevalidation } from '../guards/use-expiry-revalidation';

/** Back-office pages; the footer carries no public social links. */
export default function AdminLayout() {
  useExpiryRevalidation('admin');
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader />
      <MainContent className="mx-auto w-full max-w-7xl" />
      <Footer social={false} />
    </div>
  );
}
