import {
  OPERATOR_SLOT_SCHEMAS,
  type OperatorSlot,
  type OperatorSlotDoc,
} from '@slidecraft/contract';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client.js';
import type { PromotionAdmin } from '../promotion/promotion-admin.js';
import { ProductRepo, type ProductRow } from '../pay/catalogue.js';

/** A slot document refused: the message is one line saying where and why. */
export class SlotDocumentError extends Error {
  override name = 'SlotDocumentError';
}

function where(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path)
    out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || 'document';
}

/**
 * One issue as `path: what is wrong`: our schemas' own messages, else a text made here (the
 * default messages depend on whether a zod locale was loaded: 'Invalid input' without one).
 */
function issueLine(issue: z.core.$ZodIssue): string {
  let what: string;
  if (issue.code === 'invalid_type') what = `expected ${issue.expected}`;
  else if (issue.code === 'unrecognized_keys') what = `unknown field ${issue.keys.join(', ')}`;
  else if (issue.code === 'invalid_value') what = `one of ${issue.values.join(', ')}`;
  else if (issue.message && issue.message !== 'Invalid input') what = issue.message;
  else if (issue.code === 'too_small') what = `at least ${String(issue.minimum)}`;
  else if (issue.code === 'too_big') what = `at most ${String(issue.maximum)}`;
  else what = 'invalid';
  return `${where(issue.path)}: ${what}`;
}

/** Checks a document's shape for its slot; throws SlotDocumentError with the first problem. */
export function parseSlotDocument<S extends OperatorSlot>(
  slot: S,
  value: unknown,
): OperatorSlotDoc<S> {
  const parsed = OPERATOR_SLOT_SCHEMAS[slot].safeParse(value);
  if (!parsed.success) throw new SlotDocumentError(issueLine(parsed.error.issues[0]!));
  return parsed.data as OperatorSlotDoc<S>;
}

/**
 * Checks what a slot document names against the catalogue and the promo codes, when it is
 * written: plans on sale (a lifetime plan for the life-long slots, a joint one for the union
 * slot), a popup's promo code live for its plan and taking off what the popup says, a
 * limit-time reference price above the plan's price. Answers notes worth printing.
 */
export async function checkSlotReferences<S extends OperatorSlot>(
  db: Db,
  /** The promo codes (a popup's is checked). */
  promos: PromotionAdmin,
  slot: S,
  doc: OperatorSlotDoc<S>,
  now: number,
): Promise<string[]> {
  const onSale = new Map((await new ProductRepo(db).listActive()).map((row) => [row.id, row]));
  const plan = (id: string, at: string): ProductRow => {
    const row = onSale.get(id);
    if (!row) throw new SlotDocumentError(`${at}: no plan on sale with id ${id} (products list)`);
    return row;
  };
  const lifetime = (id: string, at: string): ProductRow => {
    const row = plan(id, at);
    if (row.durationDays !== null) {
      throw new SlotDocumentError(`${at}: ${id} is not a lifetime plan (${row.durationDays} days)`);
    }
    return row;
  };
  const notes: string[] = [];
  if (slot === 'activity-products') {
    (doc as OperatorSlotDoc<'activity-products'>).forEach((id, i) => plan(id, `[${i}]`));
  } else if (slot === 'life-long-vip') {
    lifetime((doc as OperatorSlotDoc<'life-long-vip'>).productId, 'productId');
  } else if (slot === 'life-long-union-vip') {
    const { productId } = doc as OperatorSlotDoc<'life-long-union-vip'>;
    if (!lifetime(productId, 'productId').isUnionProduct) {
      throw new SlotDocumentError(`productId: ${productId} is not a joint (union) plan`);
    }
  } else if (slot === 'life-long-vip-limit-time') {
    const { productId, price } = doc as OperatorSlotDoc<'life-long-vip-limit-time'>;
    const row = lifetime(productId, 'productId');
    if (price !== undefined && price <= row.pricePay) {
      throw new SlotDocumentError(
        `price: a reference price above the plan's ${row.pricePay} fen (it is shown struck through)`,
      );
    }
  } else if (slot === 'popup') {
    const popup = doc as OperatorSlotDoc<'popup'>;
    const row = plan(popup.productId, 'productId');
    if (popup.promoCode === undefined) {
      notes.push(
        'note: no promoCode: the charge takes nothing off unless the plan price or a coupon does',
      );
    } else {
      const off = await promoReduceFen(promos, popup.promoCode, row, now);
      if (Math.round(popup.reduce_amount_cny * 100) !== off) {
        throw new SlotDocumentError(
          `reduce_amount_cny: promo ${popup.promoCode} takes ${(off / 100).toFixed(2)} yuan off ${row.id}`,
        );
      }
    }
  }
  return notes;
}

/** What a promo code takes off a plan's price now, in fen; refuses one that cannot be used. */
async function promoReduceFen(promos: PromotionAdmin, code: string, row: ProductRow, now: number) {
  const promo = await promos.findPromo(code);
  if (!promo) throw new SlotDocumentError(`promoCode: no promo code ${code} (promos list)`);
  if (promo.disabledAt) throw new SlotDocumentError(`promoCode: ${code} is disabled`);
  if (promo.expiresAt && promo.expiresAt.getTime() <= now) {
    throw new SlotDocumentError(`promoCode: ${code} has expired`);
  }
  if (promo.productIds.length > 0 && !promo.productIds.includes(row.id)) {
    throw new SlotDocumentError(`promoCode: ${code} does not apply to ${row.id}`);
  }
  return promo.percentOff > 0
    ? Math.floor((row.pricePay * promo.percentOff) / 100)
    : Math.min(promo.reduceFen, row.pricePay - 1);
}
