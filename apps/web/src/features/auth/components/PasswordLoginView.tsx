import { PASSWORD_MAX_LENGTH } from '@slidecraft/contract';
import { Alert, Button, Checkbox, Form } from 'antd';
import { PasswordInput, SubmitButton, TextInput } from '../../../shared/ui';
import { statusOf } from '../../../shared/forms/useFieldErrors';
import { formatMinutesSeconds } from '../hooks/useLoginLock';
import { usePasswordLoginForm } from '../hooks/usePasswordLoginForm';
import { useLoginFlow } from '../login/login-flow';
import { AgreementCheckbox } from './AgreementCheckbox';
import { LoginSwitch } from './LoginSwitch';
import { OneTapLink } from './OneTapLink';
import { CaptchaField } from '../../../shared/forms/PhoneCodeFields';
import { ViewHeader } from './ViewHeader';
import { useAuthTranslation } from '../auth-texts';

/** lm=p: account (phone or email) + password + captcha, remembered account, forgot link, lock. */
export function PasswordLoginView() {
  const { t } = useAuthTranslation();
  const flow = useLoginFlow();
  const form = usePasswordLoginForm(flow.finish);
  const lockTime = formatMinutesSeconds(form.lock.secondsLeft);
  return (
    <>
      <ViewHeader
        title={t('password.title')}
        subtitle={t('password.subtitle')}
        extra={<LoginSwitch view="password" />}
      />
      <Form layout="vertical" size="large" requiredMark={false} component="form">
        <Form.Item validateStatus={statusOf(form.errors.account)} help={form.errors.account}>
          <TextInput
            value={form.account}
            onChange={(event) => form.setAccount(event.target.value)}
            placeholder={t('password.accountPlaceholder')}
            autoComplete="username"
            maxLength={254}
            data-testid="account-input"
          />
        </Form.Item>
        <Form.Item validateStatus={statusOf(form.errors.password)} help={form.errors.password}>
          <PasswordInput
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            placeholder={t('password.passwordPlaceholder')}
            maxLength={PASSWORD_MAX_LENGTH}
            data-testid="password-input"
          />
        </Form.Item>
        <CaptchaField form={form} />
        <div className="sc-login-row">
          <Checkbox
            checked={form.remember}
            onChange={(event) => form.setRemember(event.target.checked)}
            data-testid="remember-account"
          >
            {t('password.remember')}
          </Checkbox>
          <Button
            type="link"
            size="small"
            onClick={() => flow.go('f')}
            data-testid="forgot-password"
          >
            {t('password.forgot')}
          </Button>
        </div>
        {form.lock.locked && (
          <Alert
            type="warning"
            showIcon
            title={t('password.locked', { time: lockTime })}
            data-testid="login-lock"
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item>
          <SubmitButton
            block
            disabled={!form.canSubmit}
            onSubmit={form.login}
            data-testid="login-submit"
          >
            {form.lock.locked ? t('password.lockedButton', { time: lockTime }) : t('sms.submit')}
          </SubmitButton>
        </Form.Item>
        <AgreementCheckbox checked={form.agreement.agreed} onChange={form.agreement.setAgreed} />
        <div className="sc-login-more">
          <Button type="link" size="small" onClick={() => flow.go('v')} data-testid="to-sms-login">
            {t('password.toSms')}
          </Button>
          <OneTapLink view="password" />
        </div>
      </Form>
    </>
  );
}
