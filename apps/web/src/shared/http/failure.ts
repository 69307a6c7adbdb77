import { ErrorCode, errorMessage } from '@slidecraft/contract';
import { openSupport } from '../config';
import { currentLocale, i18n } from '../i18n/instance';
import { sessionToken } from '../storage/session-token';
import { aiLimitDialog, isAiLimitCode } from '../ui/ai-limit-dialog';
import { confirmDialog } from '../ui/confirm-dialog';
import { toast } from '../ui/feedback';
import { ApiError } from './api-error';

/**
 * Codes the caller handles itself: no toast for them. `true` silences every business code;
 * 'inline' is for a caller that shows any failure on the page itself (an outline stream's
 * failed state): no toast, but the dialogs of AI limits and sensitive words still open.
 * Session-level outcomes (401, 5101 forbidden, 5112 logged out) are always handled here.
 */
export type Quiet = boolean | readonly number[] | 'inline';

export interface Failure {
  /** The envelope code, or the HTTP status when there was no envelope. */
  code: number;
  /** The server's (already localised) message, '' when none. */
  message: string;
  httpStatus: number;
  /** The token the failed request carried. */
  sentToken: string | null;
  quiet?: Quiet;
}

function isQuiet(quiet: Quiet | undefined, code: number): boolean {
  if (quiet === 'inline') return !isAiLimitCode(code);
  return quiet === true || (Array.isArray(quiet) && quiet.includes(code));
}

/** Ends the session the request belonged to; only that session, and only once. */
function expireSession(sentToken: string | null): boolean {
  if (!sentToken || sessionToken.get() !== sentToken) return false;
  sessionToken.clear();
  toast.error(errorMessage(ErrorCode.UNAUTHORIZED, currentLocale()));
  return true;
}

let dialogOpen = false;

async function accountDialog(title: string, content: string | undefined): Promise<void> {
  if (dialogOpen) return;
  dialogOpen = true;
  try {
    const choice = await confirmDialog({
      type: 'error',
      title,
      content,
      okText: i18n.t('common:http.contactSupport'),
    });
    if (choice === 'ok') openSupport();
  } finally {
    dialogOpen = false;
    sessionToken.clear();
  }
}

/**
 * Tells the user about a failed call as spec section 8 prescribes and returns the error to throw.
 */
export function reportFailure(failure: Failure): ApiError {
  const { code, message, httpStatus, sentToken, quiet } = failure;
  const fail = (text: string, notified: boolean) =>
    new ApiError(code, text, { httpStatus, notified });

  if (httpStatus === 401 || code === ErrorCode.UNAUTHORIZED) {
    const text = errorMessage(ErrorCode.UNAUTHORIZED, currentLocale());
    return fail(text, expireSession(sentToken));
  }
  if (httpStatus < 200 || httpStatus >= 300) {
    const text = errorMessage(ErrorCode.SERVER_ERROR, currentLocale());
    const silent = isQuiet(quiet, code) || isQuiet(quiet, httpStatus);
    if (!silent) toast.error(text);
    return fail(text, !silent);
  }
  const text = message || i18n.t('common:http.serverBusy');
  // A call made with another token than the stored session (a link's) says nothing about the
  // stored session: a disabled or deleted account there is the caller's to show.
  const storedSession = sentToken === null || sentToken === sessionToken.get();
  switch (code) {
    case ErrorCode.VERIFY_ERROR:
      return fail(text, false);
    case ErrorCode.FORBIDDEN_USER:
      if (!storedSession) break;
      void accountDialog(
        i18n.t('common:http.forbiddenTitle'),
        `${i18n.t('common:http.disabledReason')}${message}`,
      );
      return fail(text, true);
    case ErrorCode.USER_LOGGED_OUT:
      if (!storedSession) break;
      void accountDialog(message || i18n.t('common:http.loggedOutTitle'), undefined);
      return fail(text, true);
  }
  if (isQuiet(quiet, code)) return fail(text, false);
  // AI limits and sensitive words (5401, 5410-5412, 5421): their dialog, not a toast.
  if (isAiLimitCode(code)) {
    void aiLimitDialog(code, text);
    return fail(text, true);
  }
  toast.error(text);
  return fail(text, true);
}

/** A fetch that never reached the server (offline, DNS, CORS). */
export function reportNetworkFailure(quiet: Quiet | undefined): ApiError {
  const text = i18n.t('common:http.networkError');
  const silent = quiet === true || quiet === 'inline';
  if (!silent) toast.error(text);
  return new ApiError(0, text, { httpStatus: 0, notified: !silent });
}
