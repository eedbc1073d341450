import { paths } from '../../lib/routing/paths';
import { MobileMenu } from '../sidebar/MobileMenu';
import { AccountMenu } from './AccountMenu';
import { BrandLink } from './BrandLink';
import { HeaderControls } from './HeaderControls';
import { headerBar, headerRow } from './header-styles';
import { NotificationBell } from './NotificationBell';

export function CustomerHeader() {
  return (
    <header className={headerBar}>
      <div className={headerRow}>
        <MobileMenu />
        <BrandLink to={paths.dashboard} compact />
        <div className="ml-auto flex items-center gap-2">
          <NotificationBell />
          <HeaderControls />
          {/* On a phone too: the drawer's My Account group is one tap further away. */}
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
