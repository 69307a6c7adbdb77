import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from '../../../shared/ui';

/** The navigation drawer of narrow screens (MobileNav loads it on the first tap). */
export default function NavDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={260} title={<Logo />}>
      {children}
    </Drawer>
  );
}
