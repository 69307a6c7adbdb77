import { Modal } from 'antd';
import { useLoginModal } from '../login/useLoginModal';
import { LoginPanel } from './LoginPanel';

/** The login modal: open on any path (except /login) whose query has lm. */
export function LoginModal() {
  const { isOpen, view, close, succeed } = useLoginModal();
  return (
    <Modal
      open={isOpen}
      onCancel={close}
      footer={null}
      width={420}
      centered
      destroyOnHidden
      mask={{ closable: false }}
    >
      {isOpen && <LoginPanel view={view} onSuccess={succeed} />}
    </Modal>
  );
}
