import {
  AiRateSchema,
  OutlineTopicListSchema,
  OutlineTopicQuerySchema,
  SuggestTopicBodySchema,
  SuggestTopicResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/**
 * Home box helpers, public: the suggested topics are shown before login (spec section 6 only
 * protects actions), and neither call costs AI points.
 */
export async function aiTopicRoutes(app: ZodApp): Promise<void> {
  const { topics } = app.ctx;

  app.get(
    '/api/ai/outline/topic',
    {
      schema: {
        tags: ['ai'],
        summary: 'Curated topics with preset outlines, in random order (size 12 by default)',
        querystring: OutlineTopicQuerySchema,
        response: { 200: envelopeSchema(OutlineTopicListSchema) },
      },
    },
    async (request) => ok({ items: await topics.list(request.query.size) }, requestLocale(request)),
  );

  app.post(
    '/api/ai/outline/suggest-topic',
    {
      schema: {
        tags: ['ai'],
        summary: 'Curated topics matching a typed topic, best first (5401 for sensitive words)',
        body: SuggestTopicBodySchema,
        response: { 200: envelopeSchema(SuggestTopicResultSchema) },
      },
    },
    async (request) =>
      ok({ items: await topics.suggest(request.body.topic) }, requestLocale(request)),
  );
}

/** AI calls of a signed-in user (registered inside the authenticated scope). */
export async function aiAccountRoutes(app: ZodApp): Promise<void> {
  const { aiLimits } = app.ctx;

  app.get(
    '/api/ai/rate',
    {
      schema: {
        tags: ['ai'],
        summary: "The user's AI points: total of the current allowance and used",
        response: { 200: envelopeSchema(AiRateSchema) },
      },
    },
    async (request) =>
      ok({ aiTimes: await aiLimits.rate(authUserId(request)) }, requestLocale(request)),
  );
}
