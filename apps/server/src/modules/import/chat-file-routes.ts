import { AppError, ErrorCode, importApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { assertNoSensitiveWords } from '../moderation/sensitive-filter.js';
import { importCaller, readForm, registerFormParsers } from './form.js';
import type { AiStreamRunner } from '../ai/ai-stream.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { OutlineImportService } from './import-service.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';

export interface ChatFileRoutesNeeds {
  aiLimits: AiLimitsService;
  aiStreams: AiStreamRunner;
  imports: OutlineImportService;
  moderation: ContentModeration;
  outlineWriter: OutlineWriter;
}

/**
 * The file-to-outline stream (authenticated scope): a file (multipart `file`) read as by the
 * parse call, then its text turned into an outline as by the chat-import stream, in one stream.
 * The client closing the connection stops the work at once, whether the file is still being
 * read or the outline written.
 */
export async function chatFileRoutes(app: ZodApp, needs: ChatFileRoutesNeeds): Promise<void> {
  await registerFormParsers(app);
  const { imports, aiStreams, aiLimits, moderation } = needs;

  serve(app, importApi.chatFile, async (_input, request, reply) => {
    const { file } = await readForm(request, importApi.chatFile.multipart.fields);
    if (!file) throw new AppError(ErrorCode.PARAMS_ERROR, 'send a file');
    const userId = authUserId(request);
    const writer = needs.outlineWriter;
    const caller = importCaller(request, reply, userId);
    let text = '';
    // After the route's call counts (5427), reading the file is the stream's first step: its
    // refusals are the stream's one event, and the caller's signal stops it when the client
    // goes away. A file read and accepted costs one AI point, as chat/import (5410 / 5411).
    const check = async () => {
      await aiLimits.calls.take(userId, 'file-chat');
      const parsed = await imports.parseFile(caller, file);
      caller.signal.throwIfAborted();
      text = parsed.text;
      assertNoSensitiveWords(text);
      await moderation.check(text, 'import');
      await aiLimits.beginChat(userId, 'import', { known: request.auth?.user });
    };
    await aiStreams.run(request, reply, {
      kind: 'import',
      source: writer.offline ? 'offline' : 'model',
      model: writer.model,
      check,
      refund: () => aiLimits.refundChat(userId, 'import'),
      produce: (call) => writer.streamImport({ ...call, text }),
    });
  });
}
