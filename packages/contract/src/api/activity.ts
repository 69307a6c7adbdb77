import * as z from 'zod/mini';
import { isCleanText } from '../validators.js';
import { isSameSitePath } from './auth.js';
import { ProductSchema } from './pay.js';

/**
 * Ads and activity (spec sections 2 and 7): operator-managed slots, each one JSON document an
 * operator sets with the admin CLI (`npm run admin -- content set <slot> --file <json>`),
 * optionally only between two times. The public calls answer the live document of their slot,
 * or an empty answer (empty list or null) when it is unset or outside its window; never an
 * error. Plans are named by id and answered as the membership catalogue answers them (GET
 * /api/v7|v8/embed/activity/products is ProductListSchema, the slot's plans only). Texts are
 * shown as written (one language). Times are unix seconds, like the spec's `endAt`.
 */

/** The slots an operator can set, by the key the CLI takes. */
export const OPERATOR_SLOTS = [
  'ads',
  'activity-products',
  'life-long-vip',
  'life-long-union-vip',
  'popup',
  'life-long-vip-limit-time',
] as const;
export type OperatorSlot = (typeof OPERATOR_SLOTS)[number];

export function isOperatorSlot(value: string): value is OperatorSlot {
  return (OPERATOR_SLOTS as readonly string[]).includes(value);
}

/** The events an ad's tracking call counts. */
export const AD_EVENTS = ['view', 'click'] as const;
export type AdEvent = (typeof AD_EVENTS)[number];

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const slug = (what: string) =>
  z.string().check(z.regex(SLUG, `${what}: lowercase letters, digits and '-', at most 64`));
const text = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required, not empty'),
      z.maxLength(max, `at most ${max} characters`),
      z.refine(isCleanText, { message: 'control characters or broken unicode' }),
    );

/** An https host (name or IPv4), optional port, then an optional path, query and fragment. */
const HTTPS_URL =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/;

/** An absolute https address (no credentials, spaces, backslashes or control characters). */
export function isHttpsUrl(value: string): boolean {
  return value.length <= 2048 && HTTPS_URL.test(value) && isCleanText(value);
}

/** Where an ad's picture is or where it leads: an https address or a path on this site. */
const httpsOrPath = z
  .string()
  .check(
    z.refine((v) => isHttpsUrl(v) || isSameSitePath(v), 'an https:// address or a path such as /x'),
  );
/** The last second a slot may name (2100-01-01T00:00:00Z). */
const UNIX_MAX = 4_102_444_800;
const unixSeconds = z.int().check(z.gte(1, 'unix seconds'), z.lte(UNIX_MAX, 'unix seconds'));
const productId = slug('a plan id');
/** Yuan with at most two decimals, more than 0. */
const yuanAmount = z.number().check(
  z.gt(0, 'more than 0'),
  z.lte(100_000, 'at most 100000'),
  z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'at most 2 decimals'),
);

const distinct = <T>(key: (item: T) => string, what: string) =>
  z.refine<T[]>((items) => new Set(items.map(key)).size === items.length, `${what} twice`);

/** One ad. */
export const AdSchema = z.strictObject({
  id: slug('id'),
  title: text(40),
  /** The picture: https address or a path on this site. */
  image: httpsOrPath,
  /** Where a click leads: https address or a path on this site. */
  link: httpsOrPath,
  /** Where the page shows it (its own names, such as `home` or `membership`). */
  placement: slug('placement'),
});
export type Ad = z.infer<typeof AdSchema>;

/** Slot `ads`: the ads in display order. */
const AdsDocSchema = z.array(AdSchema).check(
  z.maxLength(50, 'at most 50 ads'),
  distinct((ad: Ad) => ad.id, 'an ad id'),
);

/** Slot `activity-products`: plan ids in display order. */
const ActivityProductsDocSchema = z.array(productId).check(
  z.minLength(1, 'at least one plan'),
  z.maxLength(20, 'at most 20 plans'),
  distinct((id: string) => id, 'a plan'),
);

/** Slots `life-long-vip` (a lifetime plan) and `life-long-union-vip` (a lifetime joint plan). */
const LifeLongVipDocSchema = z.strictObject({
  productId,
  title: text(40),
  description: text(200),
  /** When the offer ends (unix seconds); it is hidden from then on. */
  endAt: z.optional(unixSeconds),
});

/**
 * Slot `popup`: the limited-time benefit popup (spec section 2): countdown to `endAt`, the
 * reduction in yuan, title, description, and the 'use now' button (text `buttonText`, the
 * page's own when absent) that opens the membership screen on `productId`, with `promoCode`
 * preset when given: the promo code is what makes the reduction real at the charge.
 */
const PopupDocSchema = z.strictObject({
  title: text(40),
  description: text(200),
  reduce_amount_cny: yuanAmount,
  /** When the countdown ends (unix seconds); the popup is hidden from then on. */
  endAt: unixSeconds,
  productId,
  promoCode: z.optional(z.string().check(z.regex(/^[A-Z0-9-]{3,32}$/, 'a promo code'))),
  buttonText: z.optional(text(12)),
});

/**
 * Slot `life-long-vip-limit-time`: a lifetime plan on offer until `endAt`; `price` (fen) is a
 * reference price shown struck through beside the plan's real price, so it must be higher.
 */
const LimitTimeDocSchema = z.strictObject({
  productId,
  endAt: unixSeconds,
  price: z.optional(z.int().check(z.gte(1, 'fen, at least 1'), z.lte(10_000_000, 'fen'))),
});

/** What an operator may store in each slot. */
export const OPERATOR_SLOT_SCHEMAS = {
  ads: AdsDocSchema,
  'activity-products': ActivityProductsDocSchema,
  'life-long-vip': LifeLongVipDocSchema,
  'life-long-union-vip': LifeLongVipDocSchema,
  popup: PopupDocSchema,
  'life-long-vip-limit-time': LimitTimeDocSchema,
} as const satisfies Record<OperatorSlot, z.ZodMiniType>;
export type OperatorSlotDoc<S extends OperatorSlot> = z.infer<(typeof OPERATOR_SLOT_SCHEMAS)[S]>;

/** GET /api/v8/embed/product/ads?placement */
export const AdsQuerySchema = z.object({ placement: z.optional(slug('placement')) });
export const AdListSchema = z.object({ items: z.array(AdSchema) });

/** POST /api/v8/embed/product/ads/track: one view or click of a live ad (unknown id: 5000). */
export const AdTrackBodySchema = z.object({ id: slug('id'), event: z.enum(AD_EVENTS) });
/** counted false: the event was accepted but could not be stored (never an error for the page). */
export const AdTrackResultSchema = z.object({ counted: z.boolean() });

const countdown = {
  /** Seconds until `endAt`, counted by the server (null: no end). */
  remaining_seconds: z.nullable(z.int()),
};

/** GET /api/v7/embed/activity/life-long-vip and /life-long-union-vip (null: none now). */
export const LifeLongVipSchema = z.nullable(
  z.object({
    productId: z.string(),
    title: z.string(),
    description: z.string(),
    endAt: z.nullable(z.int()),
    ...countdown,
    product: ProductSchema,
  }),
);
export type LifeLongVip = z.infer<typeof LifeLongVipSchema>;

/** GET /api/v7/embed/activity/popup (null: none now). */
export const ActivityPopupSchema = z.nullable(
  z.object({
    title: z.string(),
    description: z.string(),
    reduce_amount_cny: z.number(),
    endAt: z.int(),
    remaining_seconds: z.int(),
    productId: z.string(),
    promoCode: z.nullable(z.string()),
    buttonText: z.nullable(z.string()),
    product: ProductSchema,
  }),
);
export type ActivityPopup = z.infer<typeof ActivityPopupSchema>;

/** GET /api/v7/embed/activity/life-long-vip/limit-time (null: none now). */
export const LimitTimeSchema = z.nullable(
  z.object({
    productId: z.string(),
    endAt: z.int(),
    remaining_seconds: z.int(),
    /** The reference price shown struck through, in fen; null when none (or not above). */
    price: z.nullable(z.int()),
    product: ProductSchema,
  }),
);
export type LimitTime = z.infer<typeof LimitTimeSchema>;
