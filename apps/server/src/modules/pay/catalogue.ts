import { asc, eq, sql } from 'drizzle-orm';
import type { Product } from '@slidecraft/contract';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { PRO_RIGHTS } from '../user/rights.js';

export type ProductRow = typeof products.$inferSelect;

/** The membership plans (seeded by the payments migration, managed with the admin CLI). */
export class ProductRepo {
  constructor(private readonly db: Db) {}

  /** On-sale plans in display order. */
  async listActive(): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.sort), asc(products.pricePay));
  }

  async listAll(): Promise<ProductRow[]> {
    return this.db.select().from(products).orderBy(asc(products.sort), asc(products.id));
  }

  async find(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id)).limit(1);
    return row;
  }

  async upsert(row: typeof products.$inferInsert): Promise<void> {
    const { id: _id, ...fields } = row;
    await this.db
      .insert(products)
      .values(row)
      .onConflictDoUpdate({ target: products.id, set: { ...fields, updatedAt: new Date() } });
  }

  /** Makes `id` the one plan selected by default. */
  async selectOnly(id: string): Promise<void> {
    await this.db
      .update(products)
      .set({ selected: sql`${products.id} = ${id}`, updatedAt: new Date() });
  }

  async setActive(id: string, active: boolean): Promise<boolean> {
    const done = await this.db
      .update(products)
      .set({ active, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    return done.length > 0;
  }
}

/** The catalogue as the spec's Product; exactly one plan is `select` (the flagged one, else the first). */
export function toProducts(rows: readonly ProductRow[]): Product[] {
  const selected = rows.find((r) => r.selected)?.id ?? rows[0]?.id;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    price: { currency: row.currency, pay: row.pricePay, original: row.priceOriginal },
    tip: row.tip,
    description: row.description,
    badge: row.badge,
    isUnionProduct: row.isUnionProduct,
    select: row.id === selected,
    rights: PRO_RIGHTS,
    durationDays: row.durationDays,
  }));
}
