import {
  ErrorCode,
  LAST_LOGIN_METHOD_MESSAGES,
  isBlank,
  isMainlandPhone,
} from '@slidecraft/contract';
import { useState } from 'react';
import { currentLocale } from '../../../shared/i18n/instance';
import { toast } from '../../../shared/ui';
import { useCodeForm } from '../../../shared/forms/useCodeForm';
import { fieldError } from '../../../shared/forms/useFieldErrors';
import { bindPhone, requestBindSms, requestUnbindSms, unbindPhone } from '../api';
import { useRefreshUser } from './useRefreshUser';
import { useAccountTranslation } from '../account-texts';
import { useAuthTranslation } from '../../auth/auth-texts';

export type PhoneMode = 'bind' | 'unbind';

/**
 * Binding a phone (phone + captcha + code sent to it) or unbinding the bound one (captcha +
 * code sent to the bound phone). 5107 on unbind (the last way to log in) is shown in the form.
 */
export function usePhoneForm(mode: PhoneMode, onDone: () => void) {
  const { t } = useAccountTranslation();
  const { t: tAuth } = useAuthTranslation();
  const refreshUser = useRefreshUser();
  const [phone, setPhone] = useState('');
  const [blocked, setBlocked] = useState<string>();
  const { edit, ...form } = useCodeForm({
    request: mode === 'bind' ? requestBindSms : requestUnbindSms,
    // Unbinding sends the code to the bound phone: no phone is typed.
    to:
      mode === 'bind'
        ? {
            field: 'phone',
            value: phone,
            error: () =>
              fieldError(phone, isMainlandPhone, {
                empty: tAuth('bind.phoneEmpty'),
                invalid: tAuth('sms.phoneInvalid'),
              }),
          }
        : undefined,
    codeEmpty: t('phone.codeEmpty'),
    action: async (code) => {
      setBlocked(undefined);
      if (mode === 'bind') {
        // 5108 (the phone belongs to another account) is toasted by the client.
        await bindPhone({ phone, code });
        toast.success(t('phone.bindSuccess'));
      } else {
        await unbindPhone({ code });
        toast.success(t('phone.unbindSuccess'));
      }
      await refreshUser();
      onDone();
    },
    onApiError: (error) => {
      if (error.code === ErrorCode.NO_USER_PERMISSION) {
        setBlocked(error.message || LAST_LOGIN_METHOD_MESSAGES[currentLocale()]);
      }
    },
  });

  return {
    ...form,
    mode,
    phone,
    // Unbinding sends the code to the bound phone: no setter, so PhoneCodeFields shows no phone.
    setPhone: mode === 'bind' ? edit('phone', setPhone) : undefined,
    blocked,
    canSubmit: (mode === 'unbind' || !isBlank(phone)) && !isBlank(form.code),
  };
}
