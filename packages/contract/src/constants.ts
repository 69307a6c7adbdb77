/** Business constants of spec section 9. */
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_CODE_MAX_WRONG_TRIES = 5;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 5 * 60;
export const DEFAULT_PHONE_PREFIX = '+86';
export const TOPIC_MAX_LENGTH = 1000;
export const SUGGEST_DEBOUNCE_MS = 500;
export const REDEEM_CODE_MAX_LENGTH = 16;
export const LOGIN_VIEW_DELAY_MS = 100;
export const LOGIN_LOCK_MS = 5 * 60 * 1000;
export const LOGIN_QR_POLL_MS = 3000;
export const PAYMENT_POLL_MS = 5000;
export const PREVIEW_POLL_MS = 999;
export const PROGRESS_STEP = 0.07;
export const HISTORY_PAGE = { start: 0, size: 21 } as const;
export const SUGGESTED_TOPICS_DEFAULT = 12;
/** Session token lifetime. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** Lifetime of a signed download link. */
export const DOWNLOAD_LINK_TTL_SECONDS = 10 * 60;
/** Longest outline text accepted by the server (characters). */
export const OUTLINE_MAX_LENGTH = 60_000;
/** Longest heading and point of an outline (characters); longer lines are refused with 5404. */
export const OUTLINE_HEADING_MAX = 200;
export const OUTLINE_POINT_MAX = 1000;
/** Most slides a single deck may have. */
export const MAX_DECK_PAGES = 120;

/** Page-count options of the home AI box; '' is "smart". */
export const PAGE_LIMIT_OPTIONS = ['', '1-10', '10-20', '20-30', '30+'] as const;
export type PageLimit = (typeof PAGE_LIMIT_OPTIONS)[number];

/** Header names the web client always sends. */
export const HEADER = {
  language: 'App-Language',
  device: 'deviceid',
  source: 'source',
} as const;
/** The fixed value of the `source` header sent by the web app. */
export const WEB_SOURCE = 'web';

/**
 * AI limits of spec sections 1 and 8, enforced by the server (docs/decisions.md, "AI limits,
 * topics and sensitive words"). Points are charged per AI generation; the rate call reports them.
 */
export const AI_LIMITS = {
  /** Points a basic-tier user has (lifetime, counted again from the end of a membership): 5410. */
  basicPoints: 10,
  /** Points a member may use per day (Beijing time), a fair-use cap on "unlimited": 5411. */
  memberDailyPoints: 100,
  /** Points one outline generation costs. */
  outlineCost: 1,
  /** Points one AI chat answer or AI action on a slide or text box costs. */
  chatCost: 1,
  /** Decks (generation records) a basic-tier user may keep: 5412. */
  basicProjects: 20,
  /** Slides one deck may have: 5421. Members get the deck engine's own ceiling. */
  basicPages: 30,
  memberPages: MAX_DECK_PAGES,
  /** AI generation starts per user per minute, for every tier: 5427. */
  startsPerMinute: 10,
} as const;
export type AiLimits = { [K in keyof typeof AI_LIMITS]: number };

/** Most suggested topics one GET /api/ai/outline/topic returns. */
export const SUGGESTED_TOPICS_MAX = 50;
/** Most topics one POST /api/ai/outline/suggest-topic returns. */
export const TOPIC_SUGGESTIONS_MAX = 8;

/** GET results kept in the browser's local cache expire after 30 days by default (spec sections 7, 9). */
export const LOCAL_CACHE_EXPIRY_MS = 30 * 24 * 3600 * 1000;

/** Relative times (spec section 9): a month is 30 days, a year 360 days. */
export const RELATIVE_TIME_MONTH_DAYS = 30;
export const RELATIVE_TIME_YEAR_DAYS = 360;
