import type { PngPool } from '@slidecraft/deck';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { ActivityService } from './modules/activity/activity-service.js';
import type { AiDomain } from './modules/ai/domain.js';
import type { AttachmentDomain } from './modules/attachments/domain.js';
import type { AuthDomain, SessionDomain } from './modules/auth/domain.js';
import type { ChannelDomain } from './modules/channel/domain.js';
import type { FileLinkSigner } from './modules/files/file-links.js';
import type { FontService } from './modules/fonts/font-service.js';
import type { GenerationDomain } from './modules/generation/domain.js';
import type { DeckImportService } from './modules/deck-import/deck-import-service.js';
import type { BrandThemeResolver } from './modules/brand-themes/brand-theme-resolver.js';
import type { BrandThemeService } from './modules/brand-themes/brand-theme-service.js';
import type { OutlineImportService } from './modules/import/import-service.js';
import type { ContentModeration } from './modules/moderation/content-moderation.js';
import type { OpenDomain } from './modules/open/domain.js';
import type { PayDomain } from './modules/pay/domain.js';
import type { PersonalSpaceDomain } from './modules/personal-space/domain.js';
import type { PromotionService } from './modules/promotion/promotion-service.js';
import type { RedeemService } from './modules/redeem/redeem-service.js';
import type { TeamService } from './modules/team/team-service.js';
import type { TemplateDomain } from './modules/template/domain.js';
import type { UserGuideService } from './modules/user-guide/user-guide-service.js';
import type { UserDomain } from './modules/user/domain.js';
import type { UserRow } from './modules/user/types.js';
import type { WechatDomain } from './modules/wechat/domain.js';
import type { WorkspaceDomain } from './modules/workspace/domain.js';
import type { AnalyticsSink } from './providers/analytics/analytics.js';
import type { DailyEvents } from './providers/analytics/daily-events.js';
import type { DevEmailProvider } from './providers/email/dev-email.js';
import type { InvalidationBus, KeyValueStore } from './providers/kv/index.js';
import type { DevSmsProvider } from './providers/sms/dev-sms.js';
import type { FileStorage } from './providers/storage/storage.js';
import type { DevWechatLoginProvider } from './providers/wechat/dev-wechat.js';

/** What every domain stands on (app-providers.ts). */
export interface Infrastructure {
  config: AppConfig;
  database: Database;
  kv: KeyValueStore;
  /** Session-cache invalidations to every node (Redis pub/sub with REDIS_URL). */
  invalidations: InvalidationBus;
  storage: FileStorage;
  jobs: JobQueue;
  /** Slide images (previews, thumbnails) drawn on worker threads, one per core. */
  pngs: PngPool;
  fileLinks: FileLinkSigner;
  analytics: AnalyticsSink;
  /** The once-per-user-per-day analytics events. */
  dailyEvents: DailyEvents;
  /** Present only when dev providers are active (never with NODE_ENV=production). */
  dev: {
    sms: DevSmsProvider;
    wechat: DevWechatLoginProvider | null;
    /** The dev email outbox, when no SMTP is set (GET /api/dev/email/outbox). */
    email: DevEmailProvider | null;
  } | null;
}

/** The domains whose one service app.ts builds itself (no wiring of their own). */
export interface SingleServiceDomains {
  /** The operator's moderation service (a no-op without MODERATION_PROVIDER). */
  moderation: ContentModeration;
  /** Shipped fonts, favourites and a deck's fonts. */
  fonts: FontService;
  /** The first-visit guides and each user's progress through them. */
  userGuide: UserGuideService;
  /** Retention coupons and promo codes (they price every order). */
  promotions: PromotionService;
  /** Teams: members, invitation links; a paid team plan gives every member the tier. */
  teams: TeamService;
  /** Redeem codes: a code of an operator's batch grants its plan. */
  redeem: RedeemService;
  /** The ads and activity slots an operator sets (admin CLI `content`), and ad tracking. */
  activity: ActivityService;
  /** Outline imports: files and share links to outlines. */
  imports: OutlineImportService;
  /** A .pptx brought as an editable deck. */
  deckImports: DeckImportService;
  /** Company templates read into brand themes, kept per user and team. */
  brandThemes: BrandThemeService;
  /** Who may use a brand theme; registers it with the engine and reads its files. */
  brandResolver: BrandThemeResolver;
}

/**
 * Every domain's services, as app.ts built them (each domain from its own declared needs). No
 * route or service receives this object: app-routes.ts hands each route plugin the services it
 * declares (its `...Needs` interface), and tests reach it through `servicesOf(app)`.
 */
export type AppServices = Infrastructure &
  SessionDomain &
  UserDomain &
  AuthDomain &
  WechatDomain &
  AiDomain &
  AttachmentDomain &
  GenerationDomain &
  WorkspaceDomain &
  PersonalSpaceDomain &
  TemplateDomain &
  PayDomain &
  ChannelDomain &
  OpenDomain &
  SingleServiceDomains;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on protected routes. */
    auth: { userId: string; token: string; user: UserRow } | null;
  }
}
