import { aiApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { AiLimitsService } from './limits.js';
import type { TopicService } from './topic-service.js';

export interface AiTopicRoutesNeeds {
  topics: TopicService;
}

/**
 * Home box helpers, public: the suggested topics are shown before login (spec section 6 only
 * protects actions), and neither call costs AI points.
 */
export async function aiTopicRoutes(app: ZodApp, needs: AiTopicRoutesNeeds): Promise<void> {
  const { topics } = needs;
  serve(app, aiApi.outlineTopics, async ({ query }) => ({ items: await topics.list(query.size) }));
  serve(app, aiApi.suggestTopic, async ({ body }) => ({ items: await topics.suggest(body.topic) }));
}

export interface AiAccountRoutesNeeds {
  aiLimits: AiLimitsService;
}

/** AI calls of a signed-in user (registered inside the authenticated scope). */
export async function aiAccountRoutes(app: ZodApp, needs: AiAccountRoutesNeeds): Promise<void> {
  const { aiLimits } = needs;
  serve(app, aiApi.aiRate, async (_input, request) => ({
    aiTimes: await aiLimits.rate(authUserId(request)),
  }));
}
