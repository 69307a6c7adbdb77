import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, ErrorCode } from '@slidecraft/contract';
import { fail, sendRaw } from './envelope.js';
import { requestLocale } from './locale.js';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const SHARE_PAGE = /^\/s\/([^/]+)$/;
/** The API prefix without its slash: the bare path, answered as an unknown API path. */
const API_ROOT = API_PREFIX.slice(0, -1);

/** What a shared deck's page shows in link previews (WeChat cards, Open Graph). */
export interface SharePreview {
  title: string;
  /** Path of the first slide's image on this origin, or null. */
  imagePath: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the page title and Open Graph tags of a shared deck. */
function withShareMeta(html: string, preview: SharePreview, origin: string, url: string) {
  const title = escapeHtml(preview.title);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="SlideCraft · AI 演示文稿" />`,
    `<meta property="og:url" content="${escapeHtml(origin + url)}" />`,
    ...(preview.imagePath
      ? [
          `<meta property="og:image" content="${escapeHtml(origin + preview.imagePath)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
  ];
  // Replacer functions: a title may hold `$'` or `$&`, which a replacement string would expand.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title} · SlideCraft</title>`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built web app with history fallback: any GET outside the API prefix that is not a
 * file answers index.html. Unknown API paths get a 404 (or 405 when the path exists with
 * another method) envelope.
 */
export async function registerSpaAndFallback(
  app: FastifyInstance,
  webDistDir: string,
  /** A shared deck's preview by code; null for an unknown or revoked one (the page is a 404). */
  sharePreview?: (code: string) => Promise<SharePreview | null>,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  const indexHtml = hasSpa ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: sent as they are, no work per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const locale = requestLocale(request);
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith(API_PREFIX) || url === API_ROOT) {
      const other = METHODS.some(
        (method) => method !== request.method && app.hasRoute({ method, url }),
      );
      const code = other ? ErrorCode.METHOD_NOT_ALLOWED : ErrorCode.NOT_FOUND;
      return sendRaw(reply, code, fail(code, locale));
    }
    // Client-side routes (no file extension) get the app; missing files get a 404.
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      const shared = SHARE_PAGE.exec(url);
      if (shared && sharePreview) return sendSharePage(reply, shared[1]!, url);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, locale));
  });

  /** /s/{code}: the app with the deck's card tags, or the app's friendly 404 with status 404. */
  async function sendSharePage(reply: FastifyReply, code: string, url: string) {
    let decoded = code;
    try {
      decoded = decodeURIComponent(code);
    } catch {
      // A malformed escape is an unknown code like any other.
    }
    const preview = await sharePreview!(decoded).catch(() => null);
    const origin = `${reply.request.protocol}://${reply.request.host}`;
    const html = preview ? withShareMeta(indexHtml, preview, origin, url) : indexHtml;
    return reply
      .code(preview ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }
}
