import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOGIN_METHOD } from '../login/login-params';
import { useLoginModal } from '../login/useLoginModal';

/** The header's login button: opens the login modal on the current page, on the device's default view. */
export function LoginButton() {
  // The header's own namespace: the auth texts load with the login dialog.
  const { t } = useTranslation('layout');
  const { open } = useLoginModal();
  return (
    <Button type="primary" onClick={() => open(DEFAULT_LOGIN_METHOD)} data-testid="login-button">
      {t('header.login')}
    </Button>
  );
}
