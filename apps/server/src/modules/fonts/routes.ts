import {
  DeckFontsSchema,
  ErrorCode,
  FontIdBodySchema,
  FontIdQuerySchema,
  FontInfoSchema,
  FontListQuerySchema,
  FontListSchema,
  FontSavePptBodySchema,
  FontSavedPptQuerySchema,
  FontSearchQuerySchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { z } from 'zod';
import { authUserId } from '../../http/authenticate.js';
import { fail, ok, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { openWebFontFile, webFontCss } from './web-fonts.js';

/** The font calls (authenticated scope): font info, favourites, a deck's fonts. */
export async function fontRoutes(app: ZodApp): Promise<void> {
  const { fonts } = app.ctx;
  const tags = ['font'];
  const done = { 200: envelopeSchema(z.null()) };
  const listResponse = { 200: envelopeSchema(FontListSchema) };
  const deckResponse = { 200: envelopeSchema(DeckFontsSchema) };

  app.get(
    '/api/font/getStyleInfo',
    {
      schema: {
        tags,
        summary: 'One shipped font: names, category, licence, web font CSS, favourite',
        querystring: FontIdQuerySchema,
        response: { 200: envelopeSchema(FontInfoSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await fonts.styleInfo(authUserId(request), request.query.font_id, locale), locale);
    },
  );

  for (const [path, summary, on] of [
    ['favourite', 'Adds a font to the favourites (idempotent)', true],
    ['unFavourite', 'Removes a font from the favourites (idempotent)', false],
  ] as const) {
    app.post(
      `/api/font/${path}`,
      { schema: { tags, summary, body: FontIdBodySchema, response: done } },
      async (request) => {
        const userId = authUserId(request);
        if (on) await fonts.favourite(userId, request.body.font_id);
        else await fonts.unfavourite(userId, request.body.font_id);
        return ok(null, requestLocale(request));
      },
    );
  }

  app.get(
    '/api/font/getMyList',
    {
      schema: {
        tags,
        summary: 'The favourite fonts, newest first (start, size 20)',
        querystring: FontListQuerySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await fonts.myList(authUserId(request), request.query, locale), locale);
    },
  );

  app.get(
    '/api/font/searchRecommend',
    {
      schema: {
        tags,
        summary: 'Shipped fonts matching a name and category, favourites first',
        querystring: FontSearchQuerySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await fonts.searchRecommend(authUserId(request), request.query, locale), locale);
    },
  );

  app.post(
    '/api/font/savePPT',
    {
      schema: {
        tags,
        summary:
          "Puts every heading and/or body text box of a deck in one font (null: the theme's), as a new version",
        body: FontSavePptBodySchema,
        response: deckResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await fonts.saveFonts(authUserId(request), request.body, locale), locale);
    },
  );

  app.get(
    '/api/font/getSavePPT',
    {
      schema: {
        tags,
        summary: "A deck's fonts per role (null: the theme's font or a mix)",
        querystring: FontSavedPptQuerySchema,
        response: deckResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(
        await fonts.savedFonts(authUserId(request), request.query.recordId, locale),
        locale,
      );
    },
  );
}

/** Public: the shipped fonts for browsers, CSS and WOFF2 slices (not under /api: no limit). */
export async function webFontRoutes(app: ZodApp): Promise<void> {
  const tags = ['font'];
  app.get(
    '/fonts/:file',
    {
      schema: {
        tags,
        summary: "A shipped font's CSS (/fonts/<id>.css): unicode-range slices",
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const match = /^([a-z0-9-]{1,64})\.css$/.exec(request.params.file);
      const css = match ? webFontCss(match[1]!) : undefined;
      if (!css) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, requestLocale(request)));
      return reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(css);
    },
  );

  app.get(
    '/fonts/:id/:version/:file',
    {
      schema: {
        tags,
        summary: 'One WOFF2 slice of a shipped font (immutable: the path holds the version)',
        params: z.object({
          id: z.string().max(64),
          version: z.string().max(32),
          file: z.string().max(120),
        }),
      },
    },
    async (request, reply) => {
      const { id, version, file } = request.params;
      const opened = await openWebFontFile(id, version, file);
      if (!opened) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, requestLocale(request)));
      return reply
        .header('content-type', 'font/woff2')
        .header('content-length', opened.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(opened.stream);
    },
  );
}
