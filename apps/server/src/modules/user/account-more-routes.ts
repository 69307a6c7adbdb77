import { z } from 'zod';
import {
  AddinSyncParamsSchema,
  AddinSyncResultSchema,
  AppError,
  EmailBindBodySchema,
  EmailBindResultSchema,
  EmailCodeBodySchema,
  ErrorCode,
  UtmTraceQuerySchema,
  UtmTraceResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { addinSyncInfo } from './addin-sync.js';

/** An account this young reporting its first campaign registered with it. */
const NEW_USER_SECONDS = 24 * 3600;

/** The account's email, its campaign and the add-in sync (inside the authenticated scope). */
export async function accountMoreRoutes(app: ZodApp): Promise<void> {
  const { captcha, users, emails, analytics } = app.ctx;

  app.post(
    '/api/user/email/code',
    {
      schema: {
        tags: ['user'],
        summary:
          'Send a 6-digit code to the email to set (after the captcha); 5108 when another account has it, 5102 when email is off',
        body: EmailCodeBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { email, captchaId, captchaCode } = request.body;
      await captcha.verify(captchaId, captchaCode);
      const locale = requestLocale(request);
      await emails.sendCode(authUserId(request), email, request.ip, locale);
      return ok(null, locale);
    },
  );

  app.post(
    '/api/user/email/bind',
    {
      schema: {
        tags: ['user'],
        summary:
          'Set the email with the code sent to it; it then logs in with the password (POST /api/login/account)',
        body: EmailBindBodySchema,
        response: { 200: envelopeSchema(EmailBindResultSchema) },
      },
    },
    async (request) => {
      const { email, code } = request.body;
      await emails.verify(authUserId(request), email, code);
      return ok({ email }, requestLocale(request));
    },
  );

  app.get(
    '/api/user/utm-trace',
    {
      schema: {
        tags: ['user'],
        summary:
          'Record the campaign the user arrived with (the first one reported wins); answers the recorded one',
        querystring: UtmTraceQuerySchema,
        response: { 200: envelopeSchema(UtmTraceResultSchema) },
      },
    },
    async (request) => {
      const user = request.auth?.user;
      if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
      const { campaign, recorded } = await users.recordCampaign(user.id, request.query.campaign);
      if (recorded) {
        // The web app reports it right after the login that registered the account: the
        // registration's campaign (newUser), or a later campaign of an older account.
        const registeredSeconds = (Date.now() - user.createdAt.getTime()) / 1000;
        analytics.track({
          name: 'campaign',
          userId: user.id,
          campaign,
          newUser: registeredSeconds < NEW_USER_SECONDS,
        });
      }
      return ok({ campaign }, requestLocale(request));
    },
  );

  app.get(
    '/api/sync/iSlide/info/:id',
    {
      schema: {
        tags: ['user'],
        summary:
          "The companion add-in's sync: the user's orders of joint plan {id}, their add-in redeem codes and the tier; 5204 when no such joint plan",
        params: AddinSyncParamsSchema,
        response: { 200: envelopeSchema(AddinSyncResultSchema) },
      },
    },
    async (request) => {
      const user = request.auth?.user;
      if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
      const locale = requestLocale(request);
      return ok(await addinSyncInfo(app.ctx.database.db, user, request.params.id, locale), locale);
    },
  );
}
