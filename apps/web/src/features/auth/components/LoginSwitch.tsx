import {
  MobileOutlined,
  QrcodeOutlined,
  ThunderboltOutlined,
  UserOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useLoginFlow } from '../login/login-flow';
import type { LoginView } from '../login/login-params';
import { loginSwitchOf, type LoginSwitchLabel } from '../login/login-switch';
import { useAuthTranslation } from '../auth-texts';

const ICONS: Record<LoginSwitchLabel, ReactNode> = {
  toPhone: <MobileOutlined />,
  toAccount: <UserOutlined />,
  toQr: <QrcodeOutlined />,
  toWechat: <WechatOutlined />,
  toHuawei: <ThunderboltOutlined />,
};

/** The switch next to the title: phone login <-> the device's default login (login-switch.ts). */
export function LoginSwitch({ view }: { view: LoginView }) {
  const { t } = useAuthTranslation();
  const { go, defaultView } = useLoginFlow();
  const { lm, label } = loginSwitchOf(view, defaultView);
  return (
    <Button type="link" icon={ICONS[label]} onClick={() => go(lm)} data-testid="login-switch">
      {t(`switch.${label}`)}
    </Button>
  );
}
