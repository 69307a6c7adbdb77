import type { Locale } from './locale.js';

/**
 * The error catalogue of the product spec (section 8). Every non-200 envelope code comes from here,
 * and every code has a message in each supported locale.
 */
export const ErrorCode = {
  OK: 200,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  SERVER_ERROR: 500,
  PARAMS_ERROR: 5000,
  VERIFY_ERROR: 5001,
  VERIFY_OVERDUE: 5002,
  VERIFY_CODE_ERROR: 5003,
  USER_NOT_FOUND: 5100,
  FORBIDDEN_USER: 5101,
  UNSUPPORTED_ACCOUNT: 5102,
  ACCOUNT_NOT_FOUND: 5103,
  PASSWORD_ERROR: 5104,
  WECHAT_CODE_ERROR: 5105,
  WECHAT_CODE_OVERDUE: 5106,
  NO_USER_PERMISSION: 5107,
  ACCOUNT_BIND_EXISTS: 5108,
  BILLING_EXISTS: 5109,
  BILLING_FORBIDDEN: 5110,
  TOO_MANY_PASSWORD_ERRORS: 5111,
  USER_LOGGED_OUT: 5112,
  ORDER_NOT_FOUND: 5200,
  PAYMENT_NOT_SUPPORTED: 5201,
  GET_OPENID_ERROR: 5202,
  PRICE_EXISTS: 5203,
  NO_PRODUCT: 5204,
  PAY_QR_EXPIRED: 5205,
  SEARCH_SERVICE_ERROR: 5300,
  TEMPLATE_DOWNLOAD_LIMIT: 5301,
  AI_ERROR: 5400,
  SENSITIVE_WORDS: 5401,
  SERVICE_UNAVAILABLE: 5402,
  UNSUPPORTED_FILE: 5403,
  OUTLINE_PARSE_ERROR: 5404,
  OUTLINE_EMPTY: 5405,
  OUTLINE_TOO_MANY_LEVELS: 5406,
  OUTLINE_LEVEL_ERROR: 5407,
  IMPORT_COUNT_EXCEEDED: 5408,
  MINDMAP_LINK_ERROR: 5409,
  AI_POINTS_USED_UP: 5410,
  MEMBER_AI_LIMIT: 5411,
  PROJECT_COUNT_LIMIT: 5412,
  UPGRADE_TO_PRO: 5414,
  PAGE_COUNT_LIMIT: 5421,
  OUTLINE_FILLING: 5422,
  OPERATION_TOO_FREQUENT: 5427,
  SHARE_LINK_NOT_FOUND: 5428,
  SHARE_FILE_NOT_FOUND: 5429,
  /**
   * Not in spec section 8 (docs/decisions.md): a deck save that starts from a version someone
   * else (another tab, a theme change) has replaced.
   */
  DECK_CONFLICT: 5430,
  INVALID_REDEEM_CODE: 5600,
  REDEEM_TOO_MANY_TRIES: 5601,
  REDEMPTION_LIMIT: 5602,
  REDEEM_STOCK_EMPTY: 5603,
  REDEEM_CODE_ERROR: 5610,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** Thrown anywhere on the server (and by pure packages) to answer with a catalogue code. */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  /** Extra detail for the log and, when `expose` is set, appended to the client message. */
  readonly detail: string | undefined;
  readonly expose: boolean;
  /** Client-facing detail per locale, appended to the catalogue message (takes precedence). */
  readonly localizedDetail: Partial<Record<Locale, string>> | undefined;
  constructor(
    code: ErrorCodeValue,
    detail?: string,
    options: { expose?: boolean; localizedDetail?: Partial<Record<Locale, string>> } = {},
  ) {
    super(detail ?? `error ${code}`);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.expose = options.expose ?? false;
    this.localizedDetail = options.localizedDetail;
  }

  /** What the client sees after the catalogue message, if anything. */
  clientDetail(locale: Locale): string | undefined {
    return this.localizedDetail?.[locale] ?? (this.expose ? this.detail : undefined);
  }
}
