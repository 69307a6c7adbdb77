import {
  AppError,
  ErrorCode,
  aiApi,
  sanitizeTopic,
  TEXT_AI_ACTIONS,
  type TextAiAction,
} from '@slidecraft/contract';
import type { FastifyRequest } from 'fastify';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { AiStreamJob } from './ai-stream.js';
import type { MeteredRoute } from './call-meter.js';
import { assertNoSensitiveWords } from '../moderation/sensitive-filter.js';
import type { AiUsageKind } from './usage-repo.js';
import type { AiStreamRunner } from './ai-stream.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import type { AiLimitsService } from './limits.js';
import type { PresetOutlines } from './preset-outlines.js';
import type { WebSearch } from './web-search.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';

const isTextAiAction = (type: string): type is TextAiAction =>
  (TEXT_AI_ACTIONS as readonly string[]).includes(type);

/** The topic as a single heading line: forbidden characters stripped, whitespace collapsed. */
export function topicForOutline(raw: string): string {
  const topic = sanitizeTopic(raw).replace(/\s+/g, ' ').trim();
  // Refused before the stream opens, like any other malformed parameter.
  if (!topic) throw new AppError(ErrorCode.PARAMS_ERROR, 'blank topic');
  return topic;
}

/**
 * What the outline stream asks of the partner embedding: who calls through a partner's embed
 * (X-Channel-Auth; null for the site itself), and the partner's quota for one outline, with
 * its refund.
 */
export interface PartnerOutlines {
  caller(request: FastifyRequest): Promise<object | null>;
  beginOutline(caller: object, body: { topic: string }): Promise<() => Promise<void>>;
}

export interface AiChatRoutesNeeds {
  aiLimits: AiLimitsService;
  aiStreams: AiStreamRunner;
  /** A partner's embed (X-Channel-Auth): the channel module answers. */
  channels: PartnerOutlines;
  moderation: ContentModeration;
  outlineWriter: OutlineWriter;
  presetOutlines: PresetOutlines;
  webSearch: WebSearch;
}

/**
 * The AI streams of spec section 7 (authenticated scope). Each handler checks its parameters
 * and hands AiStreamRunner a job with its limit check (`check`, run once the stream is open):
 * the runner owns the SSE framing, the concurrency slot, errors and usage records.
 */
export async function aiChatRoutes(app: ZodApp, needs: AiChatRoutesNeeds): Promise<void> {
  const {
    outlineWriter: writer,
    aiStreams,
    presetOutlines,
    aiLimits,
    moderation,
    webSearch,
  } = needs;
  const { channels } = needs;
  /** What the user sent may not pass (5401): the word lists, then the moderation service. */
  const inputCheck = async (text: string) => {
    assertNoSensitiveWords(text);
    await moderation.check(text, 'topic');
  };
  /**
   * The check and refund of a stream that costs one answer's points: the route's call counts
   * (5427), what was sent (5401), then the points (5410 / 5411), given back when the AI
   * service fails. `start: false` for a page fill, which is no generation start.
   */
  const charged = (
    request: FastifyRequest,
    route: MeteredRoute,
    kind: AiUsageKind,
    input: string,
    start = true,
  ): Pick<AiStreamJob, 'check' | 'refund'> => {
    const userId = authUserId(request);
    return {
      check: async () => {
        await aiLimits.calls.take(userId, route);
        await inputCheck(input);
        await aiLimits.beginChat(userId, kind, { known: request.auth?.user, start });
      },
      refund: () => aiLimits.refundChat(userId, kind),
    };
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

  serve(app, aiApi.presetOutline, async ({ query }, request, reply) => {
    const outline = await presetOutlines.find(query.topic);
    if (outline === null) throw new AppError(ErrorCode.PARAMS_ERROR, 'not a suggested topic');
    await aiStreams.run(request, reply, {
      kind: 'outline',
      source: 'preset',
      model: 'preset',
      produce: ({ signal }) => presetOutlines.stream(outline, signal),
    });
  });

  serve(app, aiApi.outlineSection, async ({ body }, request, reply) => {
    const { page_limit: pageLimit, deep_thinking: deepThinking } = body;
    const topic = topicForOutline(body.topic);
    const userId = authUserId(request);
    // X-Channel-Auth (a partner's embed): the partner's quota instead of the user's points.
    const channel = await channels.caller(request);
    let refundChannel: () => Promise<void> = async () => undefined;
    // The route's call counts, then 5401, 5421, 5427, then one outline's points (5410 / 5411).
    const check = async () => {
      await aiLimits.calls.take(userId, 'outline');
      if (channel) refundChannel = await channels.beginOutline(channel, body);
      else await aiLimits.beginOutline(userId, body, request.auth?.user);
    };
    await aiStreams.run(request, reply, {
      // With web_search (and a provider): the topic is searched first (5300 when that fails).
      ...written('outline', check, (call) =>
        webSearch.outline(topic, body.web_search, call, (references) =>
          writer.streamOutline({ ...call, topic, pageLimit, deepThinking, references }),
        ),
      ),
      refund: () => (channel ? refundChannel() : aiLimits.refundOutline(userId)),
    });
  });

  serve(app, aiApi.outlineSectionList, async ({ query }, request, reply) => {
    const topic = topicForOutline(query.topic);
    const pageLimit = query.page_limit;
    const userId = authUserId(request);
    // An outline's headings: charged as an outline (5401, 5421, 5427, then 5410 / 5411).
    const check = async () => {
      await aiLimits.calls.take(userId, 'section-list');
      await aiLimits.beginOutline(userId, query, request.auth?.user);
    };
    await aiStreams.run(request, reply, {
      ...written('outline', check, (call) =>
        writer.streamSectionList({ ...call, topic, pageLimit, deepThinking: false }),
      ),
      refund: () => aiLimits.refundOutline(userId),
    });
  });

  serve(app, aiApi.outlineSectionFill, async ({ query }, request, reply) => {
    const topic = topicForOutline(query.topic);
    const { title, outline = '' } = query;
    const { check, refund } = charged(request, 'page-fill', 'fill', `${topic}\n${title}`, false);
    await aiStreams.run(request, reply, {
      ...written('fill', check, (call) =>
        writer.streamPageFill({ ...call, topic, title, outline }),
      ),
      refund,
    });
  });

  serve(app, aiApi.chatImport, async ({ body }, request, reply) => {
    const { text } = body;
    const { check, refund } = charged(request, 'chat-import', 'import', text);
    await aiStreams.run(request, reply, {
      ...written('import', check, (call) => writer.streamImport({ ...call, text })),
      refund,
    });
  });

  serve(app, aiApi.chat, async ({ body }, request, reply) => {
    const { type, text, to } = body;
    const edit = isTextAiAction(type) ? type : undefined;
    const kind = edit ? 'edit' : 'chat';
    const { check, refund } = charged(request, 'chat', kind, text);
    await aiStreams.run(request, reply, {
      ...written(kind, check, (call) =>
        edit
          ? writer.streamEdit({ ...call, action: edit, text, ...(to ? { to } : {}) })
          : writer.streamChat({ ...call, type, text }),
      ),
      refund,
    });
  });
}
