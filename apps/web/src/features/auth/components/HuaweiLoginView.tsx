import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginFlow } from '../login/login-flow';

/**
 * lm=h: phone-maker one-tap login. The one-tap itself needs the host app's hook and the Huawei
 * OAuth flow, which are not wired yet; the screen offers 'other ways to login' (lm=v).
 */
export function HuaweiLoginView() {
  const { t } = useTranslation('auth');
  const { go } = useLoginFlow();
  return (
    <Result
      status="info"
      title={t('huawei.title')}
      subTitle={t('huawei.unavailable')}
      extra={
        <Button type="primary" onClick={() => go('v')} data-testid="login-other-ways">
          {t('huawei.otherWays')}
        </Button>
      }
    />
  );
}
