import { Spin } from 'antd';
import { useSession } from '../session/useSession';
import { LoginButton } from './LoginButton';
import { UserMenu } from './UserMenu';

/** The header's right end: login button, or the user menu once the user has loaded. */
export function SessionArea() {
  const { status, user } = useSession();
  if (status === 'logged-in' && user) return <UserMenu user={user} />;
  if (status === 'unknown') return <Spin size="small" />;
  return <LoginButton />;
}
