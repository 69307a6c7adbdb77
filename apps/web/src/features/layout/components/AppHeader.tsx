import { Grid, Layout } from 'antd';
import { SessionArea } from '../../account/components/SessionArea';
import { LangSwitch } from '../../locale';
import { Logo } from '../../../shared/ui';
import { MobileNav } from './MobileNav';
import { NavLinks } from './NavLinks';

/** Logo, navigation, language switch and the login button or user menu. */
export function AppHeader() {
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  return (
    <Layout.Header className="sc-header">
      <div className="sc-header-inner">
        {mobile && <MobileNav />}
        <Logo />
        {!mobile && <NavLinks />}
        <div className="sc-header-spacer" />
        <LangSwitch compact={mobile} />
        <SessionArea />
      </div>
    </Layout.Header>
  );
}
