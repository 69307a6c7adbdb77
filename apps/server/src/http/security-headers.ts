import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/** Hosts Aliyun Captcha 2.0's web widget loads from and talks to. */
const ALIYUN_CAPTCHA_SCRIPT_HOSTS = ['https://o.alicdn.com', 'https://*.alicdn.com'];
const ALIYUN_CAPTCHA_HOSTS = ['https://*.aliyuncs.com', 'https://*.alicdn.com'];

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the app: its own scripts only (the SPA has no inline script),
 * inline styles (antd's CSS-in-JS writes style elements), images from data: and blob: URLs
 * (captcha image, avatars, slide previews), no framing by anyone. The Aliyun captcha widget's
 * hosts are added only when that provider is selected.
 */
export function cspDirectives(config: Pick<AppConfig, 'CAPTCHA_PROVIDER'>): Directives {
  const widget = config.CAPTCHA_PROVIDER === 'aliyun';
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(widget ? ALIYUN_CAPTCHA_SCRIPT_HOSTS : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...(widget ? ALIYUN_CAPTCHA_HOSTS : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...(widget ? ALIYUN_CAPTCHA_HOSTS : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(widget ? ALIYUN_CAPTCHA_HOSTS : [])],
    'frame-src': widget ? ALIYUN_CAPTCHA_HOSTS : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** HSTS for a year, only on requests that arrived over TLS (directly or via a trusted proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response: CSP, nosniff, Referrer-Policy, frame-ancestors and, over
 * TLS only, Strict-Transport-Security (a plain-http start on loopback must not pin a browser).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // Cross-origin isolation headers would block the captcha widget and downloads for no gain.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/**
 * The policy of the dev providers' small pages (local WeChat confirmation), which carry their
 * script and style inline; never served in production.
 */
export function devPageSecurity(config: AppConfig): FastifyHelmetOptions {
  const directives = cspDirectives(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives,
        'script-src': ["'self'", "'unsafe-inline'"],
      },
    },
  };
}
