import {
  ChannelAuthResultSchema,
  SdkLoadResultSchema,
  SdkRateSchema,
  type ChannelAuthResult,
} from '@slidecraft/contract';
import { ApiError, api } from '../../shared/http';
import { readEnvelope } from '../../shared/http/envelope';
import { apiHeaders } from '../../shared/http/headers';

/**
 * POST /api/channel/auth with the partner's SDK token as the bearer (not the session's, which
 * the shared client would send): the channel session, or an ApiError with the server's message.
 */
export async function authenticateChannel(
  sdkToken: string,
  origin: string,
): Promise<ChannelAuthResult> {
  const response = await fetch('/api/channel/auth', {
    method: 'POST',
    headers: apiHeaders({ token: sdkToken, json: true }),
    body: JSON.stringify({ origin }),
  });
  const envelope = await readEnvelope(response);
  if (!envelope || envelope.code !== 200) {
    throw new ApiError(envelope?.code ?? response.status, envelope?.message ?? '', {
      httpStatus: response.status,
    });
  }
  return ChannelAuthResultSchema.parse(envelope.data);
}

/** GET /api/sdk/rate: the partner's quota and what it used (quiet: the line just hides). */
export function fetchSdkRate(signal?: AbortSignal) {
  return api.get('/api/sdk/rate', SdkRateSchema, { signal, quiet: true });
}

/** POST /api/workspace/sdk/load: a deck of this channel user (5107 for any other). */
export function loadSdkRecord(recordId: string) {
  return api.post('/api/workspace/sdk/load', SdkLoadResultSchema, { recordId });
}
