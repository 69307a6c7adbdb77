import { randomBytes } from 'node:crypto';
import { REDEEM_ALPHABET, REDEEM_CODE_LENGTH, type Locale } from '@slidecraft/contract';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ProductRepo, productTexts } from '../pay/catalogue.js';
import { recordEntitlement } from '../pay/entitlements.js';
import { endAfter } from '../pay/settlement.js';
import { lockUser, setMembershipEnd } from '../user/membership.js';
import { redeemBatches, redeemCodes, redeemUses } from './tables.js';

/** A new code: REDEEM_CODE_LENGTH symbols of the 32-symbol alphabet, 5 random bits each. */
export function newRedeemCode(): string {
  const bytes = randomBytes(REDEEM_CODE_LENGTH);
  let code = '';
  // 32 divides 256: the low 5 bits of a random byte are uniform.
  for (const byte of bytes) code += REDEEM_ALPHABET[byte & 31];
  return code;
}

const CODE_PATTERN = new RegExp(`^[${REDEEM_ALPHABET}]{${REDEEM_CODE_LENGTH}}$`);

/** A typed code as stored: capitals, without spaces and hyphens; null when it cannot be one. */
export function normalizeRedeemCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

export type RedeemOutcome =
  | { kind: 'redeemed'; productId: string; productTitle: string; endAt: number }
  | { kind: 'invalid' }
  | { kind: 'per-user' }
  | { kind: 'empty' };

export interface NewBatch {
  productId: string;
  count: number;
  uses: number;
  perUser: number;
  expiresAt: Date | null;
}

export interface BatchSummary {
  id: string;
  productId: string;
  codes: number;
  uses: number;
  usesLeft: number;
  perUser: number;
  expiresAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
}

const INSERT_CHUNK = 1000;

export class RedeemRepo {
  constructor(private readonly db: Db) {}

  /** Makes a batch and its codes (all unique: a clash, however unlikely, is drawn again). */
  async createBatch(batch: NewBatch): Promise<{ batchId: string; codes: string[] }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(redeemBatches)
        .values({
          productId: batch.productId,
          uses: batch.uses,
          perUser: batch.perUser,
          expiresAt: batch.expiresAt,
        })
        .returning({ id: redeemBatches.id });
      const batchId = row!.id;
      const codes: string[] = [];
      while (codes.length < batch.count) {
        const wanted = Math.min(INSERT_CHUNK, batch.count - codes.length);
        const fresh = Array.from({ length: wanted }, newRedeemCode);
        const inserted = await tx
          .insert(redeemCodes)
          .values(fresh.map((code) => ({ code, batchId, usesLeft: batch.uses })))
          .onConflictDoNothing()
          .returning({ code: redeemCodes.code });
        codes.push(...inserted.map((r) => r.code));
      }
      return { batchId, codes };
    });
  }

  async listBatches(): Promise<BatchSummary[]> {
    const rows = await this.db
      .select({
        id: redeemBatches.id,
        productId: redeemBatches.productId,
        uses: redeemBatches.uses,
        perUser: redeemBatches.perUser,
        expiresAt: redeemBatches.expiresAt,
        disabledAt: redeemBatches.disabledAt,
        createdAt: redeemBatches.createdAt,
        codes: count(redeemCodes.code),
        usesLeft: sql<number>`coalesce(sum(${redeemCodes.usesLeft}), 0)::bigint`.mapWith(Number),
      })
      .from(redeemBatches)
      .leftJoin(redeemCodes, eq(redeemCodes.batchId, redeemBatches.id))
      .groupBy(redeemBatches.id)
      .orderBy(desc(redeemBatches.createdAt));
    return rows;
  }

  /** Withdraws a batch: its codes answer 5600 from now on. False for an unknown batch. */
  async disableBatch(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(redeemBatches)
      .set({ disabledAt: now })
      .where(eq(redeemBatches.id, id))
      .returning({ id: redeemBatches.id });
    return rows.length > 0;
  }

  /**
   * Uses a code for an account and grants its plan, in one transaction. The account's row is
   * locked first, so one account redeems one code at a time (its per-user count holds); the
   * code's uses are taken by an update that only succeeds while some are left, so a code is
   * never used more often than its batch allows, however many accounts try at once.
   */
  async redeem(userId: string, code: string, now: Date, locale: Locale): Promise<RedeemOutcome> {
    return this.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) return { kind: 'invalid' };
      const [found] = await tx
        .select({
          batchId: redeemCodes.batchId,
          productId: redeemBatches.productId,
          perUser: redeemBatches.perUser,
          expiresAt: redeemBatches.expiresAt,
          disabledAt: redeemBatches.disabledAt,
        })
        .from(redeemCodes)
        .innerJoin(redeemBatches, eq(redeemBatches.id, redeemCodes.batchId))
        .where(eq(redeemCodes.code, code))
        .limit(1);
      if (!found || found.disabledAt || (found.expiresAt && found.expiresAt <= now)) {
        return { kind: 'invalid' };
      }
      const [used] = await tx
        .select({ n: count() })
        .from(redeemUses)
        .where(and(eq(redeemUses.batchId, found.batchId), eq(redeemUses.userId, userId)));
      if ((used?.n ?? 0) >= found.perUser) return { kind: 'per-user' };
      const taken = await tx
        .update(redeemCodes)
        .set({ usesLeft: sql`${redeemCodes.usesLeft} - 1` })
        .where(and(eq(redeemCodes.code, code), gt(redeemCodes.usesLeft, 0)))
        .returning({ code: redeemCodes.code });
      if (taken.length === 0) return { kind: 'empty' };
      const product = await new ProductRepo(tx).find(found.productId);
      if (!product) throw new Error(`batch ${found.batchId}: no product ${found.productId}`);
      const [use] = await tx
        .insert(redeemUses)
        .values({ code, batchId: found.batchId, userId })
        .returning({ id: redeemUses.id });
      const fromEndAt = user.memberUntil;
      const endAt = endAfter(Math.floor(now.getTime() / 1000), fromEndAt, product.durationDays);
      await setMembershipEnd(tx, userId, endAt, now);
      await recordEntitlement(tx, {
        userId,
        source: 'redeem',
        sourceRef: use!.id,
        productId: product.id,
        fromEndAt,
        toEndAt: endAt,
      });
      const { title } = productTexts(product, locale);
      return { kind: 'redeemed', productId: product.id, productTitle: title, endAt };
    });
  }
}
