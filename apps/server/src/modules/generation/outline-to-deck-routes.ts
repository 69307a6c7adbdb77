import { aiApi } from '@slidecraft/contract';
import { DEFAULT_THEME_ID } from '@slidecraft/deck';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { topicForOutline } from '../ai/chat-routes.js';
import type { AiStreamRunner } from '../ai/ai-stream.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { WebSearch } from '../ai/web-search.js';
import type { RecordService } from './record-service.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';

export interface OutlineToDeckRoutesNeeds {
  aiLimits: AiLimitsService;
  aiStreams: AiStreamRunner;
  outlineWriter: OutlineWriter;
  records: RecordService;
  webSearch: WebSearch;
}

/**
 * The outline-to-deck stream (authenticated scope): the custom outline stream of the
 * outline-section call, after which the outline becomes a deck in the theme whose generation
 * starts at once; the `done` event carries its recordId. The project cap is checked
 * before the outline is charged, and again when the record is made.
 */
export async function outlineToDeckRoutes(
  app: ZodApp,
  needs: OutlineToDeckRoutesNeeds,
): Promise<void> {
  const { outlineWriter: writer, aiStreams, aiLimits, records, webSearch } = needs;

  serve(app, aiApi.outlineGeneratePpt, async ({ body }, request, reply) => {
    const { page_limit: pageLimit, deep_thinking: deepThinking } = body;
    const themeId = body.themeId ?? DEFAULT_THEME_ID;
    await records.useTheme(authUserId(request), themeId);
    const topic = topicForOutline(body.topic);
    const userId = authUserId(request);
    const locale = requestLocale(request);
    const check = async () => {
      await aiLimits.calls.take(userId, 'outline-generate-ppt');
      await aiLimits.withProjectRoom(userId, async () => undefined);
      await aiLimits.beginOutline(userId, body, request.auth?.user);
    };
    await aiStreams.run(request, reply, {
      kind: 'outline',
      source: writer.offline ? 'offline' : 'model',
      model: writer.model,
      check,
      refund: () => aiLimits.refundOutline(userId),
      // With web_search (and a provider) the topic is searched first, as on outline-section.
      produce: (call) =>
        webSearch.outline(topic, body.web_search, call, (references) =>
          writer.streamOutline({ ...call, topic, pageLimit, deepThinking, references }),
        ),
      finish: async (outline) => {
        const record = await aiLimits.createRecord(userId, outline, () =>
          records.create(userId, outline, themeId),
        );
        await records.generate(userId, record.id, locale);
        return { recordId: record.id };
      },
    });
  });
}
