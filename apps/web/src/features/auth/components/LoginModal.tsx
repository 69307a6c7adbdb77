import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoginModal } from '../login/useLoginModal';

// The dialog and its views load on the first lm: pages opened without one do not carry them.
const LoginDialog = lazy(() => import('./LoginDialog'));

/** The login modal: open on any path (except /login) whose query has lm. */
export function LoginModal() {
  const { isOpen } = useLoginModal();
  // Kept mounted after the first open, so closing still animates.
  const [opened, setOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setOpened(true);
  }, [isOpen]);
  if (!isOpen && !opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
