import {
  BindWechatStatusResultSchema,
  EmailBindResultSchema,
  ErrorCode,
  ProfileUpdateResultSchema,
  QrCodeResultSchema,
  WechatBindUrlSchema,
  type SmsCodeQuery,
} from '@slidecraft/contract';
import { api, noData } from '../../shared/http';
import { SMS_CODE_FORM_ERRORS } from '../auth/api';

export { bindPhone, requestBindSms } from '../auth/api';

/** POST /api/user/update/avatar-or-name (multipart): an avatar file and/or a name. */
export function updateProfile(changes: { avatar?: File; name?: string }) {
  const form = new FormData();
  if (changes.avatar) form.append('avatar', changes.avatar);
  if (changes.name !== undefined) form.append('name', changes.name);
  return api.post('/api/user/update/avatar-or-name', ProfileUpdateResultSchema, form);
}

/** The code for unbinding goes to the bound phone: only the captcha is sent. */
export function requestUnbindSms({ captchaId, captchaCode }: SmsCodeQuery) {
  return api.get('/api/sms/set-unBind', noData, {
    query: { captchaId, captchaCode },
    quiet: SMS_CODE_FORM_ERRORS,
  });
}

/** Unbinds the phone; 5107 (the last way to log in) is shown by the form. */
export function unbindPhone(body: { code: string }) {
  return api.post('/api/user/unBind/phone', noData, body, {
    quiet: [ErrorCode.NO_USER_PERMISSION],
  });
}

/** Unlinks WeChat; 5103 (not linked) is toasted by the client with the server message. */
export function untieWechat() {
  return api.post('/api/user/untie-wechat', noData);
}

/** The code for a password change goes to the bound phone: only the captcha is sent. */
export function requestPasswordSms({ captchaId, captchaCode }: SmsCodeQuery) {
  return api.get('/api/sms/set-pwd', noData, {
    query: { captchaId, captchaCode },
    quiet: SMS_CODE_FORM_ERRORS,
  });
}

/** Changes the password with the bound phone's code; 5000 (common password) is toasted. */
export function updatePassword(body: { code: string; password: string }) {
  return api.post('/api/user/update-pwd', noData, body);
}

/** POST /api/user/email/code: a code to the email to set (captcha first, like SMS codes). */
export function requestEmailCode(body: { email: string; captchaId: string; captchaCode: string }) {
  return api.post('/api/user/email/code', noData, body, { quiet: SMS_CODE_FORM_ERRORS });
}

/** POST /api/user/email/bind: sets the email with its code; 5003 and 5108 are toasted. */
export function bindEmail(body: { email: string; code: string }) {
  return api.post('/api/user/email/bind', EmailBindResultSchema, body);
}

/** A QR that binds the scanning WeChat to this account (the login QR machinery, purpose bind). */
export function createBindQr(signal?: AbortSignal) {
  return api.get('/api/getTemporaryQrcode', QrCodeResultSchema, {
    query: { purpose: 'bind' },
    signal,
    quiet: true,
  });
}

/** One poll of a bind QR: waiting or success; 5106 expired, 5108 another account's WeChat. */
export function fetchBindWechatStatus(topic: string, signal?: AbortSignal) {
  return api.get('/api/user/bindWechatStatus', BindWechatStatusResultSchema, {
    query: { topic },
    signal,
    quiet: true,
  });
}

/** Inside WeChat: the in-app authorization address that binds, returning to `callback`. */
export function fetchWechatBindUrl(callback: string) {
  return api.get('/api/mobile/wechat/bind', WechatBindUrlSchema, { query: { callback } });
}
