import { lazy, Suspense } from 'react';
import { LoginButton } from '../../auth/components/LoginButton';
import { useSession } from '../../auth/session/useSession';
import { LazySpin } from '../../../shared/ui';

// Signed-in users only: visitors' pages do not carry the menu.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** The header's right end: login button, or the user menu once the user has loaded. */
export function SessionArea() {
  const { status, user } = useSession();
  if (status === 'logged-in' && user) {
    return (
      <Suspense fallback={<LazySpin size="small" />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  if (status === 'unknown') return <LazySpin size="small" />;
  return <LoginButton />;
}
