import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import {
  ERROR_MESSAGES,
  envelopeSchema,
  routePaths,
  type RouteAlias,
  type RouteEntry,
  type RouteRequest,
  type RouteReturn,
} from '@slidecraft/contract';
import { z } from 'zod';
import { authenticate, authenticateIfSent, authenticateKey } from './authenticate.js';
import { ok } from './envelope.js';
import { requestLocale } from './locale.js';

/**
 * A handler of a 'json' entry returns the envelope's data (or the reply, when it answered
 * another way: a 503 with data, say); the others answer through `reply`.
 */
export type RouteHandler<R extends RouteEntry> = (
  input: RouteRequest<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Answered<R>> | Answered<R>;

type Answered<R extends RouteEntry> = (
  R['answer'] extends 'json' | undefined ? true : false
) extends true
  ? RouteReturn<R> | FastifyReply
  : unknown;

/** What a route needs that the table does not say: a body limit, a rate-limit or page setting. */
export type ServeOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'> & {
  /** Runs after the access check (the dev routes' loopback guard, say). */
  onRequest?: RouteOptions['onRequest'];
};

/** The error codes of an entry, with the catalogue's English meaning, for the API docs. */
export function errorLines(route: RouteEntry): string {
  if (route.errors.length === 0) return '';
  return `Error codes: ${route.errors
    .map((code) => `${code} ${ERROR_MESSAGES[code]['en-US']}`)
    .join('; ')}.`;
}

const accessHooks: Record<
  RouteEntry['access'],
  ((app: FastifyInstance) => (request: FastifyRequest) => Promise<void>) | null
> = {
  public: null,
  partner: null,
  dev: null,
  user: (app) => (request) => authenticate(app, request),
  key: (app) => (request) => authenticateKey(app, request),
  optional: (app) => (request) => authenticateIfSent(app, request),
};

/** Fastify warns of a schema key that is present but undefined. */
function defined<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as T;
}

/** On an alias path, moves each field the alias names to where the entry reads it. */
function aliasInput(route: RouteEntry, alias: RouteAlias) {
  const moves = Object.entries(alias.input ?? {});
  const target: 'params' | 'query' | 'body' = route.query
    ? 'query'
    : route.body
      ? 'body'
      : 'params';
  return async (request: FastifyRequest) => {
    const into = { ...((request[target] as Record<string, unknown> | undefined) ?? {}) };
    for (const [field, from] of moves) {
      const source = request[from] as Record<string, unknown> | undefined;
      if (source && field in source) into[field] = source[field];
    }
    (request as unknown as Record<string, unknown>)[target] = into;
  };
}

/**
 * Registers a table entry and each of its alias paths: the schemas validate the input, the
 * response schema (inside the envelope) drives the serializer and the OpenAPI document, the
 * access runs the sign-in check, and a 'json' handler's answer is wrapped in the envelope.
 */
export function serve<R extends RouteEntry>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: ServeOptions = {},
): void {
  const json = (route.answer ?? 'json') === 'json';
  const access = accessHooks[route.access]?.(app);
  const hooks = [access, options.onRequest].flat().filter((hook) => !!hook);
  const onRequest = hooks.length > 0 ? hooks : undefined;
  const schema = defined({
    tags: [...route.tags],
    summary: route.summary,
    description: errorLines(route) || undefined,
    ...(route.access === 'user' || route.access === 'key' ? { security: [{ bearer: [] }] } : {}),
    params: route.params,
    querystring: route.query,
    body: route.multipart ? undefined : route.body,
    headers: route.headers,
    ...(route.multipart
      ? { consumes: ['multipart/form-data', ...(route.multipart.json ? ['application/json'] : [])] }
      : {}),
    response: json ? { 200: envelopeSchema(route.response ?? z.null()) } : undefined,
  });
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = request as unknown as RouteRequest<R>;
    const answer = await handler(
      { params: input.params, query: input.query, body: input.body },
      request,
      reply,
    );
    if (!json || answer === reply || reply.sent) return answer;
    return ok(answer, requestLocale(request));
  };
  const [own, ...aliases] = routePaths(route);
  app.route({
    method: own!.method,
    url: own!.path,
    schema,
    ...options,
    onRequest: onRequest as RouteOptions['onRequest'],
    handler: handle,
  });
  (route.aliases ?? []).forEach((alias, index) => {
    const moved = Object.keys(alias.input ?? {}).length > 0;
    app.route({
      method: aliases[index]!.method,
      url: alias.path,
      schema: defined({
        ...schema,
        // The fields this path carries elsewhere are moved before the entry's schemas check them.
        params: moved ? undefined : schema.params,
        summary: `${route.summary} (also ${route.method} ${route.path})`,
      }),
      ...options,
      onRequest: onRequest as RouteOptions['onRequest'],
      ...(moved ? { preValidation: aliasInput(route, alias) } : {}),
      handler: handle,
    });
  });
}
