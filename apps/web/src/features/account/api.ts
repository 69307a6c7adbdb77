import {
  ErrorCode,
  accountApi,
  authApi,
  openApi,
  type RouteInput,
  type SmsCodeQuery,
} from '@slidecraft/contract';
import { call } from '../../shared/http';
import { SMS_CODE_FORM_ERRORS } from '../auth/api';

export { bindPhone, requestBindSms } from '../auth/api';

/** The profile change (multipart): an avatar file and/or a name. */
export function updateProfile(changes: { avatar?: File; name?: string }) {
  const form = new FormData();
  if (changes.avatar) form.append('avatar', changes.avatar);
  if (changes.name !== undefined) form.append('name', changes.name);
  return call(accountApi.updateProfile, { body: form });
}

/** The code for unbinding goes to the bound phone: only the captcha is sent. */
export function requestUnbindSms({ captchaId, captchaCode }: SmsCodeQuery) {
  return call(
    accountApi.unbindPhoneSms,
    { query: { captchaId, captchaCode } },
    { quiet: SMS_CODE_FORM_ERRORS },
  );
}

/** Unbinds the phone; 5107 (the last way to log in) is shown by the form. */
export function unbindPhone(body: RouteInput<typeof accountApi.unbindPhone>['body']) {
  return call(
    accountApi.unbindPhone,
    { params: { type: 'phone' }, body },
    { quiet: [ErrorCode.NO_USER_PERMISSION] },
  );
}

/** Unlinks WeChat; 5103 (not linked) is toasted by the client with the server message. */
export function untieWechat() {
  return call(accountApi.untieWechat);
}

/** The code for a password change goes to the bound phone: only the captcha is sent. */
export function requestPasswordSms({ captchaId, captchaCode }: SmsCodeQuery) {
  return call(
    accountApi.passwordSms,
    { query: { captchaId, captchaCode } },
    { quiet: SMS_CODE_FORM_ERRORS },
  );
}

/** Changes the password with the bound phone's code; 5000 (common password) is toasted. */
export function updatePassword(body: RouteInput<typeof accountApi.updatePassword>['body']) {
  return call(accountApi.updatePassword, { body });
}

/** A code to the email to set (captcha first, like SMS codes). */
export function requestEmailCode(body: RouteInput<typeof accountApi.emailCode>['body']) {
  return call(accountApi.emailCode, { body }, { quiet: SMS_CODE_FORM_ERRORS });
}

/** Sets the email with its code; 5003 and 5108 are toasted. */
export function bindEmail(body: RouteInput<typeof accountApi.bindEmail>['body']) {
  return call(accountApi.bindEmail, { body });
}

/** A QR that binds the scanning WeChat to this account (the login QR machinery, purpose bind). */
export function createBindQr(signal?: AbortSignal) {
  return call(authApi.wechatQrCode, { query: { purpose: 'bind' } }, { signal, quiet: true });
}

/** One poll of a bind QR: waiting or success; 5106 expired, 5108 another account's WeChat. */
export function fetchBindWechatStatus(topic: string, signal?: AbortSignal) {
  return call(accountApi.bindWechatStatus, { query: { topic } }, { signal, quiet: true });
}

/** Inside WeChat: the in-app authorization address that binds, returning to `callback`. */
export function fetchWechatBindUrl(callback: string) {
  return call(accountApi.wechatBindUrl, { query: { callback } });
}

/** The live API keys, newest first, without the keys; the section shows a failure itself. */
export function fetchApiKeys(signal?: AbortSignal) {
  return call(openApi.listKeys, {}, { signal, quiet: true });
}

/**
 * Makes an API key: the answer carries the whole key, this once. 5412 (the live keys' cap;
 * the code of the caps) is shown by the form with the server's message, not the caps' dialog.
 */
export function createApiKey(name: string) {
  return call(openApi.createKey, { body: { name } }, { quiet: [ErrorCode.PROJECT_COUNT_LIMIT] });
}

/** Revokes an API key at once; 404 (already gone) is toasted by the client. */
export function revokeApiKey(id: string) {
  return call(openApi.revokeKey, { params: { id } });
}
