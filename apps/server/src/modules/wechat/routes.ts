import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AppError,
  ErrorCode,
  JssdkConfigQuerySchema,
  JssdkConfigSchema,
  MobileWechatLoginBodySchema,
  MobileWechatLoginResultSchema,
  MobileWechatQuerySchema,
  MobileWechatResultSchema,
  QrCodeQuerySchema,
  QrCodeResultSchema,
  QrStatusQuerySchema,
  QrStatusResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId, authenticate } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { answerErrorsWith } from '../../http/refusal-handler.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import {
  parseWechatPush,
  sceneOfPush,
  verifyWechatSignature,
} from '../../providers/wechat/official-wechat.js';
import { jssdkConfig } from './jssdk.js';

/** Largest accepted event push (they are a few hundred bytes). */
const PUSH_BODY_LIMIT = 64 * 1024;

const SignedQuerySchema = z.object({
  signature: z.string().max(128).optional(),
  timestamp: z.string().max(32).optional(),
  nonce: z.string().max(128).optional(),
  echostr: z.string().max(512).optional(),
  openid: z.string().max(128).optional(),
  encrypt_type: z.string().max(16).optional(),
  msg_signature: z.string().max(128).optional(),
});

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(body);

/** A WeChat login service, or 5102 (unsupported account) while WeChat login is off. */
function enabled<T>(service: T | null): T {
  if (!service) throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'wechat login is off');
  return service;
}

/** Public WeChat QR login routes; 5102 while WeChat login is off. */
export async function wechatLoginRoutes(app: ZodApp): Promise<void> {
  const qrLogin = () => enabled(app.ctx.qrLogin);

  app.get(
    '/api/getTemporaryQrcode',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A WeChat login QR (reuses a live topic when given); purpose=bind (signed in): a QR that binds WeChat to the account',
        querystring: QrCodeQuerySchema,
        response: { 200: envelopeSchema(QrCodeResultSchema) },
      },
    },
    async (request) => {
      const { purpose, topic } = request.query;
      const service = qrLogin();
      if (purpose === 'bind') await authenticate(app, request);
      const bindUserId = purpose === 'bind' ? authUserId(request) : undefined;
      return ok(await service.create(request.ip, topic, bindUserId), requestLocale(request));
    },
  );

  app.get(
    '/api/mobile/wechat/jssdk-config',
    {
      schema: {
        tags: ['wechat'],
        summary:
          "WeChat JS-SDK configuration (appId, timestamp, nonceStr, signature) for a page's share card; 5402 when WeChat is off",
        querystring: JssdkConfigQuerySchema,
        response: { 200: envelopeSchema(JssdkConfigSchema) },
      },
    },
    async (request) =>
      ok(await jssdkConfig(app.ctx.wechatProvider, request.query.url), requestLocale(request)),
  );

  app.get(
    '/api/login/qrcode/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Poll a login QR: waiting, or success with a token (once); 5106 when expired',
        querystring: QrStatusQuerySchema,
        response: { 200: envelopeSchema(QrStatusResultSchema) },
      },
    },
    async (request) => ok(await qrLogin().status(request.query.topic), requestLocale(request)),
  );

  app.get(
    '/api/login/mobile-wechat',
    {
      schema: {
        tags: ['auth'],
        summary: 'The WeChat in-app OAuth address (snsapi_base) with a single-use state',
        querystring: MobileWechatQuerySchema,
        response: { 200: envelopeSchema(MobileWechatResultSchema) },
      },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      return ok(
        await enabled(app.ctx.wechatOAuth).authorize(request.query.callback, origin),
        requestLocale(request),
      );
    },
  );

  app.post(
    '/api/login/mobile-wechat',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in (or register) with the code and state WeChat sent back to the page',
        body: MobileWechatLoginBodySchema,
        response: { 200: envelopeSchema(MobileWechatLoginResultSchema) },
      },
    },
    async (request) => {
      const { code, state } = request.body;
      return ok(
        await enabled(app.ctx.wechatOAuth).loginWithCode(code, state),
        requestLocale(request),
      );
    },
  );
}

/**
 * The Official Account server URL (official provider only): the GET handshake echoes
 * `echostr`, POST carries event pushes; both must carry WeChat's signature made with
 * WECHAT_TOKEN, or nothing happens (HTTP 403). WeChat's server is the caller: a request that
 * cannot be read (or meets a failure of ours) is answered in plain text with a 4xx or 5xx.
 */
export async function wechatCallbackRoutes(app: ZodApp, opts: { token: string }): Promise<void> {
  const qrLogin = enabled(app.ctx.qrLogin);
  answerErrorsWith(app, (reply, { status, message }) => text(reply, status, message));
  app.addContentTypeParser(
    ['text/xml', 'application/xml'],
    { parseAs: 'string', bodyLimit: PUSH_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/wechat/callback',
    {
      schema: { tags: ['wechat'], summary: 'Server URL handshake', querystring: SignedQuerySchema },
    },
    async (request, reply) => {
      if (!verifyWechatSignature(opts.token, request.query)) {
        return text(reply, 403, 'invalid signature');
      }
      return text(reply, 200, request.query.echostr ?? '');
    },
  );

  app.post(
    '/api/wechat/callback',
    {
      bodyLimit: PUSH_BODY_LIMIT,
      schema: { tags: ['wechat'], summary: 'Event push', querystring: SignedQuerySchema },
    },
    async (request, reply) => {
      if (!verifyWechatSignature(opts.token, request.query)) {
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
  );
}
