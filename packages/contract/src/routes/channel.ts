import {
  ChannelAuthBodySchema,
  ChannelAuthResultSchema,
  SdkLoadBodySchema,
  SdkLoadResultSchema,
  SdkRateQuerySchema,
  SdkRateSchema,
} from '../api/channel.js';
import { defineRoute } from './route.js';

/**
 * Partner embedding (docs/partners.md): a partner's SDK token traded for a channel session,
 * the embed's calls with that session and its X-Channel-Auth seal, and the embed's two files.
 * X-Channel-Auth that is not ours or has expired is 401; one of another user, or of a disabled
 * partner, 5107.
 */

export const channelAuth = defineRoute({
  method: 'POST',
  path: '/api/channel/auth',
  access: 'partner',
  tags: ['channel'],
  summary:
    "A channel session for a partner's user, from the partner's SDK token (Authorization: Bearer, an HS256 JWT): 401 for a malformed, forged, expired or reused token; 5107 for a disabled partner or a page origin it does not allow",
  body: ChannelAuthBodySchema,
  response: ChannelAuthResultSchema,
  errors: [5107],
});

export const sdkLoad = defineRoute({
  method: 'POST',
  path: '/api/workspace/sdk/load',
  access: 'user',
  tags: ['channel'],
  summary:
    "A deck of the channel user for the embed: status, progress and slide images (X-Channel-Auth required; 5107 without it or for another user's record)",
  body: SdkLoadBodySchema,
  response: SdkLoadResultSchema,
  errors: [5107],
});

export const sdkRate = defineRoute({
  method: 'GET',
  path: '/api/sdk/rate',
  access: 'user',
  tags: ['channel'],
  summary:
    "The partner's quota in the embed: aiTimes {total, used} of the current day or month (X-Channel-Auth required; 5107 without it)",
  query: SdkRateQuerySchema,
  response: SdkRateSchema,
  errors: [5107],
});

export const embedPage = defineRoute({
  method: 'GET',
  path: '/embed',
  access: 'public',
  answer: 'page',
  tags: ['channel'],
  summary:
    "The embed page (?partner=<id>): the web app, framed only by that partner's allowed origins (404 when the web app is not built)",
  errors: [404],
});

export const sdkScript = defineRoute({
  method: 'GET',
  path: '/embed/sdk.js',
  access: 'public',
  answer: 'file',
  tags: ['channel'],
  summary: 'The script partner pages load, from any origin, to frame the embed',
  errors: [],
});
