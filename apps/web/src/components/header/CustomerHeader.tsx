import { paths } from '../../lib/routing/paths';
import { MobileMenu } from '../sidebar/MobileMenu';
import { AccountMenu } from './AccountMenu';
import { BrandLink } from './BrandLink';
import { HeaderControls } from './HeaderControls';
import { headerBar, headerRow } from './header-styles';

export function CustomerHeader() {
  return (
    <header className={headerBar}>
      <div className={headerRow}>
        <MobileMenu />
        <BrandLink to={paths.dashboard} />
        <div className="ml-auto flex items-center gap-2">
          <HeaderControls />
          <div className="hidden md:block">
            <AccountMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
