import { Drawer, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A small dialog the spec's way: a centred modal on desktop, a bottom drawer on phones.
 * Closing destroys the content, so it opens fresh. `name` names the classes: `<name>-modal`
 * on the modal, `<name>-drawer` on the drawer's root (for styles and tests).
 */
export function ResponsiveDialog({
  open,
  desktop,
  onClose,
  title,
  drawerTitle = title,
  width = 400,
  drawerSize = 'auto',
  name,
  afterOpenChange,
  children,
}: {
  open: boolean;
  desktop: boolean;
  onClose: () => void;
  /** None on the modal when omitted. */
  title?: ReactNode;
  /** The drawer's title when it differs (a drawer needs one for its close button's row). */
  drawerTitle?: ReactNode;
  width?: number;
  /** The drawer's height: 'auto' fits the content. */
  drawerSize?: string | number;
  name?: string;
  afterOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  if (desktop) {
    return (
      <Modal
        open={open}
        onCancel={onClose}
        footer={null}
        width={width}
        centered
        destroyOnHidden
        title={title}
        afterOpenChange={afterOpenChange}
        className={name && `${name}-modal`}
      >
        {children}
      </Modal>
    );
  }
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size={drawerSize}
      destroyOnHidden
      title={drawerTitle}
      afterOpenChange={afterOpenChange}
      rootClassName={name && `${name}-drawer`}
    >
      {children}
    </Drawer>
  );
}
