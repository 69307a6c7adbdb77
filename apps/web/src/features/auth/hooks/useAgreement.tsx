import { useCallback, useState } from 'react';
import { confirmDialog } from '../../../shared/ui';
import { AgreementLinks } from '../components/AgreementLinks';
import { useAuthTranslation } from '../auth-texts';

/**
 * The agreement checkbox state. `ensureAgreed` resolves true when it is ticked; otherwise it asks
 * 'Read and agree to the following agreements before login', and 'Agree and continue' ticks it.
 */
export function useAgreement(options: { huawei?: boolean } = {}) {
  const huawei = options.huawei ?? false;
  const { t } = useAuthTranslation();
  const [agreed, setAgreed] = useState(false);
  const ensureAgreed = useCallback(async () => {
    if (agreed) return true;
    const choice = await confirmDialog({
      type: 'warn',
      title: t('agreement.confirmTitle'),
      content: (
        <AgreementLinks
          i18nKey={huawei ? 'agreement.confirmContentHuawei' : 'agreement.confirmContent'}
        />
      ),
      okText: t('agreement.agree'),
    });
    if (choice !== 'ok') return false;
    setAgreed(true);
    return true;
  }, [agreed, huawei, t]);
  return { agreed, setAgreed, ensureAgreed };
}
