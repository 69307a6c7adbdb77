import {
  UserGuideStatusBodySchema,
  UserGuideStatusSchema,
  UserGuideTemplateQuerySchema,
  UserGuideTemplateSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId, authenticate, bearerToken } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/**
 * The user guide. The template is public (a signed-in caller also gets its progress; a bad
 * token is a 401 like everywhere); the status is per signed-in user.
 */
export async function userGuideRoutes(app: ZodApp): Promise<void> {
  const tags = ['user-guide'];
  app.get(
    '/api/user-guide/template',
    {
      schema: {
        tags,
        summary:
          "The first-visit tour's steps in the caller's language, with the signed-in caller's progress",
        querystring: UserGuideTemplateQuerySchema,
        response: { 200: envelopeSchema(UserGuideTemplateSchema) },
      },
      onRequest: async (request) => {
        if (bearerToken(request) || request.headers.authorization) await authenticate(app, request);
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const userId = request.auth?.userId ?? null;
      return ok(await app.ctx.userGuide.template(request.query.guide, locale, userId), locale);
    },
  );

  app.post(
    '/api/user-guide/status',
    {
      schema: {
        tags,
        summary: 'Marks the guide seen (finished or skipped) and/or one of its steps done',
        body: UserGuideStatusBodySchema,
        response: { 200: envelopeSchema(UserGuideStatusSchema) },
      },
      onRequest: (request) => authenticate(app, request),
    },
    async (request) => {
      const { guide, seen, step } = request.body;
      const status = await app.ctx.userGuide.update(authUserId(request), guide, { seen, step });
      return ok(status, requestLocale(request));
    },
  );
}
