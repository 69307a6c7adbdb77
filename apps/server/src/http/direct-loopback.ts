import { ErrorCode } from '@slidecraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, sendRaw } from './envelope.js';
import { requestLocale } from './locale.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A connection from this machine that no proxy relayed: a request relayed by a proxy on this
 * machine also comes from loopback, but carries forwarding headers.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(address) && FORWARDED.every((name) => request.headers[name] === undefined);
}

/** Every route of the scope answers direct loopback connections only (HTTP 404 for the rest). */
export function directLoopbackOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (!isDirectLoopback(request)) {
      return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, requestLocale(request)));
    }
  });
}
