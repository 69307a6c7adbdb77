/** Every browser-stored value of the web app (spec section 3, browser-stored values). */
export const STORAGE_KEYS = {
  token: 'slidecraft.token',
  locale: 'slidecraft.locale',
  deviceId: 'slidecraft.deviceId',
  generationParams: 'slidecraft.generationParams',
  /** The theme the workspace generates in, saved with the params ('AI 生成同款' of a template). */
  preferredTheme: 'slidecraft.preferredTheme',
  /** An outline imported from a file or share link, waiting for the workspace (spec section 3). */
  landingOutline: 'slidecraft.landingOutline',
  /** The workspace's outline as last edited and its deck, shown again after a reload. */
  outlineDraft: 'slidecraft.outlineDraft',
  /** Password login: the remembered account name and its flag ('0' = off; absent = on). */
  rememberedAccount: 'slidecraft.rememberedAccount',
  rememberAccount: 'slidecraft.rememberAccount',
  /** Password login: when the 5-minute lock after too many wrong passwords started (ms). */
  loginLockAt: 'slidecraft.loginLockAt',
  /** The lm of the last successful login (spec section 3, 'last login type'): v, p, h or ''. */
  lastLoginType: 'slidecraft.lastLoginType',
  /** WeChat QR login: the topic of the last QR, reused when a new QR is made. */
  qrTopic: 'slidecraft.qrTopic',
  /** The editor's recently picked fonts, newest first (font ids, RECENT_FONTS_MAX). */
  recentFonts: 'slidecraft.recentFonts',
  /** The campaign of the landing address (utm_campaign or campaign); sessionStorage. */
  campaign: 'slidecraft.campaign',
  /** The account and campaign already sent to GET /api/user/utm-trace (sessionStorage). */
  campaignTraced: 'slidecraft.campaignTraced',
  /** Benefit popups already shown in this tab (sessionStorage): 'activity', 'retention'. */
  benefitPopups: 'slidecraft.benefitPopups',
  /**
   * The OAuth states of the WeChat and Huawei web logins this browser started, with when: a
   * return (`?code&state`) is exchanged only for one of them (features/auth/login/login-state.ts).
   */
  loginStates: 'slidecraft.loginStates',
  /** The consent record (spec section 3): right-click on protected previews until its day ends. */
  consent: 'slidecraft.consent',
  /** Users (ids) who went through the first-visit tour in this browser: its code is not loaded. */
  userGuideSeen: 'slidecraft.userGuideSeen',
} as const;

/**
 * The user's work kept in this browser (the topic and params, an imported outline, the
 * workspace draft): forgotten at logout, since the next person at the computer is not them.
 */
export const USER_WORK_KEYS = [
  STORAGE_KEYS.generationParams,
  STORAGE_KEYS.preferredTheme,
  STORAGE_KEYS.landingOutline,
  STORAGE_KEYS.outlineDraft,
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The local cache of GET results (shared/http/cache.ts): every entry's key starts so. */
export const LOCAL_CACHE_PREFIX = 'slidecraft.cache.';
/** Entries that belong to a signed-in session: removed when the token goes. */
export const LOCAL_CACHE_USER_PREFIX = 'slidecraft.cache.u.';
