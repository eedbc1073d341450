import { Footer } from '../../components/footer/Footer';
import { PublicHeader } from '../../components/header/PublicHeader';
import { MainContent } from '../../components/page/MainContent';

/** Marketing, education, legal and guest pages, and the not-found page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <MainContent />
      <Footer legal />
    </div>
  );
}
