/**
 * Errors that say a shared service (PostgreSQL, Redis) is away rather than that the call is
 * wrong: a restart, a failover, a full connection pool. They are answered 5402 "try again
 * later" (HTTP 503, Retry-After) instead of the catch-all 500, and the client retries.
 */

/** PostgreSQL SQLSTATEs of a server going away or refusing connections (class 08, 57P0x, 53300). */
const PG_UNAVAILABLE = /^(08\d{3}|57P0[1-3]|53300)$/;
/** Socket errors of a service that cannot be reached. */
const SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** What node-postgres and ioredis say when their connection is gone. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  "Stream isn't writeable",
  'Connection is closed',
  'Reached the max retries per request limit',
];

export function isOutage(thrown: unknown): boolean {
  // The driver's error is often the cause of the ORM's (DrizzleQueryError) or a wrapper's.
  for (let err = thrown, depth = 0; err instanceof Error && depth < 5; depth++) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && (PG_UNAVAILABLE.test(code) || SOCKET.has(code))) return true;
    if (err.name === 'MaxRetriesPerRequestError') return true;
    if (MESSAGES.some((text) => err instanceof Error && err.message.includes(text))) return true;
    err = err.cause;
  }
  return false;
}
