import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.js';

/** A page policy's security headers, worked out once (see precompute). */
export interface PageSecurity {
  readonly headers: readonly (readonly [name: string, value: string])[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Another policy than the app's for this route (the dev providers' small pages). */
    pageSecurity?: PageSecurity;
  }
}

/**
 * Runs helmet's middleware once against a recording response: the policies are fixed, so their
 * headers are the same for every request. (@fastify/helmet built the middleware, parsing every
 * CSP directive, on each request: 7% of a small API call's time.)
 */
function precompute(options: HelmetOptions): PageSecurity {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return { headers };
}

/** The app's helmet options, with `csp` as its Content-Security-Policy directives. */
function helmetOptions(directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // Cross-origin isolation headers would block the captcha widget and downloads for no gain.
    crossOriginEmbedderPolicy: false,
  };
}

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
  const appPolicy = precompute(helmetOptions(cspDirectives(config)));
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet does: hijacked replies (event streams) carry them too.
    for (const [name, value] of (request.routeOptions.config.pageSecurity ?? appPolicy).headers) {
      reply.raw.setHeader(name, value);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

/**
 * The policy of the dev providers' small pages (local WeChat confirmation), which carry their
 * script and style inline; never served in production.
 */
export function devPageSecurity(config: AppConfig): PageSecurity {
  return precompute(
    helmetOptions({ ...cspDirectives(config), 'script-src': ["'self'", "'unsafe-inline'"] }),
  );
}

/**
 * The policy of the partner embed page (/embed?partner=): the app's, except that only the
 * partner's allowed origins may frame it ('none' when it has none) and no X-Frame-Options
 * (which cannot name origins; CSP frame-ancestors governs).
 */
export function embedPageSecurity(
  config: Pick<AppConfig, 'CAPTCHA_PROVIDER'>,
  frameAncestors: readonly string[],
): PageSecurity {
  const ancestors = frameAncestors.length > 0 ? [...frameAncestors] : ["'none'"];
  const policy = precompute(
    helmetOptions({ ...cspDirectives(config), 'frame-ancestors': ancestors }),
  );
  return { headers: policy.headers.filter(([name]) => name !== 'x-frame-options') };
}
