import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '@slidecraft/contract';
import { loggableError } from './error-handler.js';
import { isOutage } from './outage.js';
import type { ZodApp } from './types.js';

/** How a route called by another company's server says it did not process a request. */
export interface Refusal {
  /** 4xx: the request cannot be processed as sent; 5xx: ours, the caller should send it again. */
  status: number;
  /** A few words for the caller's logs (never a detail of ours). */
  message: string;
}

/** The words of the client errors Fastify raises before a handler runs, by HTTP status. */
const CLIENT_ERRORS: Record<number, string> = {
  413: 'body too large',
  415: 'unsupported content type',
};

/** A thrown error as the refusal it is answered with, logged on the way. */
function refusalOf(thrown: unknown, request: FastifyRequest): Refusal {
  const status = thrown instanceof AppError ? undefined : (thrown as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // A parser's or a schema's refusal: content type, size, encoding, parameters.
    request.log.warn({ err: (thrown as FastifyError).code, status }, 'server call unreadable');
    return { status, message: CLIENT_ERRORS[status] ?? 'malformed request' };
  }
  const unavailable =
    isOutage(thrown) ||
    (thrown instanceof AppError && thrown.code === ErrorCode.SERVICE_UNAVAILABLE);
  if (unavailable) {
    request.log.warn({ err: loggableError(thrown as Error) }, 'dependency unavailable');
    return { status: 503, message: 'service unavailable' };
  }
  request.log.error({ err: loggableError(thrown as Error) }, 'unhandled error');
  return { status: 500, message: 'internal error' };
}

/**
 * For routes that another company's servers call (payment notifications, WeChat pushes) and
 * that read a 2xx as "received, do not send again": every error of the scope, from parsing the
 * body to a database away, is answered with a 4xx or 5xx in that caller's failure format,
 * never with the envelope and HTTP 200 of the rest of the API.
 */
export function answerErrorsWith(
  scope: ZodApp,
  answer: (reply: FastifyReply, refusal: Refusal) => FastifyReply,
): void {
  scope.setErrorHandler((thrown: unknown, request, reply) =>
    answer(reply, refusalOf(thrown, request)),
  );
}
