import type { UserInfo } from '@slidecraft/contract';
import { Grid } from 'antd';
import { ResponsiveDialog } from '../../../shared/ui';
import { AccountPanel } from './AccountPanel';
import { useAccountTranslation } from '../account-texts';

/** The account settings: a modal on desktop, a bottom drawer on mobile. */
export function AccountSettingsDialog({
  user,
  open,
  onClose,
}: {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useAccountTranslation();
  const desktop = Grid.useBreakpoint().md !== false;
  const panel = open ? <AccountPanel user={user} /> : null;
  return (
    <ResponsiveDialog
      open={open}
      desktop={desktop}
      onClose={onClose}
      title={t('title')}
      width={520}
      drawerSize="85%"
    >
      {panel}
    </ResponsiveDialog>
  );
}
