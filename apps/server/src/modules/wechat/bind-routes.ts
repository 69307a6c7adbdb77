import {
  AppError,
  BindWechatStatusQuerySchema,
  BindWechatStatusResultSchema,
  ErrorCode,
  WechatBindBodySchema,
  WechatBindQuerySchema,
  WechatBindResultSchema,
  WechatBindUrlSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** A WeChat service, or 5102 (unsupported account) while WeChat login is off. */
function enabled<T>(service: T | null): T {
  if (!service) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'wechat login is off');
  return service;
}

/**
 * Binding WeChat to the signed-in account (inside the authenticated scope): in WeChat's own
 * browser through in-app OAuth, on a desktop through a bind QR (GET
 * /api/getTemporaryQrcode?purpose=bind) polled here. 5108 when the WeChat is another
 * account's.
 */
export async function wechatBindRoutes(app: ZodApp): Promise<void> {
  app.get(
    '/api/mobile/wechat/bind',
    {
      schema: {
        tags: ['user'],
        summary:
          'The WeChat in-app OAuth address that binds WeChat to this account, then returns to callback (same-site path) with thirdLogin=wechatBind',
        querystring: WechatBindQuerySchema,
        response: { 200: envelopeSchema(WechatBindUrlSchema) },
      },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      return ok(
        await enabled(app.ctx.wechatOAuth).authorizeBind(
          request.query.callback,
          origin,
          authUserId(request),
        ),
        requestLocale(request),
      );
    },
  );

  app.post(
    '/api/mobile/wechat/bind',
    {
      schema: {
        tags: ['user'],
        summary:
          'Bind the WeChat of the code and state WeChat sent back (only the account that started the bind); 5108 when taken',
        body: WechatBindBodySchema,
        response: { 200: envelopeSchema(WechatBindResultSchema) },
      },
    },
    async (request) => {
      const { code, state } = request.body;
      return ok(
        await enabled(app.ctx.wechatOAuth).bindWithCode(code, state, authUserId(request)),
        requestLocale(request),
      );
    },
  );

  app.get(
    '/api/user/bindWechatStatus',
    {
      schema: {
        tags: ['user'],
        summary:
          'Poll a bind QR: waiting, or success once the scanning WeChat is bound; 5106 expired, 5108 taken',
        querystring: BindWechatStatusQuerySchema,
        response: { 200: envelopeSchema(BindWechatStatusResultSchema) },
      },
    },
    async (request) =>
      ok(
        await enabled(app.ctx.qrLogin).bindStatus(request.query.topic, authUserId(request)),
        requestLocale(request),
      ),
  );
}
