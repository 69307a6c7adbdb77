import { SessionArea } from '../../account/components/SessionArea';
import { LangSwitch } from '../../locale';
import { Logo, useDesktop } from '../../../shared/ui';
import { MobileNav } from './MobileNav';
import { NavLinks } from './NavLinks';

/** Logo, navigation, language switch and the login button or user menu. */
export function AppHeader() {
  const mobile = !useDesktop();
  return (
    <header className="sc-header">
      <div className="sc-header-inner">
        {mobile && <MobileNav />}
        <Logo />
        {!mobile && <NavLinks />}
        <div className="sc-header-spacer" />
        <LangSwitch compact={mobile} />
        <SessionArea />
      </div>
    </header>
  );
}
