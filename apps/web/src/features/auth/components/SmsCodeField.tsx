import { SMS_CODE_LENGTH } from '@slidecraft/contract';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The SMS code input with its 'get verification code' button and the 60 s countdown. */
export function SmsCodeField({
  value,
  onChange,
  onSend,
  countdown,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  countdown: { running: boolean; left: number };
}) {
  const { t } = useTranslation('auth');
  return (
    <Space.Compact block>
      <Input
        value={value}
        onChange={(event) =>
          onChange(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))
        }
        placeholder={t('sms.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        data-testid="sms-code-input"
      />
      <Button onClick={onSend} disabled={countdown.running} data-testid="sms-code-button">
        {countdown.running ? t('sms.resendIn', { seconds: countdown.left }) : t('sms.getCode')}
      </Button>
    </Space.Compact>
  );
}
