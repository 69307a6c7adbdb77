import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ErrorCode } from '@slidecraft/contract';
import { catalogueError } from './deck-errors.js';
import { fail, sendRaw } from './envelope.js';
import { requestLocale } from './locale.js';
import { isOutage } from './outage.js';

/** Names the fields a validation error was about, e.g. `body.phone, body.code`. */
function invalidFields(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return '';
  const fields = error.validation.map((v) => {
    const where = error.validationContext ?? '';
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return [where, path].filter(Boolean).join('.');
  });
  return [...new Set(fields)].filter(Boolean).join(', ');
}

/**
 * Every error becomes an envelope. Catalogue codes answer with HTTP 200 (the web client shows
 * their message); client mistakes of any kind become 5000; a database or Redis that is away
 * becomes 5402 (HTTP 503, Retry-After); anything else unexpected is logged and answered with
 * code 500 and no detail.
 */
export function installErrorHandler(
  app: FastifyInstance,
  /**
   * The HTTP status of a catalogue code other than 200 (the open API answers HTTP 404 for an
   * unknown deck): set in a plugin's own scope, for its routes only.
   */
  httpStatusOf: (code: number) => number = () => 200,
): void {
  app.setErrorHandler((thrown: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request);
    const caught = catalogueError(thrown);
    if (caught instanceof AppError) {
      const error = caught;
      if (error.code === ErrorCode.UNAUTHORIZED) return sendRaw(reply, 401, fail(401, locale));
      request.log.info({ code: error.code, detail: error.detail }, 'request refused');
      return sendRaw(
        reply,
        httpStatusOf(error.code),
        fail(error.code, locale, error.clientDetail(locale)),
      );
    }
    const error = caught as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendRaw(reply, 200, fail(ErrorCode.PARAMS_ERROR, locale, invalidFields(error)));
    }
    const status = error.statusCode ?? 500;
    if (status === 401) return sendRaw(reply, 401, fail(401, locale));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, bad URL encoding...
      request.log.info({ err: error.code, msg: error.message }, 'bad request');
      return sendRaw(reply, 200, fail(ErrorCode.PARAMS_ERROR, locale));
    }
    if (isOutage(caught)) {
      // A dependency restarting or failing over: the client may try again in a moment.
      request.log.warn({ err: loggableError(error) }, 'dependency unavailable');
      void reply.header('retry-after', '5');
      return sendRaw(reply, 503, fail(ErrorCode.SERVICE_UNAVAILABLE, locale));
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return sendRaw(reply, 500, fail(ErrorCode.SERVER_ERROR, locale));
  });
}

/**
 * Database errors carry every query parameter (outlines, phones) in their message: log the
 * statement and the driver's code instead.
 */
export function loggableError(error: Error): unknown {
  if (error.name !== 'DrizzleQueryError') return error;
  const withQuery = error as Error & {
    query?: string;
    cause?: { code?: string; message?: string };
  };
  return {
    type: error.name,
    query: withQuery.query?.slice(0, 300),
    code: withQuery.cause?.code,
    cause: withQuery.cause?.message,
    stack: error.stack?.split('\n').slice(1, 6).join('\n'),
  };
}

/** Errors Fastify raises before routing (bad URL encoding, over-long parameters). */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error.code }, 'bad request before routing');
  sendRaw(reply, 200, fail(ErrorCode.PARAMS_ERROR, requestLocale(request)));
}

/**
 * JSON bodies with Fastify's own safe parser, except that an empty body counts as `{}`:
 * clients send Content-Type json on every call, including ones without a body (logout).
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
