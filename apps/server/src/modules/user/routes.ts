import { z } from 'zod';
import {
  AppError,
  BindPhoneBodySchema,
  CaptchaQuerySchema,
  ErrorCode,
  PhoneSmsQuerySchema,
  UpdatePasswordBodySchema,
  UserInfoSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { wechatBindRoutes } from '../wechat/bind-routes.js';
import { accountMoreRoutes } from './account-more-routes.js';
import { accountRoutes } from './account-routes.js';

/** Routes of the signed-in user (registered inside the authenticated scope). */
export async function userRoutes(app: ZodApp): Promise<void> {
  const { users, sessions, captcha, passwords, smsCodes } = app.ctx;
  await app.register(accountRoutes);
  await app.register(accountMoreRoutes);
  await app.register(wechatBindRoutes);

  app.get(
    '/api/user/user-info',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(UserInfoSchema) },
      },
    },
    // The row the session lookup brought (cached, dropped on every change of the user).
    async (request) => {
      const user = request.auth?.user;
      if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
      return ok(users.toUserInfo(user, requestLocale(request)), requestLocale(request));
    },
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'Revoke the current token',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await sessions.revoke(request.auth!.token);
      return ok(null, requestLocale(request));
    },
  );

  app.get(
    '/api/sms/set-pwd',
    {
      schema: {
        tags: ['user'],
        summary: 'Send a password-change code to the bound phone (5000 when none is bound)',
        querystring: CaptchaQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { captchaId, captchaCode } = request.query;
      await captcha.verify(captchaId, captchaCode);
      await passwords.sendChangeCode(authUserId(request), request.ip);
      return ok(null, requestLocale(request));
    },
  );

  // The spec lists an older path of the same call (POST /api/web/userAccounts/updatePwd).
  for (const url of ['/api/user/update-pwd', '/api/web/userAccounts/updatePwd']) {
    app.post(
      url,
      {
        schema: {
          tags: ['user'],
          summary: 'Change the password with the SMS code; ends the other sessions',
          body: UpdatePasswordBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const { code, password } = request.body;
        await passwords.change(authUserId(request), request.auth!.token, code, password);
        return ok(null, requestLocale(request));
      },
    );
  }

  app.get(
    '/api/sms/set-bind',
    {
      schema: {
        tags: ['user'],
        summary: 'Send a code to the phone to bind (after the captcha)',
        querystring: PhoneSmsQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { phone, captchaId, captchaCode } = request.query;
      await captcha.verify(captchaId, captchaCode);
      await smsCodes.send('bind', phone, request.ip);
      return ok(null, requestLocale(request));
    },
  );

  // The spec lists older paths of the same call: /api/web/userAccounts/bind and
  // /api/web/user/safe/sms/bind.
  for (const url of [
    '/api/user/bind-account',
    '/api/web/userAccounts/bind',
    '/api/web/user/safe/sms/bind',
  ]) {
    app.post(
      url,
      {
        schema: {
          tags: ['user'],
          summary: 'Bind a phone with its SMS code; 5108 when another account holds it',
          body: BindPhoneBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const { phone, code } = request.body;
        await smsCodes.verify('bind', phone, code);
        await users.bindPhone(authUserId(request), phone);
        return ok(null, requestLocale(request));
      },
    );
  }
}
