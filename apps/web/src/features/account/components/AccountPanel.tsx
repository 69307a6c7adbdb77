import type { UserInfo } from '@slidecraft/contract';
import { Button, Divider, Space, Typography } from 'antd';
import { useState } from 'react';
import { useEmailOffered, wechatLoginOffered } from '../../auth/login/login-options';
import { useUntieWechat } from '../hooks/useUntieWechat';
import { ApiKeysSection } from './ApiKeysSection';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { PhoneForm } from './PhoneForm';
import { ProfileSection } from './ProfileSection';
import { WechatBind } from './WechatBind';
import { useAccountTranslation } from '../account-texts';

/** Which flow is open; only one at a time (they share the captcha and code test ids). */
type OpenFlow = 'bind' | 'unbind' | 'password' | 'email' | null;

/** The account settings sections: profile, phone, email, WeChat, password, API keys. */
export function AccountPanel({ user }: { user: UserInfo }) {
  const { t } = useAccountTranslation();
  // Without SMTP in production no email can be set: the section shows one only if there is.
  const emailOffered = useEmailOffered();
  const [flow, setFlow] = useState<OpenFlow>(null);
  const wechat = useUntieWechat();
  const close = () => setFlow(null);
  return (
    <div className="sc-account-panel" data-testid="account-panel">
      <ProfileSection user={user} />
      <Divider />
      <section className="sc-account-section">
        <Typography.Title level={5}>{t('phone.title')}</Typography.Title>
        <Space wrap>
          <Typography.Text data-testid="account-phone">
            {user.isBindPhone && user.phone ? user.phone : t('phone.none')}
          </Typography.Text>
          {flow !== 'bind' && flow !== 'unbind' && (
            <Button
              onClick={() => setFlow(user.isBindPhone ? 'unbind' : 'bind')}
              data-testid={user.isBindPhone ? 'phone-unbind' : 'phone-bind'}
            >
              {user.isBindPhone ? t('phone.unbind') : t('phone.bind')}
            </Button>
          )}
        </Space>
        {(flow === 'bind' || flow === 'unbind') && (
          <div style={{ marginTop: 12 }}>
            <PhoneForm key={flow} mode={flow} onClose={close} />
          </div>
        )}
      </section>
      {(emailOffered || user.email) && (
        <>
          <Divider />
          <section className="sc-account-section">
            <Typography.Title level={5}>{t('email.title')}</Typography.Title>
            <Space wrap>
              <Typography.Text data-testid="account-email">
                {user.email || t('email.none')}
              </Typography.Text>
              {flow !== 'email' && emailOffered && (
                <Button onClick={() => setFlow('email')} data-testid="email-set">
                  {user.email ? t('email.change') : t('email.set')}
                </Button>
              )}
            </Space>
            {flow === 'email' ? (
              <div style={{ marginTop: 12 }}>
                <EmailForm onClose={close} />
              </div>
            ) : (
              user.email && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                  {t('email.loginHint')}
                </Typography.Paragraph>
              )
            )}
          </section>
        </>
      )}
      <Divider />
      <section className="sc-account-section">
        <Typography.Title level={5}>{t('wechat.title')}</Typography.Title>
        {user.isBindWechat === false ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary" data-testid="wechat-state">
              {t('wechat.notBound')}
            </Typography.Text>
            {wechatLoginOffered() && <WechatBind />}
          </Space>
        ) : (
          <Space wrap>
            <Typography.Text type="secondary" data-testid="wechat-state">
              {user.isBindWechat ? t('wechat.bound') : t('wechat.hint')}
            </Typography.Text>
            <Button
              danger
              loading={wechat.pending}
              onClick={() => void wechat.untie()}
              data-testid="wechat-untie"
            >
              {t('wechat.untie')}
            </Button>
          </Space>
        )}
      </section>
      <Divider />
      <section className="sc-account-section">
        <Typography.Title level={5}>{t('password.title')}</Typography.Title>
        {!user.isBindPhone ? (
          <Typography.Text type="secondary">{t('password.needPhone')}</Typography.Text>
        ) : flow === 'password' ? (
          <PasswordForm onClose={close} />
        ) : (
          <Space wrap>
            <Typography.Text type="secondary">{t('password.hint')}</Typography.Text>
            <Button onClick={() => setFlow('password')} data-testid="password-change">
              {t('password.change')}
            </Button>
          </Space>
        )}
      </section>
      <Divider />
      <ApiKeysSection userId={user.id} />
    </div>
  );
}
