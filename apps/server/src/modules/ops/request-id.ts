import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An incoming X-Request-Id is kept when it looks like an id (a proxy's or a client's). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: a well-formed X-Request-Id header, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Fastify options: every request log line carries `reqId` (Fastify's label), which is this id.
 * The header is read by `requestIdOf` only, so a malformed one never reaches the logs.
 */
export const requestIdOptions = { genReqId: requestIdOf, requestIdHeader: false } as const;

const current = new AsyncLocalStorage<string>();

/**
 * The id of the request being handled, wherever its work goes (a job it queues carries it into
 * the job's log lines); undefined outside a request (sweepers, timers).
 */
export const currentRequestId = (): string | undefined => current.getStore();

/** The first hook of every request: what runs after it sees the request's id. */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => current.run(request.id, done));
}
