import {
  AppError,
  ChatBodySchema,
  ChatImportBodySchema,
  ErrorCode,
  OutlineSectionBodySchema,
  OutlineSectionFillQuerySchema,
  OutlineSectionListQuerySchema,
  PresetOutlineQuerySchema,
  sanitizeTopic,
  TEXT_AI_ACTIONS,
  type TextAiAction,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import type { ZodApp } from '../../http/types.js';
import type { AiStreamJob } from './ai-stream.js';
import { assertNoSensitiveWords } from './sensitive-filter.js';
import type { AiUsageKind } from './usage-repo.js';

const isTextAiAction = (type: string): type is TextAiAction =>
  (TEXT_AI_ACTIONS as readonly string[]).includes(type);

const SSE = 'Server-sent events: data.text chunks, then {done: true}, or one catalogue-code event';

/** The topic as a single heading line: forbidden characters stripped, whitespace collapsed. */
export function topicForOutline(raw: string): string {
  const topic = sanitizeTopic(raw).replace(/\s+/g, ' ').trim();
  // Refused before the stream opens, like any other malformed parameter.
  if (!topic) throw new AppError(ErrorCode.PARAMS_ERROR, 'blank topic');
  return topic;
}

/**
 * The AI streams of spec section 7 (authenticated scope). Each handler checks its parameters
 * and hands AiStreamRunner a job with its limit check (`check`, run once the stream is open):
 * the runner owns the SSE framing, the concurrency slot, errors and usage records.
 */
export async function aiChatRoutes(app: ZodApp): Promise<void> {
  const {
    outlineWriter: writer,
    aiStreams,
    presetOutlines,
    aiLimits,
    moderation,
    webSearch,
  } = app.ctx;
  const { channels } = app.ctx;
  /** The check of streams that charge nothing: what the user sent may not pass (5401). */
  const inputCheck = (text: string) => async () => {
    assertNoSensitiveWords(text);
    await moderation.check(text, 'topic');
  };
  /** A stream answered by the writer (the model, or the offline composer in offline mode). */
  const written = (
    kind: AiUsageKind,
    check: AiStreamJob['check'],
    produce: AiStreamJob['produce'],
  ): AiStreamJob => ({
    kind,
    source: writer.offline ? 'offline' : 'model',
    model: writer.model,
    check,
    produce,
  });

  app.get(
    '/api/ai/chat/outline',
    {
      schema: {
        tags: ['ai'],
        summary: `Stream the stored outline of a suggested topic, 5000 if it is not one. ${SSE}`,
        querystring: PresetOutlineQuerySchema,
      },
    },
    async (request, reply) => {
      const outline = await presetOutlines.find(request.query.topic);
      if (outline === null) throw new AppError(ErrorCode.PARAMS_ERROR, 'not a suggested topic');
      await aiStreams.run(request, reply, {
        kind: 'outline',
        source: 'preset',
        model: 'preset',
        produce: ({ signal }) => presetOutlines.stream(outline, signal),
      });
    },
  );

  app.post(
    '/api/ai/chat/outline-section',
    {
      schema: {
        tags: ['ai'],
        summary: `Stream a custom outline for a topic. ${SSE}`,
        body: OutlineSectionBodySchema,
      },
    },
    async (request, reply) => {
      const { page_limit: pageLimit, deep_thinking: deepThinking } = request.body;
      const topic = topicForOutline(request.body.topic);
      const userId = authUserId(request);
      // X-Channel-Auth (a partner's embed): the partner's quota instead of the user's points.
      const channel = await channels.caller(request);
      let refundChannel: () => Promise<void> = async () => undefined;
      // 5401, 5421, 5427, then one outline's points (5410 / 5411).
      const check = channel
        ? async () => void (refundChannel = await channels.beginOutline(channel, request.body))
        : () => aiLimits.beginOutline(userId, request.body, request.auth?.user);
      await aiStreams.run(request, reply, {
        // With web_search (and a provider): the topic is searched first (5300 when that fails).
        ...written('outline', check, (call) =>
          webSearch.outline(topic, request.body.web_search, call, (references) =>
            writer.streamOutline({ ...call, topic, pageLimit, deepThinking, references }),
          ),
        ),
        refund: () => (channel ? refundChannel() : aiLimits.refundOutline(userId)),
      });
    },
  );

  app.get(
    '/api/ai/chat/outline-section-list',
    {
      schema: {
        tags: ['ai'],
        summary: `Stream the title, chapter and section headings of an outline. ${SSE}`,
        querystring: OutlineSectionListQuerySchema,
      },
    },
    async (request, reply) => {
      const topic = topicForOutline(request.query.topic);
      const pageLimit = request.query.page_limit;
      await aiStreams.run(
        request,
        reply,
        written('outline', inputCheck(topic), (call) =>
          writer.streamSectionList({ ...call, topic, pageLimit, deepThinking: false }),
        ),
      );
    },
  );

  app.get(
    '/api/ai/chat/outline-section-fill',
    {
      schema: {
        tags: ['ai'],
        summary: `Stream the points ("* " lines) of one page. ${SSE}`,
        querystring: OutlineSectionFillQuerySchema,
      },
    },
    async (request, reply) => {
      const topic = topicForOutline(request.query.topic);
      const { title, outline = '' } = request.query;
      await aiStreams.run(
        request,
        reply,
        written('fill', inputCheck(`${topic}\n${title}`), (call) =>
          writer.streamPageFill({ ...call, topic, title, outline }),
        ),
      );
    },
  );

  app.post(
    '/api/ai/chat/import',
    {
      schema: {
        tags: ['ai'],
        summary: `Stream pasted or imported text turned into an outline. ${SSE}`,
        body: ChatImportBodySchema,
      },
    },
    async (request, reply) => {
      const { text } = request.body;
      await aiStreams.run(
        request,
        reply,
        written('import', inputCheck(text), (call) => writer.streamImport({ ...call, text })),
      );
    },
  );

  app.post(
    '/api/ai/chat',
    {
      schema: {
        tags: ['ai'],
        summary: `Stream a typed chat answer: type 'outline' in the outline format; 'rewrite', 'expand', 'shorten' and 'translate' (with 'to') the edited text of a text box, one paragraph per line. Costs one AI point (5410 / 5411). ${SSE}`,
        body: ChatBodySchema,
      },
    },
    async (request, reply) => {
      const { type, text, to } = request.body;
      const userId = authUserId(request);
      const edit = isTextAiAction(type) ? type : undefined;
      const kind = edit ? 'edit' : 'chat';
      // 5401 on what was sent, 5427, then one answer's points (5410 / 5411).
      const check = async () => {
        await inputCheck(text)();
        await aiLimits.beginChat(userId, kind, { known: request.auth?.user });
      };
      await aiStreams.run(request, reply, {
        ...written(kind, check, (call) =>
          edit
            ? writer.streamEdit({ ...call, action: edit, text, ...(to ? { to } : {}) })
            : writer.streamChat({ ...call, type, text }),
        ),
        refund: () => aiLimits.refundChat(userId, kind),
      });
    },
  );
}
