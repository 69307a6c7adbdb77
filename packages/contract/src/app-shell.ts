import * as z from 'zod/mini';

/**
 * The product's own app shell (the native wrapper around the web app) appends this token to its
 * user agent, so the web app can tell it apart from ordinary browsers (spec section 3, device kinds).
 */
export const APP_SHELL_UA_TOKEN = 'SlideCraftApp';

/**
 * A hand-off token starts so (a session token is base64url and never holds a '.'): the web
 * app exchanges a `?token=` that does for a session instead of storing it.
 */
export const HANDOFF_TOKEN_PREFIX = 'handoff.';
/** Life of a hand-off token, seconds: long enough to open a page, too short to be shared. */
export const HANDOFF_TOKEN_TTL_SECONDS = 60;

/** A hand-off token: the prefix and 256 random bits (base64url). */
export const HandoffTokenSchema = z
  .string()
  .check(z.regex(/^handoff\.[A-Za-z0-9_-]{43}$/, 'a hand-off token'));

/**
 * POST /api/login/handoff (signed in): a one-use hand-off token for the caller's session, which
 * the app shell puts in `?token=` of the page it opens instead of the session token itself.
 */
export const HandoffResultSchema = z.object({
  handoff: z.string(),
  /** Seconds it stays valid (HANDOFF_TOKEN_TTL_SECONDS). */
  expiresIn: z.int(),
});
export type HandoffResult = z.infer<typeof HandoffResultSchema>;

/** POST /api/login/handoff/exchange: a hand-off token, taken once, for a new session. */
export const HandoffExchangeBodySchema = z.object({ handoff: HandoffTokenSchema });
export type HandoffExchangeBody = z.infer<typeof HandoffExchangeBodySchema>;
export const HandoffExchangeResultSchema = z.object({ token: z.string() });
export type HandoffExchangeResult = z.infer<typeof HandoffExchangeResultSchema>;
