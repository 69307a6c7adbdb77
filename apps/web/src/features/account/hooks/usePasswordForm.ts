import { isBlank } from '@slidecraft/contract';
import { useState } from 'react';
import { toast } from '../../../shared/ui';
import { PASSWORD_LIMITS, newPasswordError, useCodeForm } from '../../../shared/forms/useCodeForm';
import { requestPasswordSms, updatePassword } from '../api';
import { useRefreshUser } from './useRefreshUser';
import { useAccountTranslation } from '../account-texts';

/** Changing the password with a code sent to the bound phone (GET set-pwd + POST update-pwd). */
export function usePasswordForm(onDone: () => void) {
  const { t } = useAccountTranslation();
  const refreshUser = useRefreshUser();
  const [password, setPassword] = useState('');
  const { edit, ...form } = useCodeForm({
    request: requestPasswordSms,
    codeEmpty: t('password.codeEmpty'),
    check: () => ({
      password: newPasswordError(password, {
        empty: t('password.passwordEmpty'),
        length: t('password.passwordLength', PASSWORD_LIMITS),
      }),
    }),
    action: async (code) => {
      // 5000 (a too common password) is toasted by the client with the server message.
      await updatePassword({ code, password });
      toast.success(t('password.success'));
      await refreshUser();
      onDone();
    },
  });

  return {
    ...form,
    password,
    setPassword: edit('password', setPassword),
    canSubmit: !isBlank(form.code) && password.length > 0,
  };
}
