import { aiApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';

/**
 * Home box helpers, public: the suggested topics are shown before login (spec section 6 only
 * protects actions), and neither call costs AI points.
 */
export async function aiTopicRoutes(app: ZodApp): Promise<void> {
  const { topics } = app.ctx;
  serve(app, aiApi.outlineTopics, async ({ query }) => ({ items: await topics.list(query.size) }));
  serve(app, aiApi.suggestTopic, async ({ body }) => ({ items: await topics.suggest(body.topic) }));
}

/** AI calls of a signed-in user (registered inside the authenticated scope). */
export async function aiAccountRoutes(app: ZodApp): Promise<void> {
  const { aiLimits } = app.ctx;
  serve(app, aiApi.aiRate, async (_input, request) => ({
    aiTimes: await aiLimits.rate(authUserId(request)),
  }));
}
