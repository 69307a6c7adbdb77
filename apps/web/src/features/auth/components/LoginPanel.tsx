import { LOGIN_VIEW_DELAY_MS } from '@slidecraft/contract';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useDelayedVisible } from '../hooks/useDelayedVisible';
import { LoginFlowProvider, useLoginFlow } from '../login/login-flow';
import { LOGIN_VIEW_TEST_ID, type LoginDevice, type LoginView } from '../login/login-params';
import { loginSwitchView } from '../login/login-switch';
import { BindPhoneView } from './BindPhoneView';
import { HuaweiLoginView } from './HuaweiLoginView';
import { LoginSwitch } from './LoginSwitch';
import { OneTapLink } from './OneTapLink';
import { PasswordLoginView } from './PasswordLoginView';
import { QrLoginView } from './QrLoginView';
import { ResetPasswordView } from './ResetPasswordView';
import { SmsLoginForm } from './SmsLoginForm';
import { ViewHeader } from './ViewHeader';
import { WechatLoginView } from './WechatLoginView';
import { useAuthTranslation } from '../auth-texts';

/**
 * lm=v: SMS code login (the spec's code-login screen). Below the form it offers password login
 * and, with the Huawei host app's one-tap hook, Huawei one-tap: each only where the title switch
 * does not already lead (on a phone it leads to password login, in the host app to one-tap).
 */
function SmsLoginView() {
  const { t } = useAuthTranslation();
  const flow = useLoginFlow();
  const switchTo = loginSwitchView('sms', flow.defaultView);
  return (
    <>
      <ViewHeader
        title={t('sms.title')}
        subtitle={t('sms.subtitle')}
        extra={<LoginSwitch view="sms" />}
      />
      <SmsLoginForm onSuccess={flow.finish} />
      <div className="sc-login-more">
        {switchTo !== 'password' && (
          <Button
            type="link"
            size="small"
            onClick={() => flow.go('p')}
            data-testid="to-password-login"
          >
            {t('password.title')}
          </Button>
        )}
        <OneTapLink view="sms" />
      </div>
    </>
  );
}

/** The component of each view (the lm -> view table itself is in login-params.ts). */
const VIEW_COMPONENTS: Record<LoginView, ComponentType> = {
  sms: SmsLoginView,
  password: PasswordLoginView,
  forgot: ResetPasswordView,
  bind: BindPhoneView,
  huawei: HuaweiLoginView,
  qr: QrLoginView,
  wechat: WechatLoginView,
};

/**
 * The login view picked by lm, shown after the 100 ms login view delay; used by the modal and
 * the /login page. `onSuccess` finishes the login; `onSignIn` is told when a token is stored
 * (a view may still follow, e.g. bind phone after a WeChat login). `device` is the device the
 * view was picked for (detected when absent; tests pass one).
 */
export function LoginPanel({
  view,
  onSuccess,
  onSignIn,
  device,
}: {
  view: LoginView;
  onSuccess: () => void;
  onSignIn?: () => void;
  device?: LoginDevice;
}) {
  const visible = useDelayedVisible(LOGIN_VIEW_DELAY_MS);
  if (!visible) return <div className="sc-login-panel" aria-busy="true" />;
  const View = VIEW_COMPONENTS[view];
  return (
    <LoginFlowProvider onSuccess={onSuccess} onSignIn={onSignIn} device={device}>
      <div className="sc-login-panel" data-testid="login-panel" data-view={view}>
        <div data-testid={`login-view-${LOGIN_VIEW_TEST_ID[view]}`}>
          <View key={view} />
        </div>
      </div>
    </LoginFlowProvider>
  );
}
