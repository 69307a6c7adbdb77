import type { FastifyReply } from 'fastify';
import { AppError, ErrorCode, authApi } from '@slidecraft/contract';
import { authUserId, authenticate } from '../../http/authenticate.js';
import { answerErrorsWith } from '../../http/refusal-handler.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import {
  parseWechatPush,
  sceneOfPush,
  verifyWechatSignature,
} from '../../providers/wechat/official-wechat.js';
import { jssdkConfig } from './jssdk.js';
import type { WechatOAuthLoginService } from './oauth-login-service.js';
import type { QrLoginService } from './qr-login-service.js';
import type { WechatLoginProvider } from '../../providers/wechat/wechat.js';

/** Largest accepted event push (they are a few hundred bytes). */
const PUSH_BODY_LIMIT = 64 * 1024;

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(body);

/** A WeChat login service, or 5102 (unsupported account) while WeChat login is off. */
function enabled<T>(service: T | null): T {
  if (!service) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'wechat login is off');
  return service;
}

export interface WechatLoginRoutesNeeds {
  qrLogin: QrLoginService | null;
  wechatOAuth: WechatOAuthLoginService | null;
  wechatProvider: WechatLoginProvider | null;
}

/** Public WeChat QR login routes; 5102 while WeChat login is off. */
export async function wechatLoginRoutes(app: ZodApp, needs: WechatLoginRoutesNeeds): Promise<void> {
  const qrLogin = () => enabled(needs.qrLogin);

  serve(app, authApi.wechatQrCode, async ({ query }, request) => {
    const { purpose, topic } = query;
    const service = qrLogin();
    if (purpose === 'bind') await authenticate(app, request);
    const bindUserId = purpose === 'bind' ? authUserId(request) : undefined;
    return service.create(request.ip, topic, bindUserId);
  });

  serve(app, authApi.wechatJssdkConfig, ({ query }) =>
    jssdkConfig(needs.wechatProvider, query.url),
  );

  serve(app, authApi.qrLoginStatus, ({ query }) => qrLogin().status(query.topic));

  serve(app, authApi.mobileWechatUrl, ({ query }, request) => {
    const origin = `${request.protocol}://${request.host}`;
    return enabled(needs.wechatOAuth).authorize(query.callback, origin);
  });

  serve(app, authApi.loginByMobileWechat, ({ body }) =>
    enabled(needs.wechatOAuth).loginWithCode(body.code, body.state),
  );
}

export interface WechatCallbackRoutesNeeds {
  qrLogin: QrLoginService | null;
  /** The Official Account's server token (WECHAT_TOKEN). */
  token: string;
}

/**
 * The Official Account server URL (official provider only): the GET handshake echoes
 * `echostr`, POST carries event pushes; both must carry WeChat's signature made with
 * WECHAT_TOKEN, or nothing happens (HTTP 403). WeChat's server is the caller: a request that
 * cannot be read (or meets a failure of ours) is answered in plain text with a 4xx or 5xx.
 */
export async function wechatCallbackRoutes(
  app: ZodApp,
  needs: WechatCallbackRoutesNeeds,
): Promise<void> {
  const qrLogin = enabled(needs.qrLogin);
  answerErrorsWith(app, (reply, { status, message }) => text(reply, status, message));
  app.addContentTypeParser(
    ['text/xml', 'application/xml'],
    { parseAs: 'string', bodyLimit: PUSH_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  serve(app, authApi.wechatHandshake, ({ query }, _request, reply) => {
    if (!verifyWechatSignature(needs.token, query)) return text(reply, 403, 'invalid signature');
    return text(reply, 200, query.echostr ?? '');
  });

  serve(
    app,
    authApi.wechatPush,
    async ({ query }, request, reply) => {
      if (!verifyWechatSignature(needs.token, query)) {
        request.log.warn('wechat push with a bad signature');
        return text(reply, 403, 'invalid signature');
      }
      const push = typeof request.body === 'string' ? parseWechatPush(request.body) : null;
      const scene = push ? sceneOfPush(push) : null;
      if (push && scene && push.FromUserName && push.CreateTime) {
        await qrLogin.confirmPushedScan(scene, push.FromUserName, push.CreateTime);
      }
      return text(reply, 200, 'success');
    },
    { bodyLimit: PUSH_BODY_LIMIT },
  );
}
