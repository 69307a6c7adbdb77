import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './NavLinks';

// The drawer loads on the first tap of the menu button.
const NavDrawer = lazy(() => import('./NavDrawer'));

/** On narrow screens the navigation collapses into a drawer behind a menu button. */
export function MobileNav() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        aria-label={t('nav.menu')}
        data-testid="nav-drawer-button"
      />
      {opened && (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpen(false)}>
            <NavLinks vertical onNavigate={() => setOpen(false)} />
          </NavDrawer>
        </Suspense>
      )}
    </>
  );
}
