import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, channelApi } from '@slidecraft/contract';
import type { AppConfig } from '../../config.js';
import { fail, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import { embedPageSecurity, type PageSecurity } from '../../http/security-headers.js';
import type { ChannelService } from './channel-service.js';
import { SDK_SCRIPT } from './sdk-script.js';

/** Policies by their frame-ancestors list (partners are few; a bound keeps memory flat). */
const POLICY_CACHE_MAX = 200;

/**
 * The partner embed's two files: the embed page (the web app, which shows the generator without
 * the site's chrome at that path) with a policy that lets only that partner's allowed origins
 * frame it, and the SDK script partner pages load from any origin.
 */
export async function embedRoutes(
  app: FastifyInstance,
  needs: { config: AppConfig; channels: ChannelService },
) {
  const { config, channels } = needs;
  const indexFile = path.join(config.webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const policies = new Map<string, PageSecurity>();
  const policyFor = (origins: readonly string[]) => {
    const key = origins.join(' ');
    let policy = policies.get(key);
    if (!policy) {
      if (policies.size >= POLICY_CACHE_MAX) policies.clear();
      policy = embedPageSecurity(config, origins);
      policies.set(key, policy);
    }
    return policy;
  };

  serve(app, channelApi.embedPage, async (_input, request, reply) => {
    // Read as it comes (no schema): anything but one partner id is a page nobody may frame.
    const { partner } = (request.query ?? {}) as Record<string, unknown>;
    const origins = typeof partner === 'string' ? await channels.framingOrigins(partner) : [];
    // Replaces the app policy the security hook set (frame-ancestors 'none', X-Frame-Options).
    reply.raw.removeHeader('x-frame-options');
    for (const [name, value] of policyFor(origins).headers) reply.raw.setHeader(name, value);
    if (!indexHtml) {
      return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, requestLocale(request)));
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  serve(app, channelApi.sdkScript, async (_input, _request, reply) => {
    // Loaded by partner pages: another origin must be able to run it.
    reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(SDK_SCRIPT);
  });
}
