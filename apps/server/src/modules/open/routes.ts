import { IdempotencyKeySchema, openApi, templateApi, linkTo } from '@slidecraft/contract';
import { AppError, ErrorCode } from '@slidecraft/contract';
import type { FastifyRequest } from 'fastify';
import { authUserId, bearerToken } from '../../http/authenticate.js';
import { installErrorHandler } from '../../http/error-handler.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { OpenCaller, OpenDeckService } from './deck-service.js';
import type { ApiKeyService } from './key-service.js';
import { callbackSecretOf } from './callbacks.js';
import { openApiDocument } from './openapi.js';

/** The brand themes a user may make decks in (the brand-themes module's picker items). */
export interface OpenBrandThemes {
  pickerItems(userId: string): Promise<readonly { id: string; title: string }[]>;
}

export interface OpenRoutesNeeds {
  keys: ApiKeyService;
  openDecks: OpenDeckService;
  /** Listed after the engine's themes, for the key's user (and their team). */
  brandThemes?: OpenBrandThemes;
}

/** This server's origin as the caller reached it (TRUST_PROXY resolves proxies). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function callerOf(request: FastifyRequest): OpenCaller {
  const userId = authUserId(request);
  const key = bearerToken(request);
  if (!request.apiKey || !request.auth || !key) throw new AppError(ErrorCode.UNAUTHORIZED);
  return {
    userId,
    keyId: request.apiKey.keyId,
    callbackSecret: callbackSecretOf(key),
    user: request.auth.user,
  };
}

/** Absolute links to the themes' thumbnails (public pictures). */
export function themeThumbnails(origin: string): (themeId: string) => string {
  return (id) => `${origin}${linkTo(templateApi.themeThumbnail, { params: { id } })}`;
}

/** The key screen's calls (a session token): make, list and revoke API keys. */
export async function apiKeyRoutes(app: ZodApp, needs: Pick<OpenRoutesNeeds, 'keys'>) {
  const { keys } = needs;
  serve(app, openApi.createKey, ({ body }, request) => keys.create(authUserId(request), body.name));
  serve(app, openApi.listKeys, (_input, request) => keys.list(authUserId(request)));
  serve(app, openApi.revokeKey, async ({ params }, request) => {
    await keys.revoke(authUserId(request), params.id);
    return null;
  });
}

/**
 * The open API v1 (docs/api.md), with an API key. Its own error handler answers HTTP 404 for
 * an unknown deck or export (envelope code 404, as for another account's); the rest as the app.
 */
export async function openV1Routes(
  app: ZodApp,
  needs: Pick<OpenRoutesNeeds, 'openDecks' | 'brandThemes'>,
) {
  const { openDecks, brandThemes } = needs;
  installErrorHandler(app, (code) => (code === ErrorCode.NOT_FOUND ? 404 : 200));

  serve(app, openApi.createDeck, async ({ body }, request) => {
    const header = request.headers['idempotency-key'];
    const parsed = header === undefined ? undefined : IdempotencyKeySchema.safeParse(header);
    if (parsed && !parsed.success) {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'Idempotency-Key: 1 to 200 printable characters', {
        expose: true,
      });
    }
    return openDecks.create(callerOf(request), body, parsed?.data, requestLocale(request));
  });
  serve(app, openApi.listDecks, ({ query }, request) =>
    openDecks.list(callerOf(request).userId, query, requestLocale(request)),
  );
  serve(app, openApi.getDeck, ({ params }, request) =>
    openDecks.get(callerOf(request).userId, params.deckId, requestLocale(request)),
  );
  serve(app, openApi.restyleDeck, ({ params, body }, request) =>
    openDecks.restyle(
      callerOf(request).userId,
      params.deckId,
      body.themeId,
      requestLocale(request),
    ),
  );
  serve(app, openApi.createExport, ({ params, body }, request) =>
    openDecks.startExport(callerOf(request).userId, params.deckId, body.format),
  );
  serve(app, openApi.getExport, ({ params }, request) =>
    openDecks.exportOf(
      callerOf(request).userId,
      params.deckId,
      params.exportId,
      requestOrigin(request),
      requestLocale(request),
    ),
  );
  serve(app, openApi.listThemes, async (_input, request) => {
    const thumbnail = themeThumbnails(requestOrigin(request));
    const builtIn = openDecks.themes(requestLocale(request), thumbnail);
    if (!brandThemes) return builtIn;
    const brand = await brandThemes.pickerItems(callerOf(request).userId);
    return [
      ...builtIn,
      ...brand.map((item) => ({
        id: item.id,
        name: item.title,
        family: 'brand',
        thumbnail: thumbnail(item.id),
      })),
    ];
  });
  serve(app, openApi.openApiDocument, (_input, _request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApiDocument()),
  );
}
