import {
  AppError,
  CHANNEL_SESSION_TTL_SECONDS,
  ErrorCode,
  PARTNER_ID,
  PARTNER_USER_ID,
  SDK_TOKEN_AUDIENCE,
  SDK_TOKEN_MAX_AGE_SECONDS,
  isBlank,
  toCleanText,
  sanitizeTopic,
  type ChannelAuthResult,
  type PartnerQuotaKind,
  type RecordInfo,
  type SdkRate,
} from '@slidecraft/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import * as jose from 'jose';
import { authUserId } from '../../http/authenticate.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { sha256 } from '../../security/hash.js';
import type { SessionService } from '../auth/session-service.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import { beijingDayStart, type AiLimitsService } from '../ai/limits.js';
import { assertNoSensitiveWords } from '../moderation/sensitive-filter.js';
import { channelSealKey, partnerSecretOf } from './partner-keys.js';
import type { PartnerRepo, PartnerRow } from './partner-repo.js';
import { quotaDetail } from './quota-detail.js';

/** The `iss` and `aud` of the X-Channel-Auth values this server seals. */
const SEAL_ISSUER = 'slidecraft';
const SEAL_AUDIENCE = 'channel-session';
/** Clock difference tolerated between a partner's server and ours. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** Longest SDK token or X-Channel-Auth value read. */
const TOKEN_MAX_LENGTH = 4096;
const JTI = /^[A-Za-z0-9_.:-]{8,128}$/;
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** A call made with a valid X-Channel-Auth: the channel user and the partner it counts against. */
export interface ChannelCaller {
  userId: string;
  partner: PartnerRow;
}

export interface ChannelServiceDeps {
  repo: PartnerRepo;
  sessions: SessionService;
  kv: KeyValueStore;
  aiLimits: AiLimitsService;
  moderation: ContentModeration;
  /** A record's status and slides, for its owner (5107 for anyone else). */
  recordInfo: (userId: string, recordId: string) => Promise<RecordInfo>;
  appSecret: string;
  log: FastifyBaseLogger;
}

/** The period a use counts in: the Beijing day or the Beijing calendar month. */
export function quotaPeriod(kind: PartnerQuotaKind, nowMs: number): string {
  if (kind === 'decks-per-day') {
    return new Date(beijingDayStart(nowMs).getTime() + BEIJING_OFFSET_MS)
      .toISOString()
      .slice(0, 10);
  }
  return new Date(nowMs + BEIJING_OFFSET_MS).toISOString().slice(0, 7);
}

const unauthorized = (detail: string) => new AppError(ErrorCode.UNAUTHORIZED, detail);
const noPermission = (detail: string) => new AppError(ErrorCode.NO_USER_PERMISSION, detail);

/**
 * Partner embedding (docs/partners.md): SDK tokens to channel sessions, the X-Channel-Auth
 * check, the partner's quota, and what the embed reads (its deck, the quota left).
 *
 * An SDK token is an HS256 JWT a partner's server mints with its secret: iss = partner id,
 * sub = the partner's user id, aud = 'slidecraft-channel', iat, exp at most 10 minutes after
 * iat, and a jti that works once. Anything wrong with it (malformed, forged, expired, replayed,
 * unknown partner) is the same 401; a valid token of a disabled partner, or from a page origin
 * the partner does not allow, is 5107.
 */
export class ChannelService {
  private readonly sealKey: Uint8Array;

  constructor(private readonly deps: ChannelServiceDeps) {
    this.sealKey = channelSealKey(deps.appSecret);
  }

  /** POST /api/channel/auth */
  async authenticate(sdkToken: string, origin: string | undefined): Promise<ChannelAuthResult> {
    const { repo, sessions, kv } = this.deps;
    const partner = await this.issuer(sdkToken);
    const secret = partnerSecretOf(this.deps.appSecret, partner);
    if (!secret) {
      this.deps.log.warn(
        { partner: partner.id },
        "partner secret no longer matches the app secret (APP_SECRET changed?): rotate the partner's secret",
      );
      throw unauthorized('partner secret outdated');
    }
    let payload: jose.JWTPayload;
    try {
      ({ payload } = await jose.jwtVerify(sdkToken, new TextEncoder().encode(secret), {
        algorithms: ['HS256'],
        issuer: partner.id,
        audience: SDK_TOKEN_AUDIENCE,
        maxTokenAge: SDK_TOKEN_MAX_AGE_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      }));
    } catch {
      throw unauthorized('sdk token refused');
    }
    const { sub, jti, iat, exp } = payload as Required<
      Pick<jose.JWTPayload, 'sub' | 'jti' | 'iat' | 'exp'>
    >;
    if (exp - iat > SDK_TOKEN_MAX_AGE_SECONDS) throw unauthorized('sdk token lives too long');
    if (!PARTNER_USER_ID.test(sub) || !JTI.test(jti)) throw unauthorized('sdk token claims');
    if (partner.status !== 'active') throw noPermission(`partner ${partner.id} disabled`);
    if (origin !== undefined && !partner.allowedOrigins.includes(origin)) {
      throw noPermission(`origin ${origin} not allowed for ${partner.id}`);
    }
    // Single use: the jti is remembered until the token could no longer pass anyway.
    const ttl = Math.max(exp - Math.floor(Date.now() / 1000), 0) + CLOCK_TOLERANCE_SECONDS + 1;
    if (!(await kv.setIfAbsent(`channel-jti:${partner.id}:${sha256(jti)}`, '1', ttl))) {
      throw unauthorized('sdk token used before');
    }

    const { userId, created } = await repo.userFor(partner.id, sub, userName(payload, partner));
    const token = await sessions.create(userId, CHANNEL_SESSION_TTL_SECONDS);
    const expiresAt = Math.floor(Date.now() / 1000) + CHANNEL_SESSION_TTL_SECONDS;
    const channelAuth = await new jose.SignJWT({ pid: partner.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(SEAL_ISSUER)
      .setAudience(SEAL_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.sealKey);
    return {
      token,
      channelAuth,
      expiresAt,
      isNewUser: created,
      partner: { id: partner.id, name: partner.name },
    };
  }

  /** The origins that may frame the embed page of a partner: none unless it is active. */
  async framingOrigins(partnerId: string): Promise<readonly string[]> {
    if (!PARTNER_ID.test(partnerId)) return [];
    const partner = await this.deps.repo.find(partnerId);
    return partner?.status === 'active' ? partner.allowedOrigins : [];
  }

  /** The partner named by an SDK token's (not yet verified) `iss`; 401 when there is none. */
  private async issuer(sdkToken: string): Promise<PartnerRow> {
    if (sdkToken.length > TOKEN_MAX_LENGTH) throw unauthorized('sdk token too long');
    let iss: unknown;
    try {
      iss = jose.decodeJwt(sdkToken).iss;
    } catch {
      throw unauthorized('sdk token malformed');
    }
    if (typeof iss !== 'string' || !PARTNER_ID.test(iss)) throw unauthorized('sdk token issuer');
    const partner = await this.deps.repo.find(iss);
    if (!partner) throw unauthorized('unknown partner');
    return partner;
  }

  /**
   * The caller of a request with X-Channel-Auth, or null without the header. A value that is
   * not ours or has expired is 401; one of another user, or of a disabled partner, is 5107.
   */
  async caller(request: FastifyRequest): Promise<ChannelCaller | null> {
    const value = request.headers['x-channel-auth'];
    if (value === undefined) return null;
    if (typeof value !== 'string' || value.length > TOKEN_MAX_LENGTH) {
      throw unauthorized('x-channel-auth malformed');
    }
    let payload: jose.JWTPayload;
    try {
      ({ payload } = await jose.jwtVerify(value, this.sealKey, {
        algorithms: ['HS256'],
        issuer: SEAL_ISSUER,
        audience: SEAL_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch {
      throw unauthorized('x-channel-auth refused');
    }
    const userId = authUserId(request);
    if (payload.sub !== userId) throw noPermission('x-channel-auth of another user');
    const partner = typeof payload.pid === 'string' ? await this.deps.repo.find(payload.pid) : null;
    if (!partner || partner.status !== 'active') throw noPermission('partner disabled');
    return { userId, partner };
  }

  /** The caller of an SDK call: X-Channel-Auth is required (5107 without it). */
  async requireCaller(request: FastifyRequest): Promise<ChannelCaller> {
    const caller = await this.caller(request);
    if (!caller) throw noPermission('not a channel session');
    return caller;
  }

  /**
   * Before a partner's outline streams (X-Channel-Auth on POST /api/ai/chat/outline-section):
   * 5401 for what was asked, 5427 past the starts per minute, then one use of the partner's
   * quota instead of the user's AI points: 5411 when it is used up (docs/partners.md says why).
   * Returns the refund of that use.
   */
  async beginOutline(caller: ChannelCaller, body: { topic: string }): Promise<() => Promise<void>> {
    const none = async () => undefined;
    if (isBlank(sanitizeTopic(body.topic))) return none;
    assertNoSensitiveWords(body.topic);
    await this.deps.moderation.check(body.topic, 'topic');
    await this.deps.aiLimits.checkFrequency(caller.userId);
    const { partner } = caller;
    const period = quotaPeriod(partner.quotaKind as PartnerQuotaKind, Date.now());
    if (!(await this.deps.repo.chargeWithin(partner.id, period, partner.quotaLimit))) {
      throw new AppError(ErrorCode.MEMBER_AI_LIMIT, `partner ${partner.id} quota used up`, {
        localizedDetail: quotaDetail(partner.quotaKind as PartnerQuotaKind, partner.quotaLimit),
      });
    }
    return () => this.deps.repo.refund(partner.id, period);
  }

  /** GET /api/sdk/rate: the partner's quota of the current period and what it used. */
  async rate(caller: ChannelCaller, recordId: string | undefined): Promise<SdkRate> {
    if (recordId) await this.deps.recordInfo(caller.userId, recordId);
    const { partner } = caller;
    const kind = partner.quotaKind as PartnerQuotaKind;
    const used = await this.deps.repo.used(partner.id, quotaPeriod(kind, Date.now()));
    return { aiTimes: { total: partner.quotaLimit, used }, kind };
  }

  /** POST /api/workspace/sdk/load: the channel user's own deck (5107 for any other). */
  async load(caller: ChannelCaller, recordId: string): Promise<RecordInfo> {
    return this.deps.recordInfo(caller.userId, recordId);
  }
}

/** The local user's name: the token's `name` claim when it is a clean short text. */
function userName(payload: jose.JWTPayload, partner: PartnerRow): string {
  const raw = typeof payload.name === 'string' ? toCleanText(payload.name).trim() : '';
  return raw && raw.length <= 40 ? raw : `${partner.name}用户`;
}
