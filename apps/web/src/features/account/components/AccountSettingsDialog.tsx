import type { UserInfo } from '@slidecraft/contract';
import { Drawer, Grid, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountPanel } from './AccountPanel';

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
  const { t } = useTranslation('account');
  const desktop = Grid.useBreakpoint().md !== false;
  const panel = open ? <AccountPanel user={user} /> : null;
  if (desktop) {
    return (
      <Modal
        open={open}
        onCancel={onClose}
        footer={null}
        title={t('title')}
        width={520}
        centered
        destroyOnHidden
      >
        {panel}
      </Modal>
    );
  }
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="85%"
      title={t('title')}
      destroyOnHidden
    >
      {panel}
    </Drawer>
  );
}
