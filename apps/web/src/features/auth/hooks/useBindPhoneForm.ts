import { isBlank, isMainlandPhone } from '@slidecraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../shared/ui';
import { bindPhone, requestBindSms } from '../api';
import { sessionKeys } from '../session/session-keys';
import { useCodeForm } from '../../../shared/forms/useCodeForm';
import { fieldError } from '../../../shared/forms/useFieldErrors';
import { useAuthTranslation } from '../auth-texts';

/** State and actions of the bind-phone screen (lm=b; spec sections 2, 4, 5). */
export function useBindPhoneForm(onDone: () => void) {
  const { t } = useAuthTranslation();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const { edit, ...form } = useCodeForm({
    request: requestBindSms,
    to: {
      field: 'phone',
      value: phone,
      error: () =>
        fieldError(phone, isMainlandPhone, {
          empty: t('bind.phoneEmpty'),
          invalid: t('sms.phoneInvalid'),
        }),
    },
    codeEmpty: t('bind.codeEmpty'),
    action: async (code) => {
      // 5108 (the phone belongs to another account) is toasted by the client.
      await bindPhone({ phone, code });
      toast.success(t('bind.success'));
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      onDone();
    },
  });

  return {
    ...form,
    phone,
    setPhone: edit('phone', setPhone),
    canSubmit: !isBlank(phone) && !isBlank(form.code),
  };
}
