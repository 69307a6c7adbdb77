import { isBlank, isMainlandPhone } from '@slidecraft/contract';
import { useState } from 'react';
import { toast } from '../../../shared/ui';
import { requestResetSms, resetPassword } from '../api';
import { PASSWORD_LIMITS, newPasswordError, useCodeForm } from '../../../shared/forms/useCodeForm';
import { fieldError } from '../../../shared/forms/useFieldErrors';
import { useAuthTranslation } from '../auth-texts';

/** State and actions of the reset password screen (lm=f; spec sections 2, 4, 5). */
export function useResetPasswordForm(onDone: () => void) {
  const { t } = useAuthTranslation();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const { edit, ...form } = useCodeForm<'phone' | 'password'>({
    request: requestResetSms,
    to: {
      field: 'phone',
      value: phone,
      error: () =>
        fieldError(phone, isMainlandPhone, {
          empty: t('reset.phoneEmpty'),
          invalid: t('sms.phoneInvalid'),
        }),
    },
    codeEmpty: t('reset.codeEmpty'),
    check: () => ({
      password: newPasswordError(password, {
        empty: t('reset.passwordEmpty'),
        length: t('reset.passwordLength', PASSWORD_LIMITS),
      }),
    }),
    action: async (code) => {
      await resetPassword({ phone, code, password });
      toast.success(t('reset.success'));
      onDone();
    },
  });

  return {
    ...form,
    phone,
    setPhone: edit('phone', setPhone),
    password,
    setPassword: edit('password', setPassword),
    canSubmit: !isBlank(phone) && !isBlank(form.code) && password.length > 0,
  };
}
