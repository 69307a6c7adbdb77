import * as z from 'zod/mini';
import { RecordInfoSchema } from './generation.js';

/**
 * Partner embedding (spec section 7: POST /channel/auth, X-Channel-Auth on
 * POST /ai/chat/outline-section, POST /workspace/sdk/load, GET /sdk/rate; docs/partners.md).
 * A partner's server mints a short-lived SDK token (an HS256 JWT signed with its secret) for one
 * of its users; the embed trades it for a channel session: a bearer token of the local user made
 * for that partner user, and the value of the X-Channel-Auth header.
 */

/** The header that makes a call a partner's (counted against the partner's quota). */
export const CHANNEL_AUTH_HEADER = 'X-Channel-Auth';

/** The `aud` every SDK token carries. */
export const SDK_TOKEN_AUDIENCE = 'slidecraft-channel';
/** The longest life (exp - iat) of an SDK token, in seconds. */
export const SDK_TOKEN_MAX_AGE_SECONDS = 600;
/** A channel session's life, in seconds (the embed asks its partner for a new token after). */
export const CHANNEL_SESSION_TTL_SECONDS = 2 * 3600;

/** Partner quotas: decks started per Beijing day, or AI calls per calendar month. */
const PARTNER_QUOTA_KINDS = ['decks-per-day', 'ai-calls-per-month'] as const;
export type PartnerQuotaKind = (typeof PARTNER_QUOTA_KINDS)[number];

/** A partner id: the SDK token's `iss`. */
export const PARTNER_ID = /^[a-z0-9-]{1,64}$/;
/** A partner's user id: the SDK token's `sub`. */
export const PARTNER_USER_ID = /^[A-Za-z0-9_.:@-]{1,128}$/;

/** An origin as browsers write it: scheme, host and optional port, nothing after. */
export const WEB_ORIGIN =
  /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-f:]+\](:\d{1,5})?$/;

/** POST /api/channel/auth (Authorization: Bearer <SDK token>); the body may be left out (null). */
export const ChannelAuthBodySchema = z.nullish(
  z.object({
    /** The origin of the partner page that frames the embed: must be one the partner allows. */
    origin: z.optional(z.string().check(z.maxLength(300), z.regex(WEB_ORIGIN, 'an origin'))),
  }),
);

export const ChannelAuthResultSchema = z.object({
  /** The channel session: a bearer token of the local user, for every call of the embed. */
  token: z.string(),
  /** The X-Channel-Auth value: the partner's seal on that session. */
  channelAuth: z.string(),
  /** Unix seconds when both end. */
  expiresAt: z.int(),
  /** True when the local user was made by this call (the partner user's first visit). */
  isNewUser: z.boolean(),
  partner: z.object({ id: z.string(), name: z.string() }),
});
export type ChannelAuthResult = z.infer<typeof ChannelAuthResultSchema>;

/** POST /api/workspace/sdk/load: a deck of the channel user, for the embed. */
export const SdkLoadBodySchema = z.object({ recordId: z.uuid() });
export const SdkLoadResultSchema = RecordInfoSchema;

/** GET /api/sdk/rate?recordId: the partner's quota as the embed shows it. */
export const SdkRateQuerySchema = z.object({ recordId: z.optional(z.uuid()) });
export const SdkRateSchema = z.object({
  /** total: the quota of the current period; used: what the partner used of it. */
  aiTimes: z.object({ total: z.int(), used: z.int() }),
  kind: z.enum(PARTNER_QUOTA_KINDS),
});
export type SdkRate = z.infer<typeof SdkRateSchema>;

/**
 * The postMessage protocol between the embed (iframe) and /embed/sdk.js on the partner page.
 * Every message is `{ source, type, ...payload }`; each side checks `event.origin` and
 * `event.source` before reading one.
 */
export const EMBED_MESSAGE_SOURCE = 'slidecraft-embed';
export const SDK_MESSAGE_SOURCE = 'slidecraft-sdk';
/** Embed to partner page. */
export const EMBED_EVENTS = ['ready', 'need-token', 'deck ready', 'downloaded', 'error'] as const;
export type EmbedEvent = (typeof EMBED_EVENTS)[number];
