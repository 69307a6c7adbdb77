import { linkTo, type RouteAnswer, type RouteEntry, type RouteInput } from '@slidecraft/contract';
import { noData, request, type Parser, type RequestOptions } from './client';

/** What a call may add to its input: an abort signal, the failures it shows itself, a token. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'quiet' | 'token'>;

/** The arguments after the entry: the input may be left out when nothing in it is required. */
export type CallArgs<R extends RouteEntry> =
  Partial<RouteInput<R>> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

type Scalars = Record<string, string | number | boolean | null | undefined>;

/** The address of an entry with its input's parameters and query. */
export function urlOf<R extends RouteEntry>(route: R, input?: RouteInput<R>): string {
  const { params, query } = (input ?? {}) as { params?: Scalars; query?: Scalars };
  return linkTo(route, {
    params: params as Record<string, string | number> | undefined,
    query,
  });
}

/**
 * One call of the route table: the path, method and answer schema come from the entry, the
 * input and the answer are typed from it; the envelope and failures are handled by `request`.
 */
export function call<R extends RouteEntry>(
  route: R,
  ...[input, options]: CallArgs<R>
): Promise<RouteAnswer<R>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const schema = (route.response ?? noData) as Parser<RouteAnswer<R>>;
  return request(urlOf(route, input), schema, {
    ...options,
    method: route.method,
    body: body ?? (sendsBody ? {} : undefined),
  });
}

/**
 * The TanStack Query key of a call: the entry's method and path, then its input. Without the
 * input it is the prefix of every input's key (what an invalidation after a change names).
 */
export function routeKey<R extends RouteEntry>(
  route: R,
  input?: RouteInput<R>,
): readonly unknown[] {
  const base = [route.method, route.path] as const;
  return input === undefined ? base : [...base, input];
}
