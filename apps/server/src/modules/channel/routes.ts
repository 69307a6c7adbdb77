import { AppError, ErrorCode, channelApi } from '@slidecraft/contract';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { ChannelService } from './channel-service.js';

/** The SDK token of `Authorization: Bearer <token>` (a JWT, so dots are allowed). */
function sdkToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^bearer\s+([A-Za-z0-9_.-]{20,4096})$/i.exec(header.trim()) : null;
  if (!match) throw new AppError(ErrorCode.UNAUTHORIZED, 'no sdk token');
  return match[1]!;
}

export interface ChannelPublicRoutesNeeds {
  channels: ChannelService;
}

/** The channel auth call (public: the SDK token is the credential). */
export async function channelPublicRoutes(
  app: ZodApp,
  needs: ChannelPublicRoutesNeeds,
): Promise<void> {
  serve(app, channelApi.channelAuth, ({ body }, request) =>
    needs.channels.authenticate(sdkToken(request), body?.origin),
  );
}

export interface ChannelRoutesNeeds {
  channels: ChannelService;
}

/** The SDK calls of a channel session (authenticated scope, X-Channel-Auth required). */
export async function channelRoutes(app: ZodApp, needs: ChannelRoutesNeeds): Promise<void> {
  const { channels } = needs;
  serve(app, channelApi.sdkLoad, async ({ body }, request) =>
    channels.load(await channels.requireCaller(request), body.recordId),
  );
  serve(app, channelApi.sdkRate, async ({ query }, request) =>
    channels.rate(await channels.requireCaller(request), query.recordId),
  );
}
