import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { CaptchaService } from './modules/auth/captcha-service.js';
import type { AttachmentService } from './modules/attachments/attachment-service.js';
import type { HandoffService } from './modules/auth/handoff-service.js';
import type { HuaweiLoginService } from './modules/auth/huawei-login-service.js';
import type { LoginService } from './modules/auth/login-service.js';
import type { PasswordService } from './modules/auth/password-service.js';
import type { SessionService } from './modules/auth/session-service.js';
import type { SmsCodeService } from './modules/auth/sms-code-service.js';
import type { FileLinkSigner } from './modules/files/file-links.js';
import type { ExportService } from './modules/generation/export-service.js';
import type { HistoryService } from './modules/generation/history-service.js';
import type { OutlineImportService } from './modules/import/import-service.js';
import type { PreviewService } from './modules/generation/preview-service.js';
import type { RecordService } from './modules/generation/record-service.js';
import type { FontService } from './modules/fonts/font-service.js';
import type { ActivityService } from './modules/activity/activity-service.js';
import type { PromotionService } from './modules/promotion/promotion-service.js';
import type { RedeemService } from './modules/redeem/redeem-service.js';
import type { ShareService } from './modules/personal-space/share-service.js';
import type { SpaceService } from './modules/personal-space/space-service.js';
import type { WorkspaceService } from './modules/workspace/workspace-service.js';
import type { TemplateService } from './modules/template/template-service.js';
import type { ThemeGallery } from './modules/template/theme-gallery.js';
import type { UserRow } from './modules/user/types.js';
import type { UserService } from './modules/user/user-service.js';
import type { WechatOAuthLoginService } from './modules/wechat/oauth-login-service.js';
import type { QrLoginService } from './modules/wechat/qr-login-service.js';
import type { AnalyticsSink } from './providers/analytics/analytics.js';
import type { DailyEvents } from './providers/analytics/daily-events.js';
import type { UserGuideService } from './modules/user-guide/user-guide-service.js';
import type { InvalidationBus, KeyValueStore } from './providers/kv/index.js';
import type { AiUsageRepo } from './modules/ai/usage-repo.js';
import type { UsageLedger } from './modules/ai/usage-ledger.js';
import type { AiStreamRunner } from './modules/ai/ai-stream.js';
import type { PresetOutlines } from './modules/ai/preset-outlines.js';
import type { ContentModeration } from './modules/moderation/content-moderation.js';
import type { AiLimitsService } from './modules/ai/limits.js';
import type { TopicService } from './modules/ai/topic-service.js';
import type { WebSearch } from './modules/ai/web-search.js';
import type { ChatModel } from './providers/llm/chat-model.js';
import type { OutlineWriter } from './providers/llm/llm.js';
import type { DevSmsProvider } from './providers/sms/dev-sms.js';
import type { DevWechatLoginProvider } from './providers/wechat/dev-wechat.js';
import type { WechatLoginProvider } from './providers/wechat/wechat.js';
import type { DevEmailProvider } from './providers/email/dev-email.js';
import type { EmailService } from './modules/user/email-service.js';
import type { FileStorage } from './providers/storage/storage.js';
import type { PayService } from './modules/pay/pay-service.js';
import type { TeamService } from './modules/team/team-service.js';
import type { SandboxPay } from './providers/pay/sandbox-pay.js';
import type { ChannelService } from './modules/channel/channel-service.js';

/**
 * Every service of the app, composed once in dependency order (compose-services.ts). No route or
 * service receives this object: app.ts and app-routes.ts hand each route plugin the services it
 * declares (its `...Needs` interface), and tests reach it through `servicesOf(app)`.
 */
export interface AppServices {
  config: AppConfig;
  /** Partner embedding: SDK tokens to channel sessions, X-Channel-Auth, partner quotas. */
  channels: ChannelService;
  database: Database;
  kv: KeyValueStore;
  /** Session-cache invalidations to every node (Redis pub/sub with REDIS_URL). */
  invalidations: InvalidationBus;
  storage: FileStorage;
  jobs: JobQueue;
  /** The model's outline writer, or the offline composer in offline mode. */
  outlineWriter: OutlineWriter;
  /** Web search for outlines; `enabled` false when no provider is set. */
  webSearch: WebSearch;
  /** The configured chat model; null in offline mode (no LLM_API_KEY). */
  chatModel: ChatModel | null;
  /** Token usage and AI points per user. */
  aiUsage: AiUsageRepo;
  /** The ledger's writer (group commit); settled before the database closes. */
  aiLedger: UsageLedger;
  /** Runs the AI streams: SSE framing, per-user concurrency cap, checks, usage records. */
  aiStreams: AiStreamRunner;
  /** Stored outlines of the suggested topics (GET /api/ai/chat/outline). */
  presetOutlines: PresetOutlines;
  /** The operator's moderation service (a no-op without MODERATION_PROVIDER). */
  moderation: ContentModeration;
  /** AI points, project, page and frequency limits (5410-5427) and the 5401 check on input. */
  aiLimits: AiLimitsService;
  /** Curated home-box topics and their preset outlines (seeded at start). */
  topics: TopicService;
  fileLinks: FileLinkSigner;
  captcha: CaptchaService;
  smsCodes: SmsCodeService;
  sessions: SessionService;
  users: UserService;
  analytics: AnalyticsSink;
  /** The once-per-user-per-day analytics events. */
  dailyEvents: DailyEvents;
  login: LoginService;
  /** One-use hand-off tokens of the app shell (POST /api/login/handoff, then its exchange). */
  handoffs: HandoffService;
  /** WeChat QR login; null with WECHAT_LOGIN_PROVIDER=off. */
  qrLogin: QrLoginService | null;
  /** WeChat in-app OAuth login (pages opened inside WeChat); null with WECHAT_LOGIN_PROVIDER=off. */
  wechatOAuth: WechatOAuthLoginService | null;
  /** The WeChat provider (JS-SDK signatures); null with WECHAT_LOGIN_PROVIDER=off. */
  wechatProvider: WechatLoginProvider | null;
  /** The account's email: codes by mail (SMTP, or the dev outbox), then set. */
  emails: EmailService;
  /** Huawei one-tap login; null unless HUAWEI_CLIENT_ID / SECRET / REDIRECT_URI are set. */
  huaweiLogin: HuaweiLoginService | null;
  passwords: PasswordService;
  records: RecordService;
  /** The editor's deck document: read, save whole or as patches, against a version. */
  workspace: WorkspaceService;
  /** Pictures of a record for its deck: upload, list, serve, and load for the writers. */
  attachments: AttachmentService;
  exports: ExportService;
  previews: PreviewService;
  /** The user's records, newest first; removal (own records only). */
  history: HistoryService;
  space: SpaceService;
  shares: ShareService;
  /** Shipped fonts, favourites and a deck's fonts. */
  fonts: FontService;
  /** The first-visit guides and each user's progress through them. */
  userGuide: UserGuideService;
  /** Retention coupons and promo codes (they price every order). */
  promotions: PromotionService;
  /** The ads and activity slots an operator sets (admin CLI `content`), and ad tracking. */
  activity: ActivityService;
  /** Redeem codes: a code of an operator's batch grants its plan. */
  redeem: RedeemService;
  /** Teams: members, invitation links; a paid team plan gives every member the tier. */
  teams: TeamService;
  /** Outline imports: files and share links to outlines. */
  imports: OutlineImportService;
  /** The template centre: catalogue, search, pictures, downloads within the quota. */
  templates: TemplateService;
  /** The engine's themes for the theme picker. */
  themes: ThemeGallery;
  /** Membership plans, orders and their payment (provider null: payments off). */
  pay: PayService;
  /** The dev payment sandbox, when PAY_PROVIDER=sandbox (never in production). */
  paySandbox: SandboxPay | null;
  /** Present only when dev providers are active (never with NODE_ENV=production). */
  dev: {
    sms: DevSmsProvider;
    wechat: DevWechatLoginProvider | null;
    /** The dev email outbox, when no SMTP is set (GET /api/dev/email/outbox). */
    email: DevEmailProvider | null;
  } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on protected routes. */
    auth: { userId: string; token: string; user: UserRow } | null;
  }
}
