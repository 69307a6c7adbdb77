import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../shared/ui';
import { NavLinks } from './NavLinks';

/** On narrow screens the navigation collapses into a drawer behind a menu button. */
export function MobileNav() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('nav.menu')}
        data-testid="nav-drawer-button"
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size={260}
        title={<Logo />}
      >
        <NavLinks vertical onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
