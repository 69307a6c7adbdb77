import type { FastifyReply } from 'fastify';
import type { Envelope, Locale } from '@slidecraft/contract';
import { errorMessage } from '@slidecraft/contract';

export function ok<T>(data: T, locale: Locale): Envelope<T> {
  return { code: 200, message: errorMessage(200, locale), data };
}

export function fail(code: number, locale: Locale, extra?: string): Envelope<null> {
  const base = errorMessage(code, locale);
  return { code, message: extra ? `${base}: ${extra}` : base, data: null };
}

/**
 * Sends an envelope as a pre-serialised string, bypassing the route's success-response
 * serializer (error envelopes carry `data: null`).
 */
export function sendRaw(
  reply: FastifyReply,
  status: number,
  envelope: Envelope<unknown>,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(envelope));
}
