import { LOGIN_VIEW_DELAY_MS } from '@slidecraft/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDelayedVisible } from '../hooks/useDelayedVisible';
import type { LoginView } from '../login/login-params';
import { SmsLoginForm } from './SmsLoginForm';

/** The login view picked by lm, shown after the 100 ms login view delay. */
export function LoginPanel({ view, onSuccess }: { view: LoginView; onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const visible = useDelayedVisible(LOGIN_VIEW_DELAY_MS);
  if (!visible) return <div className="sc-login-panel" aria-busy="true" />;
  return (
    <div className="sc-login-panel" data-testid="login-panel" data-view={view}>
      <Typography.Title level={3} style={{ marginBottom: 4 }}>
        {t('sms.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sms.subtitle')}</Typography.Paragraph>
      <SmsLoginForm onSuccess={onSuccess} />
    </div>
  );
}
