import { ErrorCode } from '@slidecraft/contract';
import { requestAiPacks } from '../ai-packs';
import { i18n } from '../i18n/instance';
import type { CommonMessages } from '../i18n/zh-CN';
import { confirmDialog, type ConfirmChoice, type ConfirmOptions } from './confirm-dialog';
import { feedback, type ModalApi } from './feedback';

/** Where 'upgrade to professional' leads: the plans, with ?mm to open the membership modal. */
export const UPGRADE_PATH = '/pricing?mm=';

/** Leaves for the upgrade page (a full navigation: the dialog runs outside the router). */
export function openUpgrade(): void {
  window.location.assign(UPGRADE_PATH);
}

const t = (key: keyof CommonMessages['aiDialog']) => i18n.t(`common:aiDialog.${key}` as const);

/**
 * The dialog of each AI limit and safety code (spec section 8), in one place: the http client
 * shows it for any call that gets one of these codes, so every AI call (streams included)
 * behaves alike. `message` is the server's localised message, which names the limit.
 */
const DIALOGS: Partial<Record<number, (message: string) => ConfirmOptions>> = {
  [ErrorCode.SENSITIVE_WORDS]: (message) => ({
    title: message,
    content: t('sensitiveAdvice'),
    okText: t('changeTopic'),
    hideCancel: true,
  }),
  [ErrorCode.AI_POINTS_USED_UP]: (message) => ({
    title: t('pointsTitle'),
    content: message,
    okText: t('upgrade'),
    extra: buyPoints(),
  }),
  // Spec section 8: 5414 leads to the membership page (through this dialog's upgrade button).
  [ErrorCode.UPGRADE_TO_PRO]: (message) => ({
    title: t('upgradeTitle'),
    content: message,
    okText: t('upgrade'),
  }),
  // The members' daily cap: packs go on where the allowance stops.
  [ErrorCode.MEMBER_AI_LIMIT]: (message) => ({ ...notice(message), extra: buyPoints() }),
  [ErrorCode.PROJECT_COUNT_LIMIT]: notice,
  [ErrorCode.PAGE_COUNT_LIMIT]: notice,
  // 5427 is not here: SMS and other calls share it, and its toast already shows the server
  // message (spec section 8, other codes).
};

/** 'Buy AI points': the packs open over the page it is on (with the membership screens). */
function buyPoints(): ConfirmOptions['extra'] {
  return { text: i18n.t('common:buyAiPoints'), onClick: requestAiPacks };
}

function notice(message: string): ConfirmOptions {
  return { title: t('noticeTitle'), content: message, okText: t('gotIt'), hideCancel: true };
}

export function isAiLimitCode(code: number): boolean {
  return DIALOGS[code] !== undefined;
}

/** The modal API (one per mounted app) that shows an AI limit dialog now, if any. */
let openOn: ModalApi | null = null;

/**
 * Shows the dialog of an AI limit code; resolves with the choice, or null when the code has no
 * dialog or one is already open (parallel calls failing together show one dialog). OK on 5410
 * and 5414 leaves for the upgrade page.
 */
export async function aiLimitDialog(code: number, message: string): Promise<ConfirmChoice | null> {
  const options = DIALOGS[code];
  const api = (await feedback()).modal;
  if (!options || openOn === api) return null;
  openOn = api;
  try {
    const choice = await confirmDialog(options(message));
    const upgrades = code === ErrorCode.AI_POINTS_USED_UP || code === ErrorCode.UPGRADE_TO_PRO;
    if (upgrades && choice === 'ok') openUpgrade();
    return choice;
  } finally {
    if (openOn === api) openOn = null;
  }
}
