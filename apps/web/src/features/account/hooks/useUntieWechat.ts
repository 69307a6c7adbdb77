import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { confirmDialog, toast } from '../../../shared/ui';
import { untieWechat } from '../api';
import { useRefreshUser } from './useRefreshUser';
import { useAccountTranslation } from '../account-texts';

/**
 * Unlinks WeChat after a confirmation. user-info has no 'WeChat linked' flag, so the action is
 * always offered; the server's 5103 ('not linked') message is toasted by the client.
 */
export function useUntieWechat() {
  const { t } = useAccountTranslation();
  const refreshUser = useRefreshUser();
  const [pending, setPending] = useState(false);

  const untie = async () => {
    const choice = await confirmDialog({
      title: t('wechat.confirmTitle'),
      content: t('wechat.confirmContent'),
      okType: 'danger',
    });
    if (choice !== 'ok') return;
    setPending(true);
    try {
      await untieWechat();
      toast.success(t('wechat.success'));
      await refreshUser();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setPending(false);
    }
  };

  return { pending, untie };
}
