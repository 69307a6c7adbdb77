import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Stored form `+86-13800138000`; null for accounts without a bound phone. */
    phone: text('phone').unique(),
    /** Lower-cased; an alternative account name for password login. */
    email: text('email').unique(),
    /** WeChat Official Account openid of a user who logged in by QR; null otherwise. */
    wechatOpenid: text('wechat_openid').unique(),
    /** Huawei account id (the ID token's sub) of a user who logged in with Huawei; null otherwise. */
    huaweiSub: text('huawei_sub').unique(),
    /** argon2id PHC string; null until a password is set. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 'active' | 'forbidden' | 'deleted' */
    status: text('status').notNull().default('active'),
    /** Why an operator disabled the account (shown with 5101); null when none was given. */
    disabledReason: text('disabled_reason'),
    /** Professional membership expiry, unix seconds; 0 = never a member. */
    memberUntil: bigint('member_until', { mode: 'number' }).notNull().default(0),
    /** AI points bought in packs and not used yet (spent after the tier's allowance). */
    aiPackPoints: bigint('ai_pack_points', { mode: 'number' }).notNull().default(0),
    /**
     * The membership end of the user's team (unix seconds) while the user is in it, else 0; kept
     * apart from `memberUntil`, so leaving a team never touches a personal membership. The tier
     * comes from the later of the two (effectiveMemberUntil).
     */
    teamMemberUntil: bigint('team_member_until', { mode: 'number' }).notNull().default(0),
    /** The first campaign the user reported (GET /api/user/utm-trace); null when none. */
    utmCampaign: text('utm_campaign'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const records = pgTable(
  'records',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    outline: text('outline').notNull(),
    /** The deck document (packages/deck model): the record's jsonFile. */
    deck: jsonb('deck').notNull(),
    themeId: text('theme_id').notNull(),
    totalPage: bigint('total_page', { mode: 'number' }).notNull(),
    /**
     * The deck as generated (after the fill), before any edit in the editor: origin-json-file.
     * Null until the generation has written the deck.
     */
    originDeck: jsonb('origin_deck'),
    /**
     * Bumped on every write of `deck` (generation, theme change, editor save): a save names the
     * version it started from and a stale one is refused (5430).
     */
    deckVersion: bigint('deck_version', { mode: 'number' }).notNull().default(0),
    /** Bumped whenever the deck is laid out again (theme change); previews are per revision. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    /** Slide previews of the current revision: 'pending' | 'running' | 'completed' | 'failed'. */
    previewStatus: text('preview_status').notNull().default('pending'),
    finishPage: bigint('finish_page', { mode: 'number' }).notNull().default(0),
    /** Tries of this revision's generation; the sweeper fails it after the last one. */
    previewAttempts: bigint('preview_attempts', { mode: 'number' }).notNull().default(0),
    /** The running generation's last sign of life: older than the sweeper allows, it is retried. */
    previewBeatAt: timestamp('preview_beat_at', { withTimezone: true }),
    /**
     * Model pictures put in this revision's slides so far: part of the preview links' names,
     * so the browser fetches a page again once its picture replaced the illustration.
     */
    previewPictures: bigint('preview_pictures', { mode: 'number' }).notNull().default(0),
    /**
     * When the owner moved the record to the trash (personal space); null while it is kept.
     * Trashed records are out of every list, editor and count until recovered, and are removed
     * for good 30 days later.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('records_user_idx').on(t.userId, t.createdAt),
    index('records_trash_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null`),
  ],
);

export const exportsTable = pgTable(
  'exports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    recordId: uuid('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    /** 'pending' | 'running' | 'finish' | 'error' */
    status: text('status').notNull(),
    fileKey: text('file_key'),
    errorCode: bigint('error_code', { mode: 'number' }),
    attempts: bigint('attempts', { mode: 'number' }).notNull().default(0),
    /** When the owner saw the finished file (POST /api/workspace/ppt/download/read); null: unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exports_record_idx').on(t.recordId, t.createdAt),
    // At most one unfinished export per record and format, whatever the concurrency.
    uniqueIndex('exports_active_idx')
      .on(t.recordId, t.format)
      .where(sql`status in ('pending', 'running')`),
    index('exports_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * One AI call charged to a user (a model call, or the offline composer standing in for one):
 * tokens for cost accounting, points for the per-user AI limits (spec section 8: 5410, 5411).
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'outline' | 'fill' | 'import' | 'chat' | 'suggest' | 'edit' */
    kind: text('kind').notNull(),
    /** The model name, or 'offline' for the offline composer. */
    model: text('model').notNull(),
    promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull().default(0),
    completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull().default(0),
    /** AI points this call costs (0 for helpers such as topic suggestions). */
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** Paid from bought AI packs (users.ai_pack_points), not from the tier's allowance. */
    fromPack: boolean('from_pack').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('ai_usage_user_idx').on(t.userId, t.createdAt)],
);

/** Curated suggested topics with their preset outlines (the home box's suggestions). */
export const outlineTopics = pgTable(
  'outline_topics',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    topic: text('topic').notNull().unique(),
    /** The preset outline, in the outline text format (packages/contract outline.ts). */
    outline: text('outline').notNull(),
    /** Display order, ascending. */
    sortOrder: bigint('sort_order', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('outline_topics_order_idx').on(t.sortOrder)],
);

/**
 * Pictures uploaded to a record for its deck: image elements name them `attachment:<id>`. The
 * file (a PNG or JPEG we encoded, see modules/attachments) is in storage under `key`; rows go
 * with their record, and the history removes the files.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordId: uuid('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    /** `attachments/<recordId>/<id>.<png|jpg>` */
    key: text('key').notNull(),
    /** 'image/png' | 'image/jpeg' */
    mime: text('mime').notNull(),
    /** Pixel size of the stored picture. */
    width: bigint('width', { mode: 'number' }).notNull(),
    height: bigint('height', { mode: 'number' }).notNull(),
    /** Size of the stored file. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_record_idx').on(t.recordId, t.createdAt)],
);

export const schema = {
  users,
  sessions,
  records,
  exportsTable,
  aiUsage,
  outlineTopics,
  attachments,
};
export type Schema = typeof schema;

/**
 * Membership plans on sale (spec section 3, Product). Prices are in fen (cents); a plan with
 * `durationDays` null is lifetime. Managed with `npm run admin -- products ...`.
 */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** What is paid, in fen. */
  pricePay: bigint('price_pay', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('CNY'),
  /** A struck-through reference price in fen, 0 when none. */
  priceOriginal: bigint('price_original', { mode: 'number' }).notNull().default(0),
  tip: text('tip').notNull().default(''),
  description: text('description').notNull().default(''),
  badge: text('badge').notNull().default(''),
  isUnionProduct: boolean('is_union_product').notNull().default(false),
  /** The plan selected by default in the membership modal. */
  selected: boolean('selected').notNull().default(false),
  durationDays: bigint('duration_days', { mode: 'number' }),
  /**
   * 'membership' (the professional tier for durationDays), 'ai_times' (an AI-points pack), 'team'
   * (a team's tier for durationDays and `teamSeats` seats) or 'enterprise' (listed with a
   * contact-sales path; never sold online).
   */
  kind: text('kind').notNull().default('membership'),
  /** The seats a 'team' plan gives its team. */
  teamSeats: bigint('team_seats', { mode: 'number' }),
  /** An enterprise plan's specification lines. */
  specs: jsonb('specs').$type<string[]>().notNull().default([]),
  /** The AI points an 'ai_times' pack adds. */
  aiPoints: bigint('ai_points', { mode: 'number' }),
  sort: bigint('sort', { mode: 'number' }).notNull().default(0),
  /** Off-sale plans stay for the orders that name them. */
  active: boolean('active').notNull().default(true),
  /** The texts in the other locales (the columns above are zh-CN); a missing one falls back. */
  locales: jsonb('locales').$type<ProductLocales>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A plan's texts in one locale. */
export interface ProductTexts {
  title: string;
  tip: string;
  description: string;
  badge: string;
}
export type ProductLocales = Partial<Record<'zh-TW' | 'en-US', ProductTexts>>;

/**
 * A purchase: 'open' until paid, 'paid' once settled (exactly once), 'closed' when it expired
 * unpaid (a late payment still settles it). The amount is copied from the catalogue when the
 * order is made and never comes from the client.
 */
export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productTitle: text('product_title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'wechat' | 'alipay' */
    payment: text('payment').notNull(),
    /** 'native' (QR) | 'h5' | 'jsapi' | 'wap' */
    channel: text('channel').notNull(),
    /** 'open' | 'paid' | 'closed' */
    status: text('status').notNull().default('open'),
    /** The QR content or pay link the provider gave, reused while the order is open. */
    payUrl: text('pay_url'),
    /** The provider's own transaction id, once paid. */
    transactionId: text('transaction_id'),
    /** Why a notification for this order was refused (forged, stale, mismatched); null when none. */
    flagged: text('flagged'),
    /** The membership end (unix seconds) the payment granted. */
    grantedEndAt: bigint('granted_end_at', { mode: 'number' }),
    isRenewal: boolean('is_renewal').notNull().default(false),
    /** The plan's price when the order was made, in fen; `amount` is it less the reductions. */
    listAmount: bigint('list_amount', { mode: 'number' }),
    /** The promo code the price was reduced by, if any. */
    promoCode: text('promo_code'),
    /** The user's coupon the price was reduced by, if any (used once the order is paid). */
    couponId: uuid('coupon_id'),
    /** A joint (union) plan: paying it also gives a partner's code (partner_codes). */
    isUnion: boolean('is_union').notNull().default(false),
    /** A team plan's order: the team it is bought for (its owner made the order). */
    teamId: uuid('team_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);

/**
 * The membership ledger: one row per grant, whatever granted it (a paid order now; redeem codes
 * and the admin later). (source, sourceRef) is unique, so one order can never grant twice.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'order' */
    source: text('source').notNull(),
    /** The order number (for source 'order'). */
    sourceRef: text('source_ref').notNull(),
    productId: text('product_id').notNull(),
    /** Membership end before and after the grant, unix seconds. */
    fromEndAt: bigint('from_end_at', { mode: 'number' }).notNull(),
    toEndAt: bigint('to_end_at', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entitlements_source_idx').on(t.source, t.sourceRef),
    index('entitlements_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A deck shared by link (personal space): anyone with the code may view it, signed in or not.
 * The code carries 128 random bits; one live link per deck, revoked by setting `revokedAt`.
 */
export const shares = pgTable(
  'shares',
  {
    /** base64url of 16 random bytes. */
    code: text('code').primaryKey(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner lets viewers download the PPTX and PDF. */
    allowDownload: boolean('allow_download').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shares_live_idx')
      .on(t.recordId)
      .where(sql`revoked_at is null`),
  ],
);

/** A user's favourite fonts (font calls): shipped font ids, newest favourite first. */
export const fontFavourites = pgTable(
  'font_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A shipped font's id (packages/deck fonts/families.ts). */
    fontId: text('font_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fontId] })],
);

/**
 * A template of the centre downloaded or used by a user, once per user, template, kind and
 * Beijing day: non-members' downloads of a day are counted against their quota (5301), and the
 * rows of all days make a template's popularity.
 */
export const templateUses = pgTable(
  'template_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    /** 'download' | 'use' */
    kind: text('kind').notNull(),
    /** The Beijing day, YYYY-MM-DD. */
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.kind, t.templateId] }),
    index('template_uses_template_idx').on(t.templateId),
  ],
);

/**
 * A batch of redeem codes an operator made (`npm run admin -- codes create`): every code of it
 * grants `productId`, may be used `uses` times in all, by one account at most `perUser` times
 * across the whole batch, until `expiresAt`.
 */
export const redeemBatches = pgTable('redeem_batches', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  uses: bigint('uses', { mode: 'number' }).notNull(),
  perUser: bigint('per_user', { mode: 'number' }).notNull().default(1),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Set when the operator withdraws the batch: its codes are then invalid (5600). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One redeem code: 16 characters of REDEEM_ALPHABET (80 random bits), and its uses left. */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    code: text('code').primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => redeemBatches.id, { onDelete: 'cascade' }),
    usesLeft: bigint('uses_left', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('redeem_codes_batch_idx').on(t.batchId),
    check('redeem_codes_uses_left', sql`uses_left >= 0`),
  ],
);

/** One use of a code by an account; its membership is the entitlement ('redeem', use id). */
export const redeemUses = pgTable(
  'redeem_uses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    code: text('code')
      .notNull()
      .references(() => redeemCodes.code, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('redeem_uses_batch_user_idx').on(t.batchId, t.userId)],
);

/**
 * Promo codes an operator made (`npm run admin -- promos ...`): typed by the buyer (or preset
 * in chargeParams), they take `reduceFen` or `percentOff` off the plans they name (all when
 * none), `maxUses` paid orders in all, until `expiresAt`. `listed` ones are offered by
 * GET /api/v8/embed/promo/list.
 */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  title: text('title').notNull().default(''),
  reduceFen: bigint('reduce_fen', { mode: 'number' }).notNull().default(0),
  percentOff: bigint('percent_off', { mode: 'number' }).notNull().default(0),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  maxUses: bigint('max_uses', { mode: 'number' }),
  listed: boolean('listed').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The retention coupon an operator runs (`npm run admin -- coupons ...`, one campaign, id
 * 'retention'): a user who has not bought is offered `reduceFen` off the plans it names for
 * `validMinutes`, at most once every `cooldownDays`.
 */
export const couponCampaigns = pgTable('coupon_campaigns', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  reduceFen: bigint('reduce_fen', { mode: 'number' }).notNull(),
  validMinutes: bigint('valid_minutes', { mode: 'number' }).notNull(),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  cooldownDays: bigint('cooldown_days', { mode: 'number' }).notNull().default(30),
  active: boolean('active').notNull().default(true),
  updatedAt: updatedAt(),
});

/** A coupon issued to a user: its terms copied from the campaign when issued. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    /** Shown to the user (8 characters of the redeem alphabet). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    reduceFen: bigint('reduce_fen', { mode: 'number' }).notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When an order it reduced was paid. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderNumber: text('order_number'),
    createdAt: createdAt(),
  },
  (t) => [index('user_coupons_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Partner codes for joint (union) plans, imported by the operator (`npm run admin -- union
 * import`): a paid joint order takes one (`orderNumber`), shown by GET /api/order/license-code.
 */
export const partnerCodes = pgTable(
  'partner_codes',
  {
    code: text('code').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    orderNumber: text('order_number').unique(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('partner_codes_free_idx')
      .on(t.productId, t.createdAt)
      .where(sql`order_number is null`),
  ],
);

/**
 * Operator-managed slots of the ads and activity calls (`npm run admin -- content set`): one
 * JSON document per slot key (checked by the contract's OPERATOR_SLOT_SCHEMAS when written),
 * answered while now is within [startsAt, endsAt) (null: open on that side).
 */
export const operatorContent = pgTable('operator_content', {
  slot: text('slot').primaryKey(),
  document: jsonb('document').$type<unknown>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Ad tracking: views and clicks of an ad per day (China time, `YYYY-MM-DD`). */
export const adEvents = pgTable(
  'ad_events',
  {
    adId: text('ad_id').notNull(),
    /** 'view' | 'click' */
    event: text('event').notNull(),
    day: text('day').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.adId, t.event] }),
    check('ad_events_event', sql`event in ('view', 'click')`),
  ],
);

/**
 * A team (issue 14 item 6): its owner buys team plans for it; every member has the professional
 * tier while `memberUntil` is in the future (copied to users.team_member_until). `seats` counts
 * the owner; a new team has the owner's seat only, a paid plan sets its seats.
 */
export const teams = pgTable('teams', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  seats: bigint('seats', { mode: 'number' }).notNull().default(1),
  /** Unix seconds; 0 until a team plan is paid. */
  memberUntil: bigint('member_until', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A team's members, the owner included; a user is in one team at most. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'owner' | 'member' */
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('team_members_user_idx').on(t.userId),
  ],
);

/**
 * An invitation link to a team: 128 random bits, valid 7 days, revocable by the owner; any
 * number of users may join by it while seats are free.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    /** base64url of 16 random bytes. */
    token: text('token').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('team_invitations_team_idx').on(t.teamId, t.createdAt)],
);

/**
 * Settings every node of a cluster must share and nobody configured: the generated signing
 * secret (key 'app_secret') when APP_SECRET is not set, so that a code sent through one node
 * is checked by another.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A user's progress through a user guide (the first-visit tour): seen once finished or skipped
 * (for the stored version; a newer guide version shows again), and the steps gone through.
 */
export const userGuideStatus = pgTable(
  'user_guide_status',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'home' */
    guide: text('guide').notNull(),
    /** The guide version the row is about. */
    version: bigint('version', { mode: 'number' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    doneSteps: jsonb('done_steps').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guide] })],
);

/**
 * Partners that embed the generator in their own site (issue 18, item 4; docs/partners.md),
 * managed with `npm run admin -- partners`. The secret a partner signs its SDK tokens with is
 * never stored: it is derived from the app secret and `secretSalt` (a new salt rotates it), and
 * `secretHash` (its sha256) is its fingerprint and tells when the app secret has changed.
 */
export const partners = pgTable('partners', {
  /** Lowercase letters, digits and '-': the `iss` of the partner's SDK tokens. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secretSalt: text('secret_salt').notNull(),
  secretHash: text('secret_hash').notNull(),
  /** Origins (scheme://host[:port]) whose pages may frame the embed. */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  /** 'decks-per-day' | 'ai-calls-per-month' */
  quotaKind: text('quota_kind').notNull(),
  quotaLimit: bigint('quota_limit', { mode: 'number' }).notNull(),
  /** 'active' | 'disabled' */
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A partner's own user (`sub` of its SDK tokens) and the local user made for it on first use. */
export const channelUsers = pgTable(
  'channel_users',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.externalId] })],
);

/** What a partner used of its quota per period ('2026-11-27' a Beijing day, '2026-11' a month). */
export const partnerUsage = pgTable(
  'partner_usage',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.period] })],
);
