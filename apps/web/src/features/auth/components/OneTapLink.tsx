import { Button } from 'antd';
import { huaweiHostBridge } from '../login/huawei-host';
import { useLoginFlow } from '../login/login-flow';
import type { LoginView } from '../login/login-params';
import { loginSwitchView } from '../login/login-switch';
import { useAuthTranslation } from '../auth-texts';

/**
 * The extra one-tap link under the phone and account forms: shown only when a host app (Huawei's,
 * or our own app shell) has injected the one-tap hook, and not where the title switch already
 * leads to one-tap.
 */
export function OneTapLink({ view }: { view: LoginView }) {
  const { t } = useAuthTranslation();
  const flow = useLoginFlow();
  if (loginSwitchView(view, flow.defaultView) === 'huawei' || huaweiHostBridge() === null) {
    return null;
  }
  return (
    <Button type="link" size="small" onClick={() => flow.go('h')} data-testid="to-huawei-login">
      {t('huawei.oneTap')}
    </Button>
  );
}
