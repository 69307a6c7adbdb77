import { channelApi, type ChannelAuthResult, type RouteInput } from '@slidecraft/contract';
import { ApiError, call, urlOf } from '../../shared/http';
import { readEnvelope } from '../../shared/http/envelope';
import { apiHeaders } from '../../shared/http/headers';

/**
 * The channel auth call with the partner's SDK token as the bearer (not the session's, which the
 * shared client would send): the channel session, or an ApiError with the server's message.
 */
export async function authenticateChannel(
  sdkToken: string,
  origin: string,
): Promise<ChannelAuthResult> {
  const body: RouteInput<typeof channelApi.channelAuth>['body'] = { origin };
  const response = await fetch(urlOf(channelApi.channelAuth), {
    method: channelApi.channelAuth.method,
    headers: apiHeaders({ token: sdkToken, json: true }),
    body: JSON.stringify(body),
  });
  const envelope = await readEnvelope(response);
  if (!envelope || envelope.code !== 200) {
    throw new ApiError(envelope?.code ?? response.status, envelope?.message ?? '', {
      httpStatus: response.status,
    });
  }
  return channelApi.channelAuth.response.parse(envelope.data);
}

/** The partner's quota and what it used (quiet: the line just hides). */
export function fetchSdkRate(signal?: AbortSignal) {
  return call(channelApi.sdkRate, {}, { signal, quiet: true });
}

/** A deck of this channel user (5107 for any other). */
export function loadSdkRecord(recordId: string) {
  return call(channelApi.sdkLoad, { body: { recordId } });
}
