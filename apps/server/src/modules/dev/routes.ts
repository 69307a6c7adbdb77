import {
  AppError,
  DevCaptchaParamsSchema,
  DevCaptchaResultSchema,
  DevOutboxQuerySchema,
  DevOutboxResultSchema,
  ErrorCode,
  envelopeSchema,
} from '@slidecraft/contract';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import type { DevSmsProvider } from '../../providers/sms/dev-sms.js';

/**
 * Test and local-use helpers. Registered only when dev providers are active, which the
 * configuration refuses with NODE_ENV=production.
 */
export async function devRoutes(app: ZodApp, opts: { sms: DevSmsProvider }): Promise<void> {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'SMS sent to a phone by the dev provider, newest first',
        querystring: DevOutboxQuerySchema,
        response: { 200: envelopeSchema(DevOutboxResultSchema) },
      },
    },
    async (request) => ok({ items: opts.sms.list(request.query.phone) }, requestLocale(request)),
  );

  app.get(
    '/api/dev/captcha/:captchaId',
    {
      schema: {
        tags: ['dev'],
        summary: 'The answer of a live captcha',
        params: DevCaptchaParamsSchema,
        response: { 200: envelopeSchema(DevCaptchaResultSchema) },
      },
    },
    async (request) => {
      const answer = await app.ctx.captcha.peekAnswer(request.params.captchaId);
      if (!answer) throw new AppError(ErrorCode.VERIFY_OVERDUE);
      return ok({ answer }, requestLocale(request));
    },
  );
}
