import type { Db } from '../../db/client.js';
import { entitlements } from './tables.js';

/** One grant in the ledger: a paid order's or a redeem code's. */
export interface Entitlement {
  userId: string;
  source: 'order' | 'redeem';
  /** The order number, or the redeem use's id. */
  sourceRef: string;
  productId: string;
  /** The membership end before and after the grant, unix seconds (equal: it granted none). */
  fromEndAt: number;
  toEndAt: number;
}

/**
 * Records a grant, in the transaction that grants it; (source, sourceRef) is unique, so one
 * order or one use is never recorded twice.
 */
export async function recordEntitlement(tx: Db, grant: Entitlement): Promise<void> {
  await tx.insert(entitlements).values(grant);
}
