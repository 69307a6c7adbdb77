import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { SessionService } from '../auth/session-service.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import { ChannelService, type ChannelServiceDeps } from './channel-service.js';
import { PartnerRepo } from './partner-repo.js';

export interface ChannelDomain {
  /** Partner embedding: SDK tokens to channel sessions, X-Channel-Auth, partner quotas. */
  channels: ChannelService;
}

export function channelDomain(needs: {
  db: Db;
  kv: KeyValueStore;
  secret: string;
  log: FastifyBaseLogger;
  sessions: SessionService;
  aiLimits: AiLimitsService;
  moderation: ContentModeration;
  /** A record's status and slides, for its owner (the generation domain's previews). */
  recordInfo: ChannelServiceDeps['recordInfo'];
}): ChannelDomain {
  return {
    channels: new ChannelService({
      repo: new PartnerRepo(needs.db),
      sessions: needs.sessions,
      kv: needs.kv,
      aiLimits: needs.aiLimits,
      moderation: needs.moderation,
      recordInfo: needs.recordInfo,
      appSecret: needs.secret,
      log: needs.log,
    }),
  };
}
