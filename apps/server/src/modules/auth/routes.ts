import {
  AppError,
  ErrorCode,
  accountApi,
  authApi,
  type MobileWechatLoginResult,
} from '@slidecraft/contract';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { CaptchaService } from './captcha-service.js';
import type { HuaweiLoginService } from './huawei-login-service.js';
import type { LoginService } from './login-service.js';
import type { PasswordService } from './password-service.js';
import type { SmsCodeService } from './sms-code-service.js';
import type { EmailService } from '../user/email-service.js';

/** What the login routes ask of WeChat's in-app login. */
export interface WechatCodeLogin {
  loginWithCode(code: string, state: string): Promise<MobileWechatLoginResult>;
}

export interface AuthRoutesNeeds {
  captcha: CaptchaService;
  emails: EmailService;
  huaweiLogin: HuaweiLoginService | null;
  login: LoginService;
  passwords: PasswordService;
  /** Whether WeChat QR login is on (the wechat module serves it). */
  wechatQr: boolean;
  smsCodes: SmsCodeService;
  /** WeChat in-app login by code (the wechat module's), null when WeChat login is off. */
  wechatOAuth: WechatCodeLogin | null;
}

/** Public login routes (no token needed). */
export async function authRoutes(app: ZodApp, needs: AuthRoutesNeeds): Promise<void> {
  const { captcha, smsCodes, login, passwords } = needs;

  serve(app, authApi.loginOptions, () => ({
    wechatQr: needs.wechatQr,
    huawei: needs.huaweiLogin !== null,
    captcha: captcha.kind,
    email: needs.emails.enabled,
  }));

  serve(app, authApi.captcha, (_input, request) => captcha.issue(request.ip));

  serve(app, authApi.loginSmsCode, async ({ query }, request) => {
    const { phone, captchaId, captchaCode } = query;
    await captcha.verify(captchaId, captchaCode);
    await smsCodes.send('login', phone, request.ip);
    return null;
  });

  serve(app, authApi.loginByPhone, ({ body }) => login.loginWithPhone(body.phone, body.code));

  serve(app, authApi.loginByAccount, async ({ body }) => {
    const { userName, password, captchaId, captchaCode } = body;
    await captcha.verify(captchaId, captchaCode);
    return login.loginWithPassword(userName, password);
  });

  serve(app, authApi.thirdpartyLogin, async ({ body }) => {
    const { authCode, state, thirdLogin } = body;
    if (thirdLogin === 'huawei') {
      const huawei = needs.huaweiLogin;
      if (!huawei) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'huawei login is off');
      const result = await huawei.loginWithCode(authCode, state, { native: false });
      return { ...result, isNew: result.isNewUser };
    }
    const wechat = needs.wechatOAuth;
    if (!wechat) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'wechat login is off');
    if (!state) throw new AppError(ErrorCode.PARAMS_ERROR, 'state required');
    const { token, isNew, isNewUser, isBindPhone, redirect } = await wechat.loginWithCode(
      authCode,
      state,
    );
    return { token, isNew, isNewUser, isBindPhone, redirect };
  });

  serve(app, accountApi.resetPasswordSms, async ({ query }, request) => {
    const { phone, captchaId, captchaCode } = query;
    await captcha.verify(captchaId, captchaCode);
    await passwords.sendResetCode(phone, request.ip);
    return null;
  });

  serve(app, accountApi.resetPassword, async ({ body }) => {
    await passwords.reset(body.phone, body.code, body.password);
    return null;
  });
}
