import { Button, Result, Spin } from 'antd';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { DEFAULT_LOGIN_METHOD } from '../login/login-params';
import { useLoginModal } from '../login/useLoginModal';
import { useSession } from '../session/useSession';
import { useAuthTranslation } from '../auth-texts';

/**
 * Guards a protected page: signed out, it opens the login modal on the current path with the
 * device's default login (empty lm) unless a login view is already open, and shows a short
 * prompt behind it; the page renders once the session is there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useAuthTranslation();
  const { status } = useSession();
  const { isOpen, open } = useLoginModal();
  // A login view already asked for stays: lm=b arrives from a WeChat or Huawei login a moment
  // before its session does, and the default view must not replace the bind-phone step.
  const openLogin = useEffectEvent(() => {
    if (!isOpen) open(DEFAULT_LOGIN_METHOD, { replace: true });
  });
  useEffect(() => {
    if (status === 'logged-out') openLogin();
  }, [status]);

  if (status === 'logged-in') return children;
  if (status === 'unknown') {
    return (
      <div className="sc-center">
        <Spin size="large" />
      </div>
    );
  }
  return (
    <Result
      status="403"
      title={t('session.required')}
      subTitle={t('session.requiredHint')}
      extra={
        <Button type="primary" onClick={() => open(DEFAULT_LOGIN_METHOD)}>
          {t('session.login')}
        </Button>
      }
    />
  );
}
