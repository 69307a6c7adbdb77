import { z } from 'zod';
import {
  AppError,
  ErrorCode,
  AccountLoginBodySchema,
  CaptchaResultSchema,
  LoginOptionsSchema,
  LoginResultSchema,
  PhoneLoginBodySchema,
  PhoneSmsQuerySchema,
  ResetPasswordBodySchema,
  SmsCodeQuerySchema,
  ThirdpartyLoginBodySchema,
  ThirdpartyLoginResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** Public login routes (no token needed). */
export async function authRoutes(app: ZodApp): Promise<void> {
  const { captcha, smsCodes, login, passwords } = app.ctx;

  app.get(
    '/api/login/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'The login methods and the captcha this deployment offers',
        response: { 200: envelopeSchema(LoginOptionsSchema) },
      },
    },
    async (request) =>
      ok(
        {
          wechatQr: app.ctx.qrLogin !== null,
          huawei: app.ctx.huaweiLogin !== null,
          captcha: captcha.kind,
          email: app.ctx.emails.enabled,
        },
        requestLocale(request),
      ),
  );

  app.get(
    '/api/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'New image captcha',
        response: { 200: envelopeSchema(CaptchaResultSchema) },
      },
    },
    async (request) => ok(await captcha.issue(request.ip), requestLocale(request)),
  );

  app.get(
    '/api/login/sms-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send an SMS login code after the captcha is solved',
        querystring: SmsCodeQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { phone, captchaId, captchaCode } = request.query;
      await captcha.verify(captchaId, captchaCode);
      await smsCodes.send('login', phone, request.ip);
      return ok(null, requestLocale(request));
    },
  );

  app.post(
    '/api/login/phone',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in (or register) with phone and SMS code',
        body: PhoneLoginBodySchema,
        response: { 200: envelopeSchema(LoginResultSchema) },
      },
    },
    async (request) => {
      const { phone, code } = request.body;
      const result = await login.loginWithPhone(phone, code);
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/login/account',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with a phone or email and a password, after the captcha',
        body: AccountLoginBodySchema,
        response: { 200: envelopeSchema(LoginResultSchema) },
      },
    },
    async (request) => {
      const { userName, password, captchaId, captchaCode } = request.body;
      await captcha.verify(captchaId, captchaCode);
      return ok(await login.loginWithPassword(userName, password), requestLocale(request));
    },
  );

  app.post(
    '/api/web/user/thirdpartyLogin',
    {
      schema: {
        tags: ['auth'],
        summary:
          "The code-for-token exchange of a code in the page address: thirdLogin=huawei uses Huawei's (as POST /api/login/huawei), otherwise WeChat's in-app OAuth (as POST /api/login/mobile-wechat, with the state)",
        body: ThirdpartyLoginBodySchema,
        response: { 200: envelopeSchema(ThirdpartyLoginResultSchema) },
      },
    },
    async (request) => {
      const { authCode, state, thirdLogin } = request.body;
      const locale = requestLocale(request);
      if (thirdLogin === 'huawei') {
        const huawei = app.ctx.huaweiLogin;
        if (!huawei) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'huawei login is off');
        const result = await huawei.loginWithCode(authCode, state, { native: false });
        return ok({ ...result, isNew: result.isNewUser }, locale);
      }
      const wechat = app.ctx.wechatOAuth;
      if (!wechat) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'wechat login is off');
      if (!state) throw new AppError(ErrorCode.PARAMS_ERROR, 'state required');
      const { token, isNew, isNewUser, isBindPhone, redirect } = await wechat.loginWithCode(
        authCode,
        state,
      );
      return ok({ token, isNew, isNewUser, isBindPhone, redirect }, locale);
    },
  );

  app.get(
    '/api/sms/reset-pwd',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset code (same answer whether or not the phone has an account)',
        querystring: PhoneSmsQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { phone, captchaId, captchaCode } = request.query;
      await captcha.verify(captchaId, captchaCode);
      await passwords.sendResetCode(phone, request.ip);
      return ok(null, requestLocale(request));
    },
  );

  app.post(
    '/api/user/set-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Reset a forgotten password with the SMS code; ends every session',
        body: ResetPasswordBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { phone, code, password } = request.body;
      await passwords.reset(phone, code, password);
      return ok(null, requestLocale(request));
    },
  );
}
