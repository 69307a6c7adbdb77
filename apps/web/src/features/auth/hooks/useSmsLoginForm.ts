import { isBlank, isMainlandPhone } from '@slidecraft/contract';
import { useState } from 'react';
import { loginByPhone, requestSmsCode } from '../api';
import { useCompleteLogin } from '../login/login-flow';
import { useAgreement } from './useAgreement';
import { useCodeForm } from '../../../shared/forms/useCodeForm';
import { fieldError } from '../../../shared/forms/useFieldErrors';
import { useAuthTranslation } from '../auth-texts';

/** State and actions of the SMS login form (spec sections 4, 5, 8). */
export function useSmsLoginForm(onSuccess: () => void) {
  const { t } = useAuthTranslation();
  const [phone, setPhone] = useState('');
  const agreement = useAgreement();
  const completeLogin = useCompleteLogin();
  const { edit, submit, ...form } = useCodeForm({
    request: requestSmsCode,
    to: {
      field: 'phone',
      value: phone,
      error: () =>
        fieldError(phone, isMainlandPhone, {
          empty: t('sms.phoneEmpty'),
          invalid: t('sms.phoneInvalid'),
        }),
    },
    confirm: () => agreement.ensureAgreed(),
    action: async (code) => {
      const result = await loginByPhone({ phone, code });
      await completeLogin(result, 'phone');
      onSuccess();
    },
  });

  return {
    ...form,
    phone,
    setPhone: edit('phone', setPhone),
    agreement,
    canSubmit: !isBlank(phone) && !isBlank(form.code),
    login: submit,
  };
}
