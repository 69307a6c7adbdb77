import { Modal } from 'antd';
import { lazy, Suspense } from 'react';
import { LazyFallback } from '../../../shared/ui';
import { useLoginOptionsReady } from '../login/login-options';
import { useLoginModal } from '../login/useLoginModal';

// Loaded when the modal first opens: the pages behind it do not carry every login view.
const LoginPanel = lazy(() => import('./LoginPanel').then((m) => ({ default: m.LoginPanel })));

/** The login modal's dialog (LoginModal loads it on the first lm). */
export default function LoginDialog() {
  const { isOpen, view, close, succeed } = useLoginModal();
  // The default view depends on the deployment's login options (WeChat login may be off).
  const ready = useLoginOptionsReady();
  return (
    <Modal
      open={isOpen}
      onCancel={close}
      footer={null}
      width={420}
      className="sc-login-modal"
      centered
      destroyOnHidden
      mask={{ closable: false }}
    >
      {isOpen && !ready && <LazyFallback />}
      {isOpen && ready && (
        <Suspense fallback={<LazyFallback />}>
          <LoginPanel view={view} onSuccess={succeed} />
        </Suspense>
      )}
    </Modal>
  );
}
