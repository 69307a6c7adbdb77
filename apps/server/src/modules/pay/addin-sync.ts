import { AppError, ErrorCode, type AddinSyncResult, type Locale } from '@slidecraft/contract';
import type { Db } from '../../db/client.js';
import { effectiveMemberUntil } from '../user/membership.js';
import type { UserRow } from '../user/types.js';
import { ProductRepo, productTexts } from './catalogue.js';
import { paidJointOrders } from './partner-codes.js';

/** Paid orders listed per plan (the newest). */
const ORDERS_LISTED = 20;

/**
 * GET /api/sync/iSlide/info/{id}: what the companion slide add-in asks about a joint (union)
 * plan for the signed-in user: whether it was bought, the paid orders with the add-in's redeem
 * code each took (npm run admin -- union import), and the user's tier now. 5204 when `id` is no
 * joint plan.
 */
export async function addinSyncInfo(
  db: Db,
  user: UserRow,
  productId: string,
  locale: Locale,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<AddinSyncResult> {
  const product = await new ProductRepo(db).find(productId);
  if (!product?.isUnionProduct) {
    throw new AppError(ErrorCode.NO_PRODUCT, `no joint plan ${productId}`);
  }
  const rows = await paidJointOrders(db, user.id, productId, ORDERS_LISTED);
  const endAt = effectiveMemberUntil(user);
  return {
    productId,
    productName: productTexts(product, locale).title,
    purchased: rows.length > 0,
    isRole: endAt > nowSeconds,
    endAt,
    orders: rows.map((row) => ({
      orderNumber: row.orderNumber,
      paidAt: row.paidAt ? Math.floor(row.paidAt.getTime() / 1000) : 0,
      redeemCode: row.code ?? null,
    })),
  };
}
