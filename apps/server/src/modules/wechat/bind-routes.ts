import { AppError, ErrorCode, accountApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { WechatOAuthLoginService } from './oauth-login-service.js';
import type { QrLoginService } from './qr-login-service.js';

/** A WeChat service, or 5102 (unsupported account) while WeChat login is off. */
function enabled<T>(service: T | null): T {
  if (!service) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'wechat login is off');
  return service;
}

export interface WechatBindRoutesNeeds {
  qrLogin: QrLoginService | null;
  wechatOAuth: WechatOAuthLoginService | null;
}

/**
 * Binding WeChat to the signed-in account (inside the authenticated scope): in WeChat's own
 * browser through in-app OAuth, on a desktop through a bind QR (the WeChat QR call with
 * purpose=bind) polled here. 5108 when the WeChat is another account's.
 */
export async function wechatBindRoutes(app: ZodApp, needs: WechatBindRoutesNeeds): Promise<void> {
  serve(app, accountApi.wechatBindUrl, ({ query }, request) => {
    const origin = `${request.protocol}://${request.host}`;
    return enabled(needs.wechatOAuth).authorizeBind(query.callback, origin, authUserId(request));
  });

  serve(app, accountApi.bindWechat, ({ body }, request) =>
    enabled(needs.wechatOAuth).bindWithCode(body.code, body.state, authUserId(request)),
  );

  serve(app, accountApi.bindWechatStatus, ({ query }, request) =>
    enabled(needs.qrLogin).bindStatus(query.topic, authUserId(request)),
  );
}
