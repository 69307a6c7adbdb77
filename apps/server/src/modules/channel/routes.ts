import {
  AppError,
  ChannelAuthBodySchema,
  ChannelAuthResultSchema,
  ErrorCode,
  SdkLoadBodySchema,
  SdkLoadResultSchema,
  SdkRateQuerySchema,
  SdkRateSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** The SDK token of `Authorization: Bearer <token>` (a JWT, so dots are allowed). */
function sdkToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^bearer\s+([A-Za-z0-9_.-]{20,4096})$/i.exec(header.trim()) : null;
  if (!match) throw new AppError(ErrorCode.UNAUTHORIZED, 'no sdk token');
  return match[1]!;
}

/** POST /api/channel/auth (public: the SDK token is the credential). */
export async function channelPublicRoutes(app: ZodApp): Promise<void> {
  app.post(
    '/api/channel/auth',
    {
      schema: {
        tags: ['channel'],
        summary:
          "A channel session for a partner's user, from the partner's SDK token (Authorization: Bearer, an HS256 JWT; docs/partners.md). 401 for a malformed, forged, expired or reused token; 5107 for a disabled partner or a page origin it does not allow",
        body: ChannelAuthBodySchema,
        response: { 200: envelopeSchema(ChannelAuthResultSchema) },
      },
    },
    async (request) => {
      const token = sdkToken(request);
      const result = await app.ctx.channels.authenticate(token, request.body?.origin);
      return ok(result, requestLocale(request));
    },
  );
}

/** The SDK calls of a channel session (authenticated scope, X-Channel-Auth required). */
export async function channelRoutes(app: ZodApp): Promise<void> {
  const { channels } = app.ctx;
  app.post(
    '/api/workspace/sdk/load',
    {
      schema: {
        tags: ['channel'],
        summary:
          "A deck of the channel user for the embed: status, progress and slide images; 5107 for another user's record or without X-Channel-Auth",
        body: SdkLoadBodySchema,
        response: { 200: envelopeSchema(SdkLoadResultSchema) },
      },
    },
    async (request) => {
      const caller = await channels.requireCaller(request);
      return ok(await channels.load(caller, request.body.recordId), requestLocale(request));
    },
  );

  app.get(
    '/api/sdk/rate',
    {
      schema: {
        tags: ['channel'],
        summary:
          "The partner's quota in the embed: aiTimes {total, used} of the current day or month (X-Channel-Auth required)",
        querystring: SdkRateQuerySchema,
        response: { 200: envelopeSchema(SdkRateSchema) },
      },
    },
    async (request) => {
      const caller = await channels.requireCaller(request);
      return ok(await channels.rate(caller, request.query.recordId), requestLocale(request));
    },
  );
}
