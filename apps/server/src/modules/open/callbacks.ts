import https from 'node:https';
import { isIP } from 'node:net';
import {
  AppError,
  CALLBACK_SIGNATURE_HEADER,
  ErrorCode,
  type OpenDeck,
} from '@slidecraft/contract';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { isPublicAddress } from '../import/share/address-policy.js';
import { guardedLookup, type Resolver } from '../import/share/pinned-transport.js';
import { createHmac } from 'node:crypto';
import { openDecks } from './tables.js';

/** Tries of a callback before it is given up (one per sweeper round at most). */
const CALLBACK_TRIES = 5;
/** How long one callback may take. */
const CALLBACK_TIMEOUT_MS = 10_000;
/** Callbacks sent in one sweeper round. */
const CALLBACKS_PER_ROUND = 20;

/** Sends one callback POST; resolves with the HTTP status. Tests inject their own. */
export type CallbackTransport = (
  url: URL,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
) => Promise<number>;

/**
 * 5000 for a callback address the server never calls: not HTTPS, or an IP literal that is not
 * public (the name of a host is checked again when it is called, as for share links).
 */
export function checkCallbackAddress(address: string): void {
  const url = new URL(address);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  const refused =
    url.protocol !== 'https:' ||
    url.username !== '' ||
    url.password !== '' ||
    (isIP(literal) !== 0 && !isPublicAddress(literal)) ||
    literal === 'localhost' ||
    literal.endsWith('.localhost');
  if (refused) {
    throw new AppError(
      ErrorCode.PARAMS_ERROR,
      'callbackUrl must be an https address on the public internet',
      { expose: true },
    );
  }
}

/**
 * The production transport: the share imports' guard (HTTPS only, every resolved address
 * public, checked at connect time: no DNS rebinding), a fresh socket, no redirects followed.
 */
export function guardedCallbackTransport(resolver?: Resolver): CallbackTransport {
  const lookup = guardedLookup(resolver);
  return (url, body, headers, signal) =>
    new Promise<number>((resolve, reject) => {
      try {
        checkCallbackAddress(url.href);
      } catch (err) {
        return reject(err as Error);
      }
      const request = https.request(
        url,
        {
          method: 'POST',
          agent: false,
          lookup,
          signal,
          headers: {
            ...headers,
            'content-type': 'application/json; charset=utf-8',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'SlideCraft-Callback/1.0',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

/** `sha256=` and the hex HMAC-SHA256 of the body, keyed with the hex SHA-256 of the API key. */
export function callbackSignature(keyHash: string, body: string): string {
  return `sha256=${createHmac('sha256', keyHash).update(body).digest('hex')}`;
}

/**
 * The callbacks owed: once a deck with a `callbackUrl` is done (completed or failed), one POST
 * of its state (the GET's answer without the outline), signed; a 2xx answer settles it, anything
 * else is tried again on the next rounds, CALLBACK_TRIES in all.
 */
export class OpenCallbacks {
  constructor(
    private readonly db: Db,
    private readonly transport: CallbackTransport,
    /** The deck's state as GET answers it, in the default language. */
    private readonly deckOf: (userId: string, deckId: string) => Promise<OpenDeck>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One round (a ClusterSweeper's): every owed callback of a finished deck is tried once. */
  async sweep(): Promise<void> {
    const owed = await this.db
      .select()
      .from(openDecks)
      .where(
        and(
          isNotNull(openDecks.callbackUrl),
          isNull(openDecks.calledBackAt),
          lt(openDecks.callbackAttempts, CALLBACK_TRIES),
          or(eq(openDecks.state, 'recorded'), eq(openDecks.state, 'failed')),
        ),
      )
      .orderBy(asc(openDecks.createdAt))
      .limit(CALLBACKS_PER_ROUND * 5);
    let sent = 0;
    for (const row of owed) {
      if (sent >= CALLBACKS_PER_ROUND) break;
      const deck = await this.deckOf(row.userId, row.id).catch(() => null);
      if (!deck || deck.status === 'pending') continue;
      sent++;
      await this.send(row, deck);
    }
  }

  private async send(row: typeof openDecks.$inferSelect, deck: OpenDeck): Promise<void> {
    const { outline, ...state } = deck;
    void outline;
    const body = JSON.stringify({ event: 'deck.done', ...state });
    const headers = { [CALLBACK_SIGNATURE_HEADER]: callbackSignature(row.callbackKey ?? '', body) };
    let status = 0;
    try {
      status = await this.transport(
        new URL(row.callbackUrl!),
        body,
        headers,
        AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      );
    } catch (err) {
      this.log.info({ err, deckId: row.id }, 'deck callback not delivered');
    }
    const delivered = status >= 200 && status < 300;
    const attempts = row.callbackAttempts + 1;
    await this.db
      .update(openDecks)
      .set({
        callbackAttempts: sql`${openDecks.callbackAttempts} + 1`,
        ...(delivered || attempts >= CALLBACK_TRIES ? { calledBackAt: new Date() } : {}),
      })
      .where(eq(openDecks.id, row.id));
  }
}
