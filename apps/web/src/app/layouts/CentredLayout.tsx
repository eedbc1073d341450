import { Footer } from '../../components/footer/Footer';
import { BrandLink } from '../../components/header/BrandLink';
import { HeaderControls } from '../../components/header/HeaderControls';
import { headerBar, headerRow } from '../../components/header/header-styles';
import { MainContent } from '../../components/page/MainContent';
import { paths } from '../../lib/routing/paths';

/** Minimal layout of /admin/signin: brand, preferences and one centred panel. */
export default function CentredLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50 dark:bg-gray-950">
      <header className={headerBar}>
        <div className={headerRow}>
          <BrandLink to={paths.adminSignin} />
          <div className="ml-auto">
            <HeaderControls />
          </div>
        </div>
      </header>
      <MainContent className="mx-auto flex w-full max-w-md items-center" />
      <Footer social={false} />
    </div>
  );
}
