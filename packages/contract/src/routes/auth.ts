import {
  CaptchaResultSchema,
  HuaweiAuthorizeQuerySchema,
  HuaweiAuthorizeResultSchema,
  HuaweiLoginBodySchema,
  HuaweiLoginResultSchema,
  LoginOptionsSchema,
  LoginResultSchema,
  MobileWechatLoginBodySchema,
  MobileWechatLoginResultSchema,
  MobileWechatQuerySchema,
  MobileWechatResultSchema,
  PhoneLoginBodySchema,
  SmsCodeQuerySchema,
  WechatCallbackQuerySchema,
} from '../api/auth.js';
import {
  AccountLoginBodySchema,
  QrCodeQuerySchema,
  QrCodeResultSchema,
  QrStatusQuerySchema,
  QrStatusResultSchema,
} from '../api/account.js';
import {
  JssdkConfigQuerySchema,
  JssdkConfigSchema,
  ThirdpartyLoginBodySchema,
  ThirdpartyLoginResultSchema,
} from '../api/account-bind.js';
import {
  HandoffExchangeBodySchema,
  HandoffExchangeResultSchema,
  HandoffResultSchema,
} from '../app-shell.js';
import { defineRoute } from './route.js';

/**
 * Signing in (spec section 4): the login options and the captcha, SMS and password login, the
 * WeChat QR and in-app logins with the Official Account's server URL, Huawei's one-tap login and
 * the app shell's hand-off.
 */

/** What a failed captcha check answers (the image or the widget's check). */
const CAPTCHA_ERRORS = [5001, 5002, 5003, 5402] as const;
/** What a new session refuses: a disabled (5101) or deleted (5112) account. */
const SESSION_ERRORS = [5101, 5112] as const;

export const loginOptions = defineRoute({
  method: 'GET',
  path: '/api/login/options',
  access: 'public',
  tags: ['auth'],
  summary: 'The login methods and the captcha this deployment offers',
  response: LoginOptionsSchema,
  errors: [],
});

export const captcha = defineRoute({
  method: 'GET',
  path: '/api/captcha',
  access: 'public',
  tags: ['auth'],
  summary: 'A new captcha: an image, or the settings of the captcha widget',
  response: CaptchaResultSchema,
  errors: [5427],
});

export const loginSmsCode = defineRoute({
  method: 'GET',
  path: '/api/login/sms-code',
  access: 'public',
  tags: ['auth'],
  summary: 'Sends an SMS login code after the captcha is solved',
  query: SmsCodeQuerySchema,
  errors: [...CAPTCHA_ERRORS, 5427],
});

export const loginByPhone = defineRoute({
  method: 'POST',
  path: '/api/login/phone',
  access: 'public',
  tags: ['auth'],
  summary: 'Logs in (or registers) with a phone and its SMS code',
  body: PhoneLoginBodySchema,
  response: LoginResultSchema,
  errors: [5003, ...SESSION_ERRORS],
});

export const loginByAccount = defineRoute({
  method: 'POST',
  path: '/api/login/account',
  access: 'public',
  tags: ['auth'],
  summary: 'Logs in with a phone or an email and a password, after the captcha',
  body: AccountLoginBodySchema,
  response: LoginResultSchema,
  errors: [...CAPTCHA_ERRORS, 5104, 5111, ...SESSION_ERRORS],
});

export const thirdpartyLogin = defineRoute({
  method: 'POST',
  path: '/api/web/user/thirdpartyLogin',
  access: 'public',
  tags: ['auth'],
  summary:
    "Exchanges a code of the page address for a session: thirdLogin=huawei as Huawei's (loginByHuawei), otherwise as WeChat's in-app OAuth code with its state (loginByMobileWechat)",
  body: ThirdpartyLoginBodySchema,
  response: ThirdpartyLoginResultSchema,
  errors: [5102, 5105, 5402, ...SESSION_ERRORS],
});

export const huaweiAuthorize = defineRoute({
  method: 'GET',
  path: '/api/login/huawei/authorize',
  access: 'public',
  tags: ['auth'],
  summary: 'The Huawei authorize address for a new state bound to the redirect path',
  query: HuaweiAuthorizeQuerySchema,
  response: HuaweiAuthorizeResultSchema,
  errors: [5102],
});

export const loginByHuawei = defineRoute({
  method: 'POST',
  path: '/api/login/huawei',
  access: 'public',
  tags: ['auth'],
  summary:
    'Logs in (or registers) with a Huawei authorization code and its state, or a native (host app) code',
  body: HuaweiLoginBodySchema,
  response: HuaweiLoginResultSchema,
  errors: [5102, 5402, ...SESSION_ERRORS],
});

export const handoff = defineRoute({
  method: 'POST',
  path: '/api/login/handoff',
  access: 'user',
  tags: ['auth'],
  summary:
    "A one-use hand-off token (60 s) of the caller's session, for the app shell to open a web page signed in",
  response: HandoffResultSchema,
  errors: [],
});

export const exchangeHandoff = defineRoute({
  method: 'POST',
  path: '/api/login/handoff/exchange',
  access: 'public',
  tags: ['auth'],
  summary:
    'Exchanges a hand-off token, once, for a new session ending no later than the one that made it',
  body: HandoffExchangeBodySchema,
  response: HandoffExchangeResultSchema,
  errors: [...SESSION_ERRORS],
});

export const wechatQrCode = defineRoute({
  method: 'GET',
  path: '/api/getTemporaryQrcode',
  access: 'public',
  tags: ['auth'],
  summary:
    'A WeChat login QR (the live one of a topic given), or with purpose=bind (signed in) a QR that binds WeChat to the account',
  query: QrCodeQuerySchema,
  response: QrCodeResultSchema,
  errors: [5101, 5102, 5402, 5427],
});

export const qrLoginStatus = defineRoute({
  method: 'GET',
  path: '/api/login/qrcode/status',
  access: 'public',
  tags: ['auth'],
  summary: 'Polls a login QR: waiting, or success with a token (once)',
  query: QrStatusQuerySchema,
  response: QrStatusResultSchema,
  errors: [5102, 5106, ...SESSION_ERRORS],
});

export const mobileWechatUrl = defineRoute({
  method: 'GET',
  path: '/api/login/mobile-wechat',
  access: 'public',
  tags: ['auth'],
  summary: 'The WeChat in-app OAuth address (snsapi_base) with a single-use state',
  query: MobileWechatQuerySchema,
  response: MobileWechatResultSchema,
  errors: [5102],
});

export const loginByMobileWechat = defineRoute({
  method: 'POST',
  path: '/api/login/mobile-wechat',
  access: 'public',
  tags: ['auth'],
  summary: 'Logs in (or registers) with the code and state WeChat sent back to the page',
  body: MobileWechatLoginBodySchema,
  response: MobileWechatLoginResultSchema,
  errors: [5102, 5105, 5402, ...SESSION_ERRORS],
});

export const wechatJssdkConfig = defineRoute({
  method: 'GET',
  path: '/api/mobile/wechat/jssdk-config',
  access: 'public',
  tags: ['wechat'],
  summary:
    "The WeChat JS-SDK configuration (appId, timestamp, nonceStr, signature) for a page's share card",
  query: JssdkConfigQuerySchema,
  response: JssdkConfigSchema,
  errors: [5402],
});

/**
 * The Official Account's server URL (registered with WECHAT_LOGIN_PROVIDER=official and
 * WECHAT_TOKEN only). WeChat's server is the caller: the answers are plain text, HTTP 403 for a
 * bad signature.
 */
export const wechatHandshake = defineRoute({
  method: 'GET',
  path: '/api/wechat/callback',
  access: 'public',
  answer: 'text',
  tags: ['wechat'],
  summary: "The server URL handshake: echoes echostr when WeChat's signature is right",
  query: WechatCallbackQuerySchema,
  errors: [],
});

export const wechatPush = defineRoute({
  method: 'POST',
  path: '/api/wechat/callback',
  access: 'public',
  answer: 'text',
  tags: ['wechat'],
  summary: "An event push of WeChat's (a login QR scanned), signed like the handshake",
  query: WechatCallbackQuerySchema,
  errors: [],
});
