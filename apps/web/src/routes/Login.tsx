import { Grid } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LOGIN_PARAM,
  LoginPanel,
  LoginShowcase,
  loginRedirectTarget,
  loginViewOf,
  useSession,
} from '../features/auth';
import { LangSwitch } from '../features/locale';
import { Logo } from '../shared/ui';
import { useDocumentTitle } from '../shared/useDocumentTitle';

/** /login?lm=…: desktop shows the showcase panel beside the form, mobile the logo on top. */
export default function Login() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('session.login'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const desktop = Grid.useBreakpoint().md !== false;
  const target = loginRedirectTarget(params);

  if (status === 'logged-in') return <Navigate to={target} replace />;
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
          <LoginPanel
            view={loginViewOf(params.get(LOGIN_PARAM))}
            onSuccess={() => navigate(target, { replace: true })}
          />
        </div>
      </div>
    </div>
  );
}
