import { OutlineGeneratePptBodySchema } from '@slidecraft/contract';
import { DEFAULT_THEME_ID, getTheme } from '@slidecraft/deck';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { topicForOutline } from './chat-routes.js';

/**
 * POST /api/ai/chat/outline/generate-ppt (authenticated scope): the custom outline stream of
 * POST /api/ai/chat/outline-section, after which the outline becomes a deck in the theme whose
 * generation starts at once; the `done` event carries its recordId. The project cap is checked
 * before the outline is charged, and again when the record is made.
 */
export async function aiGeneratePptRoutes(app: ZodApp): Promise<void> {
  const { outlineWriter: writer, aiStreams, aiLimits, records, webSearch } = app.ctx;

  app.post(
    '/api/ai/chat/outline/generate-ppt',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Stream a custom outline for a topic (charged as outline-section), then make it a deck in themeId and start its generation: the last event (done) carries recordId. 5412 at the project cap, 5000 for an unknown theme. Server-sent events with id, text, text_, usedAI; use-ai header.',
        body: OutlineGeneratePptBodySchema,
      },
    },
    async (request, reply) => {
      const { page_limit: pageLimit, deep_thinking: deepThinking } = request.body;
      const themeId = request.body.themeId ?? DEFAULT_THEME_ID;
      getTheme(themeId);
      const topic = topicForOutline(request.body.topic);
      const userId = authUserId(request);
      const locale = requestLocale(request);
      const check = async () => {
        await aiLimits.calls.take(userId, 'outline-generate-ppt');
        await aiLimits.withProjectRoom(userId, async () => undefined);
        await aiLimits.beginOutline(userId, request.body, request.auth?.user);
      };
      await aiStreams.run(request, reply, {
        kind: 'outline',
        source: writer.offline ? 'offline' : 'model',
        model: writer.model,
        check,
        refund: () => aiLimits.refundOutline(userId),
        // With web_search (and a provider) the topic is searched first, as on outline-section.
        produce: (call) =>
          webSearch.outline(topic, request.body.web_search, call, (references) =>
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
    },
  );
}
