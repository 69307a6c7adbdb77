import { and, asc, eq, sql } from 'drizzle-orm';
import type { AiPack, EnterpriseProduct, Locale, Product, TeamProduct } from '@slidecraft/contract';
import type { Db } from '../../db/client.js';
import { products, type ProductTexts } from './tables.js';
import { proRights } from '../user/rights.js';

export type ProductRow = typeof products.$inferSelect;

/** The membership plans (seeded by the payments migration, managed with the admin CLI). */
export class ProductRepo {
  constructor(private readonly db: Db) {}

  /** On-sale plans in display order. */
  /** The membership plans on sale (AI packs are listed apart: listPacks). */
  async listActive(): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(and(eq(products.active, true), eq(products.kind, 'membership')))
      .orderBy(asc(products.sort), asc(products.pricePay));
  }

  /** The AI-points packs on sale. */
  async listPacks(): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(and(eq(products.active, true), eq(products.kind, 'ai_times')))
      .orderBy(asc(products.sort), asc(products.pricePay));
  }

  /** The plans of a kind on sale ('team', 'enterprise'). */
  async listKind(kind: 'team' | 'enterprise'): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(and(eq(products.active, true), eq(products.kind, kind)))
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
    // Among the plans of its kind: selecting a pack leaves the membership plans' choice alone.
    await this.db
      .update(products)
      .set({ selected: sql`${products.id} = ${id}`, updatedAt: new Date() })
      .where(sql`${products.kind} = (select kind from products where id = ${id})`);
  }

  /** Sets one locale's texts of a plan; false when there is no such plan. */
  async translate(id: string, locale: 'zh-TW' | 'en-US', texts: ProductTexts): Promise<boolean> {
    const done = await this.db
      .update(products)
      .set({
        locales: sql`${products.locales} || ${JSON.stringify({ [locale]: texts })}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    return done.length > 0;
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

/** A plan's texts in `locale`: its translation when it has one, else the zh-CN columns. */
export function productTexts(row: ProductRow, locale: Locale) {
  const translated = locale === 'zh-CN' ? undefined : row.locales[locale];
  return (
    translated ?? {
      title: row.title,
      tip: row.tip,
      description: row.description,
      badge: row.badge,
    }
  );
}

/**
 * The catalogue as the spec's Product in `locale`; exactly one plan is `select` (the flagged
 * one, else the first).
 */
export function toProducts(rows: readonly ProductRow[], locale: Locale = 'zh-CN'): Product[] {
  const selected = rows.find((r) => r.selected)?.id ?? rows[0]?.id;
  const rights = proRights(locale);
  return rows.map((row) => ({
    id: row.id,
    ...productTexts(row, locale),
    price: { currency: row.currency, pay: row.pricePay, original: row.priceOriginal },
    isUnionProduct: row.isUnionProduct,
    select: row.id === selected,
    rights,
    durationDays: row.durationDays,
  }));
}

/** The AI packs as the pack calls answer them (texts in the caller's language). */
export function toAiPacks(rows: readonly ProductRow[], locale: Locale = 'zh-CN'): AiPack[] {
  const selected = rows.find((r) => r.selected)?.id ?? rows[0]?.id;
  return rows.map((row) => ({
    id: row.id,
    ...productTexts(row, locale),
    price: { currency: row.currency, pay: row.pricePay, original: row.priceOriginal },
    points: row.aiPoints ?? 0,
    select: row.id === selected,
  }));
}

/** The team plans as GET /api/web/team/products/listActive answers them. */
export function toTeamProducts(
  rows: readonly ProductRow[],
  locale: Locale = 'zh-CN',
): TeamProduct[] {
  const selected = rows.find((r) => r.selected)?.id ?? rows[0]?.id;
  return rows.map((row) => ({
    id: row.id,
    ...productTexts(row, locale),
    price: { currency: row.currency, pay: row.pricePay, original: row.priceOriginal },
    seats: row.teamSeats ?? 1,
    durationDays: row.durationDays,
    select: row.id === selected,
  }));
}

/** The enterprise plans as their listings answer them. */
export function toEnterpriseProducts(
  rows: readonly ProductRow[],
  locale: Locale = 'zh-CN',
): EnterpriseProduct[] {
  const selected = rows.find((r) => r.selected)?.id ?? rows[0]?.id;
  return rows.map((row) => ({
    id: row.id,
    ...productTexts(row, locale),
    price: { currency: row.currency, pay: row.pricePay, original: row.priceOriginal },
    specs: row.specs,
    select: row.id === selected,
  }));
}
