import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ErrorCode, looksLikeApiKey } from '@slidecraft/contract';

/** 5101, with the operator's reason after the catalogue message when one was given. */
export function forbiddenUser(reason: string | null): AppError {
  return reason
    ? new AppError(ErrorCode.FORBIDDEN_USER, reason, { expose: true })
    : new AppError(ErrorCode.FORBIDDEN_USER);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match ? match[1]! : null;
}

type SignedInUser = NonNullable<FastifyRequest['auth']>['user'];
type Session = { userId: string; user: SignedInUser };

/**
 * What the sign-in check asks of the sessions' owner, set once at start (`app.decorate`, before
 * any route): the session of a token, and what to do on each signed-in request.
 */
export interface SessionReader {
  authenticate(token: string): Promise<Session | null>;
  /** A signed-in request (the daily-active event); never waited for. */
  signedIn(userId: string): void;
}

/** The key of an open API call, as the open domain answers it (set once at start). */
export interface KeyReader {
  /** The live key's owner, or null (unknown or revoked); 5427 past the key's own rate limit. */
  authenticate(key: string): Promise<{
    userId: string;
    keyId: string;
    /** Hex SHA-256 of the key (the HMAC key of its callbacks). */
    keyHash: string;
    user: SignedInUser;
  } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionReader: SessionReader;
    keyReader: KeyReader;
  }
  interface FastifyRequest {
    /** Set by the key check of a 'key' entry (the open API). */
    apiKey: { keyId: string; keyHash: string } | null;
  }
}

const sessionLookups = new WeakMap<FastifyRequest, Promise<Session | null>>();

/**
 * The session of the request's bearer token, looked up once per request: the general rate limit
 * asks first (to count the call against its user) and the sign-in check gets the same answer, so
 * neither adds a lookup. Null without a token, or with an open API key (never a session).
 */
export function requestSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Session | null> {
  let lookup = sessionLookups.get(request);
  if (!lookup) {
    const token = bearerToken(request);
    lookup =
      token && !looksLikeApiKey(token)
        ? app.sessionReader.authenticate(token)
        : Promise.resolve(null);
    sessionLookups.set(request, lookup);
  }
  return lookup;
}

/**
 * Checks the bearer token and sets `request.auth` (serve() runs it for a 'user' entry); 401, or 5101 for a disabled user.
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError(ErrorCode.UNAUTHORIZED);
  const session = await requestSession(app, request);
  const status = session?.user.status;
  if (!session || status === 'deleted') throw new AppError(ErrorCode.UNAUTHORIZED);
  if (status === 'forbidden') throw forbiddenUser(session.user.disabledReason);
  request.auth = { userId: session.userId, token, user: session.user };
  app.sessionReader.signedIn(session.userId);
}

/**
 * Checks the API key of an open API call (serve() runs it for a 'key' entry) and sets
 * `request.auth` to its owner and `request.apiKey`: 401 for a missing, unknown or revoked key or
 * a deleted account, 5101 for a disabled one.
 */
export async function authenticateKey(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  const key = bearerToken(request);
  if (!key) throw new AppError(ErrorCode.UNAUTHORIZED, 'an API key is required');
  const owner = await app.keyReader.authenticate(key);
  const status = owner?.user.status;
  if (!owner || status === 'deleted') throw new AppError(ErrorCode.UNAUTHORIZED, 'unknown API key');
  if (status === 'forbidden') throw forbiddenUser(owner.user.disabledReason);
  request.auth = { userId: owner.userId, token: '', user: owner.user };
  request.apiKey = { keyId: owner.keyId, keyHash: owner.keyHash };
}

/**
 * For a public route that answers signed-in callers more: sets `request.auth` when a valid
 * token is sent; a missing, stale or refused one leaves the caller a visitor (no 401).
 */
export async function authenticateIfSent(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  if (bearerToken(request)) await authenticate(app, request).catch(() => undefined);
}

/** The authenticated user id (a 'user' entry's, or an 'optional' one's signed-in caller). */
export function authUserId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError(ErrorCode.UNAUTHORIZED);
  return request.auth.userId;
}
