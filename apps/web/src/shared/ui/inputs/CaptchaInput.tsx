import { CAPTCHA_LENGTH } from '@slidecraft/contract';
import { Input, Space, Spin, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface CaptchaInputProps extends Omit<InputProps, 'value' | 'onChange' | 'maxLength'> {
  value?: string;
  onChange?: (value: string) => void;
  /** The captcha image (a data: URL); undefined while it loads. */
  image?: string;
  /** The id of the captcha shown, on the image as data-captcha-id (tests read the answer by it). */
  captchaId?: string;
  /** Asks for a new captcha; called when the image is clicked. */
  onRefresh: () => void;
}

/** A 4-character captcha field with its image beside it; clicking the image refreshes it. */
export function CaptchaInput({
  value = '',
  onChange,
  image,
  captchaId,
  onRefresh,
  ...rest
}: CaptchaInputProps) {
  const { t } = useTranslation('common');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange?.(event.target.value.replace(/\s/g, '').slice(0, CAPTCHA_LENGTH));
  return (
    <Space.Compact block>
      <Input
        placeholder={t('input.captchaPlaceholder')}
        autoComplete="off"
        maxLength={CAPTCHA_LENGTH}
        {...rest}
        value={value}
        onChange={handleChange}
      />
      <button
        type="button"
        className="sc-captcha-image"
        onClick={onRefresh}
        title={t('input.captchaRefresh')}
        data-testid="captcha-image"
        data-captcha-id={image ? captchaId : undefined}
      >
        {image ? (
          <img src={image} alt={t('input.captchaRefresh')} />
        ) : (
          <Spin size="small" aria-label={t('input.captchaLoading')} />
        )}
      </button>
    </Space.Compact>
  );
}
