import {
  AppError,
  ErrorCode,
  HuaweiAuthorizeQuerySchema,
  HuaweiAuthorizeResultSchema,
  HuaweiLoginBodySchema,
  HuaweiLoginResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** Public Huawei one-tap login routes; 5102 (unsupported account) while Huawei login is off. */
export async function huaweiLoginRoutes(app: ZodApp): Promise<void> {
  const service = () => {
    const huawei = app.ctx.huaweiLogin;
    if (!huawei) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'huawei login is off');
    return huawei;
  };

  app.get(
    '/api/login/huawei/authorize',
    {
      schema: {
        tags: ['auth'],
        summary: 'The Huawei authorize address for a new state bound to the redirect path',
        querystring: HuaweiAuthorizeQuerySchema,
        response: { 200: envelopeSchema(HuaweiAuthorizeResultSchema) },
      },
    },
    async (request) =>
      ok(await service().authorize(request.query.redirect), requestLocale(request)),
  );

  app.post(
    '/api/login/huawei',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Log in (or register) with a Huawei authorization code and its state, or a native (host app) code',
        body: HuaweiLoginBodySchema,
        response: { 200: envelopeSchema(HuaweiLoginResultSchema) },
      },
    },
    async (request) => {
      const { authorizationCode, state, native } = request.body;
      return ok(
        await service().loginWithCode(authorizationCode, state, { native: native === true }),
        requestLocale(request),
      );
    },
  );
}
