import type { UserInfo } from '@slidecraft/contract';
import { i18n } from '../../../shared/i18n/instance';
import { confirmDialog } from '../../../shared/ui';
import { authTexts } from '../auth-texts';

/**
 * How an account is named to its user: its masked phone, or else its name marked as a name
 * (so that a name written like a masked phone cannot pass for someone's phone).
 */
export function accountLabel(user: UserInfo): string {
  authTexts.add();
  return user.phone
    ? i18n.t('auth:linkSession.phoneAccount', { phone: user.phone })
    : i18n.t('auth:linkSession.namedAccount', { name: user.name });
}

/**
 * Asks a signed-in user whether a link may switch them to its account, naming both; true only
 * when they agree (closing the dialog keeps the current account).
 */
export async function confirmAccountSwitch(current: UserInfo, link: UserInfo): Promise<boolean> {
  authTexts.add();
  const choice = await confirmDialog({
    title: i18n.t('auth:linkSession.title'),
    content: (
      <div data-testid="account-switch">
        {i18n.t('auth:linkSession.content', {
          link: accountLabel(link),
          current: accountLabel(current),
        })}
      </div>
    ),
    okText: i18n.t('auth:linkSession.switch'),
    cancelText: i18n.t('auth:linkSession.keep'),
    okType: 'default',
    // Enter (or a hurried click on the focused button) keeps the account.
    focus: 'cancel',
  });
  return choice === 'ok';
}
