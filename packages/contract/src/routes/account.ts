import {
  BindPhoneBodySchema,
  CaptchaQuerySchema,
  PhoneSmsQuerySchema,
  ResetPasswordBodySchema,
  UpdatePasswordBodySchema,
} from '../api/account.js';
import {
  AddinSyncParamsSchema,
  AddinSyncResultSchema,
  BindWechatStatusQuerySchema,
  BindWechatStatusResultSchema,
  EmailBindBodySchema,
  EmailBindResultSchema,
  EmailCodeBodySchema,
  UtmTraceQuerySchema,
  UtmTraceResultSchema,
  WechatBindBodySchema,
  WechatBindQuerySchema,
  WechatBindResultSchema,
  WechatBindUrlSchema,
} from '../api/account-bind.js';
import {
  LegacyProfileFieldsSchema,
  ProfileFieldsSchema,
  ProfileUpdateResultSchema,
  UnbindParamsSchema,
  UnbindPhoneBodySchema,
} from '../api/profile.js';
import { UserInfoSchema } from '../api/user.js';
import { defineRoute } from './route.js';

/**
 * The account (spec section 5): the signed-in user and the logout, the password (forgotten or
 * changed), the phone, email and WeChat bound to it, the avatar and the name, the campaign trace
 * and the companion add-in's sync.
 */

/** What a failed captcha check answers (the image or the widget's check). */
const CAPTCHA_ERRORS = [5001, 5002, 5003, 5402] as const;

export const userInfo = defineRoute({
  method: 'GET',
  path: '/api/user/user-info',
  access: 'user',
  tags: ['user'],
  summary: 'The signed-in user',
  response: UserInfoSchema,
  errors: [],
});

export const logout = defineRoute({
  method: 'POST',
  path: '/api/user/logout',
  access: 'user',
  tags: ['user'],
  summary: 'Revokes the current token',
  errors: [],
});

export const resetPasswordSms = defineRoute({
  method: 'GET',
  path: '/api/sms/reset-pwd',
  access: 'public',
  tags: ['auth'],
  summary:
    'Sends a password-reset code after the captcha (the same answer whether or not the phone has an account)',
  query: PhoneSmsQuerySchema,
  errors: [...CAPTCHA_ERRORS, 5427],
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/api/user/set-password',
  access: 'public',
  tags: ['auth'],
  summary: 'Resets a forgotten password with the SMS code; every session of the account ends',
  body: ResetPasswordBodySchema,
  errors: [5003],
});

export const passwordSms = defineRoute({
  method: 'GET',
  path: '/api/sms/set-pwd',
  access: 'user',
  tags: ['user'],
  summary: 'Sends a password-change code to the bound phone, after the captcha',
  query: CaptchaQuerySchema,
  errors: [...CAPTCHA_ERRORS, 5103, 5427],
});

export const updatePassword = defineRoute({
  method: 'POST',
  path: '/api/user/update-pwd',
  // The spec lists an older path of the same call.
  aliases: [{ path: '/api/web/userAccounts/updatePwd' }],
  access: 'user',
  tags: ['user'],
  summary: 'Changes the password with the SMS code; the other sessions end',
  body: UpdatePasswordBodySchema,
  errors: [5003, 5103],
});

export const bindPhoneSms = defineRoute({
  method: 'GET',
  path: '/api/sms/set-bind',
  access: 'user',
  tags: ['user'],
  summary: 'Sends a code to the phone to bind, after the captcha',
  query: PhoneSmsQuerySchema,
  errors: [...CAPTCHA_ERRORS, 5427],
});

export const bindPhone = defineRoute({
  method: 'POST',
  path: '/api/user/bind-account',
  // The spec lists older paths of the same call.
  aliases: [{ path: '/api/web/userAccounts/bind' }, { path: '/api/web/user/safe/sms/bind' }],
  access: 'user',
  tags: ['user'],
  summary: 'Binds a phone with its SMS code',
  body: BindPhoneBodySchema,
  errors: [5003, 5108],
});

export const unbindPhoneSms = defineRoute({
  method: 'GET',
  path: '/api/sms/set-unBind',
  access: 'user',
  tags: ['user'],
  summary: 'Sends an unbind code to the bound phone, after the captcha',
  query: CaptchaQuerySchema,
  errors: [...CAPTCHA_ERRORS, 5103, 5427],
});

export const unbindPhone = defineRoute({
  method: 'POST',
  path: '/api/user/unBind/:type',
  access: 'user',
  tags: ['user'],
  summary: 'Unbinds the phone with its code, unless it is the last way to log in',
  params: UnbindParamsSchema,
  body: UnbindPhoneBodySchema,
  errors: [5003, 5103, 5107],
});

export const untieWechat = defineRoute({
  method: 'POST',
  path: '/api/user/untie-wechat',
  aliases: [{ path: '/api/user/unBind', method: 'DELETE' }],
  access: 'user',
  tags: ['user'],
  summary: 'Unlinks WeChat, unless it is the last way to log in',
  errors: [5103, 5107],
});

export const updateProfile = defineRoute({
  method: 'POST',
  path: '/api/user/update/avatar-or-name',
  access: 'user',
  tags: ['user'],
  summary:
    'Changes the avatar (PNG, JPEG or WebP, at most 2 MB, stored square, at most 512 px, re-encoded without metadata) and/or the name',
  multipart: { files: ['avatar'], fields: ProfileFieldsSchema },
  response: ProfileUpdateResultSchema,
  errors: [],
});

/** The older path of the profile change, whose form names the fields otherwise. */
export const updateAvatar = defineRoute({
  method: 'POST',
  path: '/api/web/userAccounts/updateAvatar',
  access: 'user',
  tags: ['user'],
  summary: 'The profile change (updateProfile) with the form fields file (the avatar) and username',
  multipart: { files: ['file'], fields: LegacyProfileFieldsSchema },
  response: ProfileUpdateResultSchema,
  errors: [],
});

export const emailCode = defineRoute({
  method: 'POST',
  path: '/api/user/email/code',
  access: 'user',
  tags: ['user'],
  summary: 'Sends a 6-digit code to the email to set, after the captcha',
  body: EmailCodeBodySchema,
  errors: [...CAPTCHA_ERRORS, 5102, 5108, 5427],
});

export const bindEmail = defineRoute({
  method: 'POST',
  path: '/api/user/email/bind',
  access: 'user',
  tags: ['user'],
  summary:
    'Sets the email with the code sent to it; the account then logs in with it and the password (loginByAccount)',
  body: EmailBindBodySchema,
  response: EmailBindResultSchema,
  errors: [5003, 5102, 5108],
});

export const utmTrace = defineRoute({
  method: 'GET',
  path: '/api/user/utm-trace',
  access: 'user',
  tags: ['user'],
  summary:
    'Records the campaign the user arrived with (the first one reported wins) and answers the recorded one',
  query: UtmTraceQuerySchema,
  response: UtmTraceResultSchema,
  errors: [],
});

export const addinSync = defineRoute({
  method: 'GET',
  path: '/api/sync/iSlide/info/:id',
  access: 'user',
  tags: ['user'],
  summary:
    "The companion add-in's sync: the user's orders of joint plan {id}, their add-in redeem codes and the tier",
  params: AddinSyncParamsSchema,
  response: AddinSyncResultSchema,
  errors: [5204],
});

export const wechatBindUrl = defineRoute({
  method: 'GET',
  path: '/api/mobile/wechat/bind',
  access: 'user',
  tags: ['user'],
  summary:
    'The WeChat in-app OAuth address that binds WeChat to this account, then returns to callback (a same-site path) with thirdLogin=wechatBind',
  query: WechatBindQuerySchema,
  response: WechatBindUrlSchema,
  errors: [5102],
});

export const bindWechat = defineRoute({
  method: 'POST',
  path: '/api/mobile/wechat/bind',
  access: 'user',
  tags: ['user'],
  summary:
    'Binds the WeChat of the code and state WeChat sent back (only for the account that started the bind)',
  body: WechatBindBodySchema,
  response: WechatBindResultSchema,
  errors: [5102, 5105, 5108, 5402],
});

export const bindWechatStatus = defineRoute({
  method: 'GET',
  path: '/api/user/bindWechatStatus',
  access: 'user',
  tags: ['user'],
  summary: 'Polls a bind QR: waiting, or success once the scanning WeChat is bound',
  query: BindWechatStatusQuerySchema,
  response: BindWechatStatusResultSchema,
  errors: [5102, 5106, 5108],
});
