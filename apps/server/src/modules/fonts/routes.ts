import { ErrorCode, fontApi as routes } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { fail, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { openWebFontFile, webFontCss } from './web-fonts.js';
import type { FontService } from './font-service.js';

export interface FontRoutesNeeds {
  fonts: FontService;
}

/** The font calls (authenticated scope): font info, favourites, a deck's fonts. */
export async function fontRoutes(app: ZodApp, needs: FontRoutesNeeds): Promise<void> {
  const { fonts } = needs;

  serve(app, routes.fontInfo, ({ query }, request) =>
    fonts.styleInfo(authUserId(request), query.font_id, requestLocale(request)),
  );

  serve(app, routes.favouriteFont, async ({ body }, request) => {
    await fonts.favourite(authUserId(request), body.font_id);
    return null;
  });

  serve(app, routes.unfavouriteFont, async ({ body }, request) => {
    await fonts.unfavourite(authUserId(request), body.font_id);
    return null;
  });

  serve(app, routes.favouriteFonts, ({ query }, request) =>
    fonts.myList(authUserId(request), query, requestLocale(request)),
  );

  serve(app, routes.searchFonts, ({ query }, request) =>
    fonts.searchRecommend(authUserId(request), query, requestLocale(request)),
  );

  serve(app, routes.saveDeckFonts, ({ body }, request) =>
    fonts.saveFonts(authUserId(request), body, requestLocale(request)),
  );

  serve(app, routes.deckFonts, ({ query }, request) =>
    fonts.savedFonts(authUserId(request), query.recordId, requestLocale(request)),
  );
}

/** Public: the shipped fonts for browsers, CSS and WOFF2 slices (outside the API prefix: no limit). */
export async function webFontRoutes(app: ZodApp): Promise<void> {
  serve(app, routes.webFontCss, ({ params }, request, reply) => {
    const match = /^([a-z0-9-]{1,64})\.css$/.exec(params.file);
    const css = match ? webFontCss(match[1]!) : undefined;
    if (!css) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, requestLocale(request)));
    return reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(css);
  });

  serve(app, routes.webFontFile, async ({ params }, request, reply) => {
    const opened = await openWebFontFile(params.id, params.version, params.file);
    if (!opened) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, requestLocale(request)));
    return reply
      .header('content-type', 'font/woff2')
      .header('content-length', opened.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(opened.stream);
  });
}
