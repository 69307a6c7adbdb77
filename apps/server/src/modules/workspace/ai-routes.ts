import { workspaceApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { assertNoSensitiveWords } from '../moderation/sensitive-filter.js';
import { planSlideAction, pointsText, slidesFromAnswer } from './slide-ai.js';
import type { AiStreamRunner } from '../ai/ai-stream.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { WorkspaceService } from './workspace-service.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';

export interface WorkspaceAiRoutesNeeds {
  aiLimits: AiLimitsService;
  aiStreams: AiStreamRunner;
  moderation: ContentModeration;
  outlineWriter: OutlineWriter;
  workspace: WorkspaceService;
}

/**
 * The editor's AI on one slide (authenticated scope): the slideAi call streams the slide's new
 * points and ends with the slide laid out again. Nothing is stored; the editor applies the
 * slides as one undoable step and saves them like any edit.
 */
export async function workspaceAiRoutes(app: ZodApp, needs: WorkspaceAiRoutesNeeds): Promise<void> {
  const { workspace, outlineWriter: writer, aiStreams, aiLimits, moderation } = needs;

  serve(app, workspaceApi.slideAi, async ({ body }, request, reply) => {
    const { recordId, slideId, action, to } = body;
    const userId = authUserId(request);
    // Refused before the stream opens: another user's record (5107), an unknown slide or a
    // cover (5000), a deck being generated (5422).
    const context = await workspace.slideContext(userId, recordId, slideId);
    const plan = planSlideAction(context, action);
    const { source } = plan;
    const text = pointsText(plan);
    const topic = context.deck.title;
    const kind = 'edit';
    const check = async () => {
      await aiLimits.calls.take(userId, 'slide-ai');
      const asked = `${source.title}\n${text}`;
      assertNoSensitiveWords(asked);
      await moderation.check(asked, 'topic');
      await aiLimits.beginChat(userId, kind, {
        membersOnly: action === 'regenerate',
        known: request.auth?.user,
      });
    };
    await aiStreams.run(request, reply, {
      kind,
      source: writer.offline ? 'offline' : 'model',
      model: writer.model,
      check,
      refund: () => aiLimits.refundChat(userId, kind),
      produce: (call) =>
        action === 'regenerate'
          ? writer.streamPageFill({
              ...call,
              topic,
              title: source.title,
              outline: context.outline,
              parsed: context.parsed,
            })
          : writer.streamEdit({
              ...call,
              action,
              text: text || source.title,
              ...(to ? { to } : {}),
              slide: { title: source.title, topic },
            }),
      finish: (answer) => ({ slides: slidesFromAnswer(context, plan, answer) }),
    });
  });
}
