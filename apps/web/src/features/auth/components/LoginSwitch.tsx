import { MobileOutlined, QrcodeOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isDevice } from '../../../shared/device';
import { useLoginFlow } from '../login/login-flow';
import type { LoginView } from '../login/login-params';

/**
 * The switch next to the title (spec section 2): it toggles phone login and the default login,
 * which is the WeChat QR, or account login inside the product's own app shell.
 */
export function LoginSwitch({ view }: { view: LoginView }) {
  const { t } = useTranslation('auth');
  const { go } = useLoginFlow();
  const appShell = isDevice('SLIDECRAFT');
  // From the default login (QR, or account login in the app shell) to phone login, else back.
  const onDefault = view === 'qr' || (appShell && view === 'password');
  const target = onDefault ? 'v' : '';
  const label = onDefault
    ? t('switch.toPhone')
    : appShell
      ? t('switch.toAccount')
      : t('switch.toQr');
  const icon = onDefault ? <MobileOutlined /> : appShell ? <UserOutlined /> : <QrcodeOutlined />;
  return (
    <Button type="link" icon={icon} onClick={() => go(target)} data-testid="login-switch">
      {label}
    </Button>
  );
}
