import {
  AppError,
  ErrorCode,
  type ActivityPopup,
  type Ad,
  type AdEvent,
  type LifeLongVip,
  type LimitTime,
  type Locale,
  type OperatorSlot,
  type OperatorSlotDoc,
  type Product,
} from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { chinaDay } from '../../time/china-day.js';
import { ProductRepo, toProducts, type ProductRow } from '../pay/catalogue.js';
import { AdEventRepo, OperatorContentRepo, isLive } from './content-repo.js';
import { parseSlotDocument } from './slot-documents.js';

/** Tracked ad events a client address may send in a minute (beyond: 5427, nothing counted). */
export const AD_TRACK_PER_MINUTE = 60;

/**
 * The ads and activity calls (spec section 7), answered from the operator's slots: the live
 * document of a slot (set, inside its window, and before its own `endAt`), with the plans it
 * names answered as the catalogue answers them (`toProducts` over the plans on sale). Unset,
 * outside the window or naming a plan no longer on sale: an empty list or null.
 */
export class ActivityService {
  private readonly content: OperatorContentRepo;
  private readonly events: AdEventRepo;
  private readonly products: ProductRepo;

  constructor(
    db: Db,
    private readonly kv: KeyValueStore,
    private readonly log: FastifyBaseLogger,
    /** Read on every call (tests move the clock). */
    private readonly now: () => number = () => Date.now(),
  ) {
    this.content = new OperatorContentRepo(db);
    this.events = new AdEventRepo(db);
    this.products = new ProductRepo(db);
  }

  /** The slot's document when it is live now; null otherwise. */
  private async live<S extends OperatorSlot>(slot: S): Promise<OperatorSlotDoc<S> | null> {
    const row = await this.content.get(slot);
    if (!row || !isLive(row, this.now())) return null;
    try {
      return parseSlotDocument(slot, row.document);
    } catch (error) {
      // Written through the CLI's checks; a document an older version accepted is not shown.
      this.log.warn({ slot, err: error }, 'operator slot document no longer valid: not shown');
      return null;
    }
  }

  /** The plans on sale among `ids`, in that order, as the catalogue answers them. */
  private async plans(ids: readonly string[], locale: Locale): Promise<Product[]> {
    const onSale = new Map((await this.products.listActive()).map((row) => [row.id, row]));
    const rows = ids.map((id) => onSale.get(id)).filter((row): row is ProductRow => !!row);
    return toProducts(rows, locale);
  }

  private remaining(endAt: number): number {
    return Math.max(0, endAt - Math.floor(this.now() / 1000));
  }

  /** An `endAt` still ahead (or none). */
  private ahead(endAt: number | undefined): boolean {
    return endAt === undefined || this.remaining(endAt) > 0;
  }

  async ads(placement: string | undefined): Promise<{ items: Ad[] }> {
    const ads = (await this.live('ads')) ?? [];
    return { items: placement ? ads.filter((ad) => ad.placement === placement) : ads };
  }

  /** The slot's plans on sale (same shape as the catalogue); empty when unset. */
  async activityProducts(locale: Locale): Promise<Product[]> {
    const ids = await this.live('activity-products');
    return ids ? this.plans(ids, locale) : [];
  }

  async lifeLongVip(union: boolean, locale: Locale): Promise<LifeLongVip> {
    const doc = await this.live(union ? 'life-long-union-vip' : 'life-long-vip');
    if (!doc || !this.ahead(doc.endAt)) return null;
    const [product] = await this.plans([doc.productId], locale);
    if (!product) return null;
    return {
      productId: doc.productId,
      title: doc.title,
      description: doc.description,
      endAt: doc.endAt ?? null,
      remaining_seconds: doc.endAt === undefined ? null : this.remaining(doc.endAt),
      product,
    };
  }

  async popup(locale: Locale): Promise<ActivityPopup> {
    const doc = await this.live('popup');
    if (!doc || !this.ahead(doc.endAt)) return null;
    const [product] = await this.plans([doc.productId], locale);
    if (!product) return null;
    return {
      title: doc.title,
      description: doc.description,
      reduce_amount_cny: doc.reduce_amount_cny,
      endAt: doc.endAt,
      remaining_seconds: this.remaining(doc.endAt),
      productId: doc.productId,
      promoCode: doc.promoCode ?? null,
      buttonText: doc.buttonText ?? null,
      product,
    };
  }

  async limitTime(locale: Locale): Promise<LimitTime> {
    const doc = await this.live('life-long-vip-limit-time');
    if (!doc || !this.ahead(doc.endAt)) return null;
    const [product] = await this.plans([doc.productId], locale);
    if (!product) return null;
    return {
      productId: doc.productId,
      endAt: doc.endAt,
      remaining_seconds: this.remaining(doc.endAt),
      // Only ever a higher reference price: the plan's own price is what is charged.
      price: doc.price !== undefined && doc.price > product.price.pay ? doc.price : null,
      product,
    };
  }

  /**
   * Counts one view or click of an ad of the ads slot (5000 for an id it does not hold; 5427
   * past AD_TRACK_PER_MINUTE from one address). A failure to store is logged and answered as
   * not counted: tracking never fails the page.
   */
  async track(id: string, event: AdEvent, clientIp: string): Promise<{ counted: boolean }> {
    const row = await this.content.get('ads');
    let ids: string[] = [];
    try {
      ids = row ? parseSlotDocument('ads', row.document).map((ad) => ad.id) : [];
    } catch {
      // An invalid stored document holds no ads (live() logs it).
    }
    if (!ids.includes(id))
      throw new AppError(ErrorCode.PARAMS_ERROR, 'id: no such ad', { expose: true });
    if ((await this.kv.incr(`ad-track-ip:${clientIp}`, 60)) > AD_TRACK_PER_MINUTE) {
      throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'ad tracking');
    }
    try {
      await this.events.count(id, event, chinaDay(this.now()));
      return { counted: true };
    } catch (error) {
      this.log.warn({ err: error, adId: id, event }, 'ad event not counted');
      return { counted: false };
    }
  }
}
