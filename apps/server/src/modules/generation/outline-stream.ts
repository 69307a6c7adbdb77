import {
  AppError,
  ErrorCode,
  errorMessage,
  sanitizeTopic,
  type Locale,
  type PageLimit,
} from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { OutlineWriter } from '../../providers/llm/llm.js';
import type { SseStream } from './sse.js';

export interface OutlineStreamInput {
  topic: string;
  pageLimit: PageLimit;
  deepThinking: boolean;
  locale: Locale;
}

/** The topic as a single heading line: forbidden characters stripped, whitespace collapsed. */
export function topicForOutline(raw: string): string {
  return sanitizeTopic(raw).replace(/\s+/g, ' ').trim();
}

/** Streams an outline to the client; errors become a catalogue event, then the stream ends. */
export async function streamOutline(
  writer: OutlineWriter,
  input: OutlineStreamInput,
  stream: SseStream,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const topic = topicForOutline(input.topic);
    if (!topic) throw new AppError(ErrorCode.PARAMS_ERROR, 'blank topic');
    let first = true;
    for await (const text of writer.streamOutline({ ...input, topic, signal: stream.signal })) {
      stream.send({
        code: 200,
        data: first && writer.offline ? { text, offline: true } : { text },
      });
      first = false;
    }
    stream.send({ code: 200, data: { text: '', done: true } });
  } catch (err) {
    const code = err instanceof AppError ? err.code : ErrorCode.AI_ERROR;
    if (!(err instanceof AppError)) log.error({ err }, 'outline stream failed');
    stream.send({ code, message: errorMessage(code, input.locale) });
  } finally {
    stream.end();
  }
}
