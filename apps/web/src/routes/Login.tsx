import { Grid, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  LOGIN_PARAM,
  LOGIN_PATH,
  LoginPanel,
  loginRedirectTarget,
  loginViewOf,
  useLoginOptionsReady,
  useSession,
} from '../features/auth';
import { LangSwitch } from '../features/locale';
import { TemplateWall } from '../features/templates';
import { LazyFallback, Logo } from '../shared/ui';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useAuthTranslation } from '../features/auth/auth-texts';

/** The desktop login page's left panel: a wall of template thumbnails, the logo and the tagline. */
function LoginShowcase() {
  const { t } = useAuthTranslation();
  return (
    <div className="sc-login-showcase">
      <TemplateWall />
      <div className="sc-login-tagline">
        <Logo size={40} />
        <Typography.Title level={2}>{t('page.tagline')}</Typography.Title>
        <Typography.Paragraph>{t('page.taglineSub')}</Typography.Paragraph>
      </div>
    </div>
  );
}

/** /login?lm=…: desktop shows the showcase panel beside the form, mobile the logo on top. */
export default function Login() {
  const { t } = useAuthTranslation();
  useDocumentTitle(t('session.login'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const desktop = Grid.useBreakpoint().md !== false;
  const target = loginRedirectTarget(params);
  const ready = useLoginOptionsReady();
  const view = loginViewOf(params.get(LOGIN_PARAM));
  // Set once a login on this page stores a token: from then on the views decide when to leave
  // (a WeChat login without a bound phone continues with lm=b).
  const [signingIn, setSigningIn] = useState(false);
  // A code exchange (WeChat, Huawei) moves to its destination before it stores the token; while
  // that page loads this one may still render once, and must not send the user home instead.
  const onLoginPage = useLocation().pathname === LOGIN_PATH;

  if (status === 'logged-in' && !signingIn && view !== 'bind' && onLoginPage) {
    return <Navigate to={target} replace />;
  }
  return (
    <div className="sc-login-page">
      {desktop && <LoginShowcase />}
      <div className="sc-login-main">
        <div className="sc-login-top">
          {!desktop && <Logo size={36} />}
          <div className="sc-header-spacer" />
          <LangSwitch compact={!desktop} />
        </div>
        <div className="sc-login-card">
          {ready ? (
            <LoginPanel
              view={view}
              onSuccess={() => navigate(target, { replace: true })}
              onSignIn={() => setSigningIn(true)}
            />
          ) : (
            <LazyFallback />
          )}
        </div>
      </div>
    </div>
  );
}
