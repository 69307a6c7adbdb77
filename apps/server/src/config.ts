import path from 'node:path';
import { TEMPLATE_DOWNLOADS_DEFAULT, TEMPLATE_DOWNLOADS_MAX } from '@slidecraft/contract';
import { z } from 'zod';
import { AI_CALLS_ENV } from './config-ai.js';
import { checkLlm, checkProduction, checkProviders } from './config-checks.js';
import { endpoint, optionalText, optionalUrl } from './config-fields.js';
import { checkEmail, EMAIL_ENV, emailSettingsOf, type EmailSettings } from './config-email.js';
import { PAYMENT_ENV, payProvidersOf, type PayProvidersConfig } from './config-payments.js';
import { checkImages, IMAGE_ENV, imageSettingsOf, type ImageSettings } from './config-images.js';
import { checkStorage, STORAGE_ENV } from './config-storage.js';
import { checkSearch, SEARCH_ENV, searchSettingsOf, type SearchSettings } from './config-search.js';

/**
 * Every environment variable the server reads. docs/configuration.md lists the same set;
 * `loadConfig` is the only place that touches process.env.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  APP_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
  ...PAYMENT_ENV,
  ...STORAGE_ENV,
  ...IMAGE_ENV,
  ...EMAIL_ENV,
  ...SEARCH_ENV,
  /** dev: log + dev outbox; aliyun: Aliyun SMS; tencent: Tencent Cloud SMS. */
  SMS_PROVIDER: z.enum(['dev', 'aliyun', 'tencent']).default('dev'),
  /** One Aliyun RAM user's AccessKey for every Aliyun provider (SMS, captcha, moderation). */
  ALIYUN_ACCESS_KEY_ID: optionalText(128),
  ALIYUN_ACCESS_KEY_SECRET: optionalText(256),
  ALIYUN_SMS_SIGN_NAME: optionalText(64),
  ALIYUN_SMS_TEMPLATE_CODE: z
    .string()
    .trim()
    .regex(/^SMS_\d+$/, 'an Aliyun template code, e.g. SMS_123456789')
    .optional(),
  /** Endpoint override: a host (HTTPS) or http(s)://host:port (tests' local fake). */
  ALIYUN_SMS_ENDPOINT: endpoint('dysmsapi.aliyuncs.com'),
  TENCENT_SECRET_ID: optionalText(128),
  TENCENT_SECRET_KEY: optionalText(256),
  TENCENT_SMS_SDK_APP_ID: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, 'the SMS SdkAppId, digits (e.g. 1400006666)')
    .optional(),
  TENCENT_SMS_SIGN_NAME: optionalText(64),
  TENCENT_SMS_TEMPLATE_ID: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'the template id, digits')
    .optional(),
  TENCENT_SMS_REGION: z
    .string()
    .trim()
    .regex(/^[a-z]{2,4}-[a-z]+$/, 'a Tencent Cloud region, e.g. ap-guangzhou')
    .default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: endpoint('sms.tencentcloudapi.com'),
  /** builtin: the 4-character image captcha; aliyun: Aliyun Captcha 2.0 (behavioural). */
  CAPTCHA_PROVIDER: z.enum(['builtin', 'aliyun']).default('builtin'),
  ALIYUN_CAPTCHA_SCENE_ID: optionalText(64),
  /** The identity prefix of the Aliyun captcha web widget (console, 'identity'). */
  ALIYUN_CAPTCHA_PREFIX: optionalText(64),
  ALIYUN_CAPTCHA_REGION: z.enum(['cn', 'sgp']).default('cn'),
  ALIYUN_CAPTCHA_ENDPOINT: endpoint('captcha.cn-shanghai.aliyuncs.com'),
  /** Operator phrases (one a line, # comments) added to the built-in sensitive-word list. */
  SENSITIVE_WORDS_FILE: optionalText(1024),
  /** none, or aliyun: Aliyun Content Moderation 2.0 text checks. */
  MODERATION_PROVIDER: z.enum(['none', 'aliyun']).default('none'),
  /** When the moderation service is down: closed refuses (5401), open lets text through (logged). */
  MODERATION_FAIL: z.enum(['open', 'closed']).default('closed'),
  ALIYUN_MODERATION_SERVICE: z
    .string()
    .trim()
    .regex(/^[a-z_0-9]{3,64}$/, 'a service code, e.g. chat_detection')
    .default('chat_detection'),
  ALIYUN_MODERATION_ENDPOINT: endpoint('green-cip.cn-shanghai.aliyuncs.com'),
  /** Requests per minute on /api per signed-in user, else per client address (0 = no general limit). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  /**
   * dev: QR codes open a local confirmation page; official: WeChat Official Account QR codes;
   * off: no WeChat login (the login screens open on phone login).
   */
  WECHAT_LOGIN_PROVIDER: z.enum(['dev', 'official', 'off']).default('dev'),
  WECHAT_APP_ID: z
    .string()
    .trim()
    .regex(/^wx[0-9a-zA-Z]{14,30}$/, 'a WeChat AppID (wx...)')
    .optional(),
  WECHAT_APP_SECRET: z.string().trim().min(16).max(64).optional(),
  /** The Token of the Official Account's server configuration (3 to 32 letters or digits). */
  WECHAT_TOKEN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,32}$/, '3 to 32 letters or digits')
    .optional(),
  /** Huawei Account Kit one-tap login: on when both the client id and secret are set. */
  HUAWEI_CLIENT_ID: z.string().trim().min(1).max(128).optional(),
  HUAWEI_CLIENT_SECRET: z.string().trim().min(1).max(256).optional(),
  /** Where Huawei sends the browser back (registered with Huawei); a web page with thirdLogin=huawei. */
  HUAWEI_REDIRECT_URI: optionalUrl(['https://', 'http://']),
  HUAWEI_AUTHORIZE_URL: optionalUrl(['https://', 'http://']),
  HUAWEI_TOKEN_URL: optionalUrl(['https://', 'http://']),
  HUAWEI_JWKS_URL: optionalUrl(['https://', 'http://']),
  HUAWEI_ISSUER: z.string().trim().min(1).optional(),
  /**
   * The redirect_uri Huawei expects when exchanging a code the host app's native Account Kit
   * handed over (apps use a fixed scheme, not a web page).
   */
  HUAWEI_NATIVE_REDIRECT_URI: z.string().trim().min(1).max(512).default('hms://redirect_uri'),
  /**
   * Which proxies to believe for the client address (X-Forwarded-For): unset = none, a number =
   * that many hops, otherwise a comma-separated list of addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(\d{1,2}|[0-9a-fA-F:./]+(,\s*[0-9a-fA-F:./]+)*)$/,
      'a hop count or a list of addresses / CIDR ranges',
    )
    .optional(),
  /** Serve /api/dev/* even when HOST is not a loopback address (dev providers only). */
  DEV_ROUTES: z.enum(['0', '1']).optional(),
  /** `1` serves the API reference at /api/docs in production too (always served otherwise). */
  API_DOCS: z.enum(['0', '1']).optional(),
  /**
   * Dev only: mind-map share links are fetched from this local server (`<origin>/doc/<id>?host=`)
   * instead of the internet, e.g. the e2e suite's stand-in for the mind-map service.
   */
  DEV_SHARE_ORIGIN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(v),
      {
        message: 'must be a loopback http origin, e.g. http://127.0.0.1:3198',
      },
    ),
  /** OpenAI-compatible chat API (DeepSeek, Qwen, Kimi, GLM, OpenAI, Ollama, vLLM...), e.g. https://api.deepseek.com/v1. */
  LLM_BASE_URL: optionalUrl(['https://', 'http://']),
  /** Unset = offline mode (the offline outline composer answers every AI stream). */
  LLM_API_KEY: optionalText(512),
  LLM_MODEL: optionalText(200),
  /** The model behind the 'deep thinking' toggle; LLM_MODEL when unset. */
  LLM_REASONING_MODEL: optionalText(200),
  /** Longest a whole model call (one stream) may take, in milliseconds. */
  LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(30 * 60_000)
    .default(120_000),
  /**
   * Longest wait for the upstream's response headers, its first chunk and every later chunk:
   * a stalled upstream fails fast (5402) instead of holding the stream until LLM_TIMEOUT_MS.
   */
  LLM_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(10 * 60_000)
    .default(30_000),
  /** AI streams one user may have open at once, across all nodes (5427 beyond it). */
  AI_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  ...AI_CALLS_ENV,
  /** The contact-sales link of the enterprise plans (mailto:, tel: or https:). */
  ENTERPRISE_CONTACT: z
    .string()
    .trim()
    .max(512)
    .default('mailto:support@example.com')
    .refine((v) => /^(mailto:|tel:|https:\/\/)\S+$/.test(v), {
      message: 'a mailto:, tel: or https:// link',
    }),
  /** Template downloads a non-member may make per day (Beijing time): 0 to 10 (5301 beyond). */
  TEMPLATE_DOWNLOADS_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .max(TEMPLATE_DOWNLOADS_MAX)
    .default(TEMPLATE_DOWNLOADS_DEFAULT),
  /** A folder of the operator's own templates, one .json file each, added to the centre. */
  TEMPLATE_DIR: z.string().trim().min(1).optional(),
  /** An analytics collector: events are POSTed to it in batches, besides the log. */
  ANALYTICS_URL: optionalUrl(['https://', 'http://']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** With REDIS_URL: 1 makes this API node run jobs too (by default only `npm run worker` does). */
  WORKER_INLINE: z.enum(['0', '1']).default('0'),
  /** Jobs one process runs at a time (the in-process queue, a worker). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** A worker listens here (HOST) for /api/healthz, /api/readyz and /api/metrics; none when unset. */
  WORKER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Bearer token for GET /api/metrics; without it only direct loopback requests may scrape. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[\x21-\x7e]{16,256}$/.test(v), {
      message: '16-256 printable characters without spaces',
    }),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every variable the server reads (docs/configuration.md lists each; config.test.ts checks). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[];

/** Huawei OAuth settings, resolved with the default endpoints; null when the login is off. */
export interface HuaweiConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** redirect_uri of codes from the host app's native one-tap hook. */
  nativeRedirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  issuer: string;
}

const HUAWEI_DEFAULTS = {
  authorizeUrl: 'https://oauth-login.cloud.huawei.com/oauth2/v3/authorize',
  tokenUrl: 'https://oauth-login.cloud.huawei.com/oauth2/v3/token',
  jwksUrl: 'https://oauth-login.cloud.huawei.com/oauth2/v3/certs',
  issuer: 'https://accounts.huawei.com',
};

/** The OpenAI-compatible chat model; null in offline mode (no LLM_API_KEY). */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** LLM_REASONING_MODEL, or null when deep thinking uses `model` too. */
  reasoningModel: string | null;
  timeoutMs: number;
  idleTimeoutMs: number;
}

export interface AppConfig extends Env {
  /** The chat model settings; null in offline mode. */
  llm: LlmConfig | null;
  /** The picture model (IMAGE_*); null: the engine's own illustrations. */
  images: ImageSettings | null;
  /** SMTP (SMTP_URL or SMTP_HOST...); null: the dev outbox, or no email in production. */
  email: EmailSettings | null;
  /** Web search for outlines (SEARCH_PROVIDER); null: off, and the switch is hidden. */
  search: SearchSettings | null;
  /** Huawei one-tap login settings; null when HUAWEI_CLIENT_ID / SECRET are not set. */
  huawei: HuaweiConfig | null;
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Dev providers (SMS outbox, built-in captcha answers) are active. */
  devProviders: boolean;
  /** The payment providers: the sandbox, real ones by payment method, or none (off). */
  payProvider: PayProvidersConfig;
  /** The sandbox cashier page and /api/dev/pay routes are served (like devRoutes). */
  paySandboxRoutes: boolean;
  /**
   * The /api/dev routes (outbox, captcha answers) are served: with dev providers, on a loopback
   * HOST, or anywhere with DEV_ROUTES=1. They let anyone log in as any phone.
   */
  devRoutes: boolean;
  /**
   * The dev routes (and the sandbox cashier) answer direct loopback connections only: served
   * because HOST is a loopback address, not because the operator set DEV_ROUTES=1. A request a
   * proxy on this machine relays (forwarding headers) is refused like any from outside.
   */
  devRoutesLoopbackOnly: boolean;
  /** The OpenAPI reference at /api/docs: always outside production, there only with API_DOCS=1. */
  apiDocs: boolean;
  /** Fastify's trustProxy value. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  webDistDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw configError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const cfg = parsed.data;
  const devProviders = cfg.SMS_PROVIDER === 'dev';
  const payProvider = payProvidersOf(cfg);
  if (cfg.WECHAT_LOGIN_PROVIDER === 'official') {
    const missing = (['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_TOKEN'] as const).filter(
      (name) => !cfg[name],
    );
    refuseAny(missing.map((name) => `${name}: required with WECHAT_LOGIN_PROVIDER=official`));
  }
  const huaweiVars = ['HUAWEI_CLIENT_ID', 'HUAWEI_CLIENT_SECRET', 'HUAWEI_REDIRECT_URI'] as const;
  const huaweiSet = huaweiVars.filter((name) => cfg[name]);
  if (huaweiSet.length > 0) {
    refuseAny(
      huaweiVars
        .filter((name) => !cfg[name])
        .map((name) => `${name}: required with ${huaweiSet.join(', ')} (Huawei login)`),
    );
  }
  refuseAny(checkProviders(cfg));
  const groupProblems = [
    ...checkLlm(cfg),
    ...checkStorage(cfg),
    ...checkImages(cfg),
    ...checkEmail(cfg),
    ...checkSearch(cfg),
  ];
  refuseAny(groupProblems);
  if (cfg.NODE_ENV === 'production') refuseAny(checkProduction(cfg, devProviders));
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(cfg.HOST);
  return {
    ...cfg,
    huawei:
      cfg.HUAWEI_CLIENT_ID && cfg.HUAWEI_CLIENT_SECRET && cfg.HUAWEI_REDIRECT_URI
        ? {
            clientId: cfg.HUAWEI_CLIENT_ID,
            clientSecret: cfg.HUAWEI_CLIENT_SECRET,
            redirectUri: cfg.HUAWEI_REDIRECT_URI,
            nativeRedirectUri: cfg.HUAWEI_NATIVE_REDIRECT_URI,
            authorizeUrl: cfg.HUAWEI_AUTHORIZE_URL ?? HUAWEI_DEFAULTS.authorizeUrl,
            tokenUrl: cfg.HUAWEI_TOKEN_URL ?? HUAWEI_DEFAULTS.tokenUrl,
            jwksUrl: cfg.HUAWEI_JWKS_URL ?? HUAWEI_DEFAULTS.jwksUrl,
            issuer: cfg.HUAWEI_ISSUER ?? HUAWEI_DEFAULTS.issuer,
          }
        : null,
    llm:
      cfg.LLM_API_KEY && cfg.LLM_BASE_URL && cfg.LLM_MODEL
        ? {
            baseUrl: cfg.LLM_BASE_URL,
            apiKey: cfg.LLM_API_KEY,
            model: cfg.LLM_MODEL,
            reasoningModel: cfg.LLM_REASONING_MODEL ?? null,
            timeoutMs: cfg.LLM_TIMEOUT_MS,
            // The whole call's deadline bounds every wait inside it.
            idleTimeoutMs: Math.min(cfg.LLM_IDLE_TIMEOUT_MS, cfg.LLM_TIMEOUT_MS),
          }
        : null,
    images: imageSettingsOf(cfg),
    email: emailSettingsOf(cfg),
    search: searchSettingsOf(cfg),
    dataDir: path.resolve(cfg.DATA_DIR),
    devProviders,
    devRoutes: devProviders && (loopback || cfg.DEV_ROUTES === '1'),
    payProvider,
    paySandboxRoutes: payProvider.kind === 'sandbox' && (loopback || cfg.DEV_ROUTES === '1'),
    devRoutesLoopbackOnly: cfg.DEV_ROUTES !== '1',
    apiDocs: cfg.NODE_ENV !== 'production' || cfg.API_DOCS === '1',
    trustProxy: parseTrustProxy(cfg.TRUST_PROXY),
    webDistDir: path.resolve(
      cfg.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
    ),
  };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}

/** The error that stops the start, naming every problem found, one a line. */
function configError(problems: readonly string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/** Stops the start when any problem was found. */
function refuseAny(problems: readonly string[]): void {
  if (problems.length > 0) throw configError(problems);
}
