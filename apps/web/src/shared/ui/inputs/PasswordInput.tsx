import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Password input with a show/hide toggle. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('common');
  return (
    <Input.Password
      autoComplete="current-password"
      iconRender={(visible) =>
        visible ? (
          <EyeOutlined aria-label={t('input.hidePassword')} />
        ) : (
          <EyeInvisibleOutlined aria-label={t('input.showPassword')} />
        )
      }
      {...props}
    />
  );
}
