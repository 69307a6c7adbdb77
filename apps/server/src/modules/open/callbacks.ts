import https from 'node:https';
import { isIP } from 'node:net';
import {
  AppError,
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  ErrorCode,
  type OpenDeck,
} from '@slidecraft/contract';
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { isPublicAddress } from '../import/share/address-policy.js';
import { guardedLookup, type Resolver } from '../import/share/pinned-transport.js';
import { createHmac } from 'node:crypto';
import { openDecks } from './tables.js';

/** Tries of a callback before it is given up. */
const CALLBACK_TRIES = 5;
/** How long one callback may take. */
const CALLBACK_TIMEOUT_MS = 10_000;
/** Callbacks looked at in one sweeper round. */
const CALLBACKS_PER_ROUND = 50;

/** A deck's state without its outline (the list's items, a callback's body). */
export function withoutOutline(deck: OpenDeck): Omit<OpenDeck, 'outline'> {
  const { outline, ...rest } = deck;
  void outline;
  return rest;
}

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

/** The HMAC key of a deck's callbacks: hex HMAC-SHA256 of "slidecraft-callback", keyed with the API key. */
export function callbackSecretOf(apiKey: string): string {
  return createHmac('sha256', apiKey).update('slidecraft-callback').digest('hex');
}

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>`, keyed with the callback secret. */
export function callbackSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** When the next try of a callback is due after `attempts` failed ones: 10 s, 1, 5, 30 min. */
const RETRY_AFTER_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000];
/** How soon a deck that is still pending is looked at again. */
const PENDING_RECHECK_MS = 3000;
/** A claimed callback not settled within this (its node died) is anyone's again. */
const CLAIM_MS = 60_000;
/** Callbacks sent at once in a round. */
const CALLBACKS_AT_ONCE = 5;

type OwedRow = typeof openDecks.$inferSelect;

/**
 * The callbacks owed: once a deck with a `callbackUrl` is done (completed or failed), one POST
 * of its state (the GET's answer without the outline), signed; a 2xx answer settles it, anything
 * else is tried again later (CALLBACK_TRIES in all, backing off). Each row is claimed before its
 * send, so two nodes never send the same callback; a deck still pending is looked at again soon,
 * without holding back the others; a deck that is gone settles its callback.
 */
export class OpenCallbacks {
  constructor(
    private readonly db: Db,
    private readonly transport: CallbackTransport,
    /** The deck's state as GET answers it, in the default language (NOT_FOUND once it is gone). */
    private readonly deckOf: (userId: string, deckId: string) => Promise<OpenDeck>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** One round (a ClusterSweeper's): the callbacks due now, a few at a time. */
  async sweep(): Promise<void> {
    const now = new Date(this.now());
    const due = await this.db
      .select()
      .from(openDecks)
      .where(
        and(
          isNotNull(openDecks.callbackUrl),
          isNull(openDecks.calledBackAt),
          or(isNull(openDecks.callbackDueAt), lte(openDecks.callbackDueAt, now)),
        ),
      )
      .orderBy(asc(openDecks.callbackDueAt))
      .limit(CALLBACKS_PER_ROUND);
    for (let i = 0; i < due.length; i += CALLBACKS_AT_ONCE) {
      await Promise.all(due.slice(i, i + CALLBACKS_AT_ONCE).map((row) => this.settle(row, now)));
    }
  }

  private async settle(row: OwedRow, now: Date): Promise<void> {
    const deck = await this.deckOf(row.userId, row.id).catch((err: unknown) => {
      if (err instanceof AppError && err.code === ErrorCode.NOT_FOUND) return null;
      throw err;
    });
    if (deck?.status === 'pending') {
      await this.schedule(row.id, new Date(now.getTime() + PENDING_RECHECK_MS));
      return;
    }
    // Claimed: due later, so another node's round skips it while this one sends.
    const [claimed] = await this.db
      .update(openDecks)
      .set({ callbackDueAt: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(openDecks.id, row.id),
          isNull(openDecks.calledBackAt),
          eq(openDecks.callbackAttempts, row.callbackAttempts),
          or(isNull(openDecks.callbackDueAt), lte(openDecks.callbackDueAt, now)),
        ),
      )
      .returning({ id: openDecks.id });
    if (!claimed) return;
    if (!deck) {
      await this.finish(row.id);
      return;
    }
    const delivered = await this.send(row, deck);
    const attempts = row.callbackAttempts + 1;
    if (delivered || attempts >= CALLBACK_TRIES) {
      await this.finish(row.id, attempts);
      return;
    }
    const retryAt = new Date(this.now() + RETRY_AFTER_MS[attempts - 1]!);
    await this.db
      .update(openDecks)
      .set({ callbackAttempts: attempts, callbackDueAt: retryAt })
      .where(eq(openDecks.id, row.id));
  }

  private async schedule(deckId: string, at: Date): Promise<void> {
    await this.db.update(openDecks).set({ callbackDueAt: at }).where(eq(openDecks.id, deckId));
  }

  /** Settled: no more tries, and the secret goes. */
  private async finish(deckId: string, attempts?: number): Promise<void> {
    await this.db
      .update(openDecks)
      .set({
        calledBackAt: new Date(this.now()),
        callbackKey: null,
        ...(attempts === undefined ? {} : { callbackAttempts: attempts }),
      })
      .where(eq(openDecks.id, deckId));
  }

  private async send(row: OwedRow, deck: OpenDeck): Promise<boolean> {
    const body = JSON.stringify({ event: 'deck.done', ...withoutOutline(deck) });
    const timestamp = String(Math.floor(this.now() / 1000));
    const headers = {
      [CALLBACK_SIGNATURE_HEADER]: callbackSignature(row.callbackKey ?? '', timestamp, body),
      [CALLBACK_TIMESTAMP_HEADER]: timestamp,
    };
    try {
      const status = await this.transport(
        new URL(row.callbackUrl!),
        body,
        headers,
        AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      );
      return status >= 200 && status < 300;
    } catch (err) {
      this.log.info({ err, deckId: row.id }, 'deck callback not delivered');
      return false;
    }
  }
}
