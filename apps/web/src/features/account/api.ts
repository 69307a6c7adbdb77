import { ErrorCode, ProfileUpdateResultSchema, type SmsCodeQuery } from '@slidecraft/contract';
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

/** Unlinks WeChat; 5000 (not linked) is toasted by the client with the server message. */
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
