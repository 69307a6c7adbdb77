import { isBlank, isEmail } from '@slidecraft/contract';
import { useState } from 'react';
import { toast } from '../../../shared/ui';
import { useCodeForm } from '../../../shared/forms/useCodeForm';
import { fieldError } from '../../../shared/forms/useFieldErrors';
import { bindEmail, requestEmailCode } from '../api';
import { useRefreshUser } from './useRefreshUser';
import { useAccountTranslation } from '../account-texts';

/**
 * Setting the account's email: the address (spec section 5's email rule), the captcha, then a
 * 6-digit code sent to the address; the email is set once the code is entered. The captcha and
 * send-code behaviour (60 s countdown, 5003 / 5002 / 5427 shown) is the SMS forms'.
 */
export function useEmailForm(onDone: () => void) {
  const { t } = useAccountTranslation();
  const refreshUser = useRefreshUser();
  const [email, setEmail] = useState('');
  const { edit, ...form } = useCodeForm({
    // The code request names the address `phone`: here it is the email.
    request: ({ phone, captchaId, captchaCode }) =>
      requestEmailCode({ email: phone, captchaId, captchaCode }),
    to: {
      field: 'email',
      value: email.trim(),
      error: () =>
        fieldError(email, isEmail, { empty: t('email.empty'), invalid: t('email.invalid') }),
    },
    codeEmpty: t('email.codeEmpty'),
    action: async (code) => {
      // 5003 (wrong or expired code) and 5108 (another account's email) are toasted.
      await bindEmail({ email: email.trim(), code });
      toast.success(t('email.success'));
      await refreshUser();
      onDone();
    },
  });

  return {
    ...form,
    email,
    setEmail: edit('email', setEmail),
    canSubmit: !isBlank(email) && !isBlank(form.code),
  };
}
