import type { FastifyBaseLogger } from 'fastify';
import {
  OUTLINE_POINT_MAX,
  outlineLine,
  serializeOutline,
  type Locale,
  type Outline,
  type OutlineItem,
} from '@slidecraft/contract';
import type { ChatUsage } from '../../providers/llm/chat-model.js';
import type { OutlineWriter, PageFillRequest } from '../../providers/llm/llm.js';
import { composePageFill } from '../../providers/llm/offline-fill.js';
import { findSensitiveWord } from '../moderation/sensitive-filter.js';

/** How long one page may take the model before its offline points stand in. */
export const FILL_PAGE_TIMEOUT_MS = 20_000;
/** Pages asked of the model at once: a 30-page deck in a few rounds, without flooding it. */
const FILL_CONCURRENCY = 4;
/** Points kept of a model's answer for one page (more would not fit one slide). */
const MAX_POINTS = 6;

const BULLET = /^\s*(?:[*\-•·]|\d{1,2}[.)、])\s*(.+)$/;

export interface FillResult {
  outline: Outline;
  /** Pages that had no points and got some. */
  filled: number;
  /** Of those, how many the model wrote (the rest came from the offline rules). */
  byModel: number;
  usage: { promptTokens: number; completionTokens: number };
}

/**
 * The pages of an outline that have no content: headings with nothing under them (a chapter
 * without sections, a section without sub-sections, a sub-section) and no points. Every other
 * page shows the points the user wrote or kept in the outline editor.
 */
export function emptyPages(outline: Outline): OutlineItem[] {
  const parents = new Set(outline.items.map((item) => item.parentId));
  return outline.items.filter(
    (item) => item.kind !== 'title' && item.kind !== 'point' && !parents.has(item.id),
  );
}

/** The points of a model's answer: its bullet lines (or plain lines), one clean line each. */
export function pointsOfAnswer(answer: string): string[] {
  return answer
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('>'))
    .map((line) =>
      outlineLine((BULLET.exec(line)?.[1] ?? line).replace(/\*\*/g, ''), OUTLINE_POINT_MAX),
    )
    .filter(Boolean)
    .slice(0, MAX_POINTS);
}

/** The language to write a page in: the outline's own (Chinese or not), in the user's script. */
export function fillLocale(outline: Outline, requested: Locale): Locale {
  const chinese = outline.items.some((item) => /\p{Script=Han}/u.test(item.title));
  if (!chinese) return 'en-US';
  return requested === 'en-US' ? 'zh-CN' : requested;
}

/**
 * Fills every empty page of an outline with points: the model (when one is configured) writes
 * each page, with a deadline per page; a page it fails, times out on, or answers with nothing
 * usable or with a listed sensitive phrase gets the offline composer's points instead.
 */
export class FillService {
  constructor(
    private readonly writer: OutlineWriter,
    private readonly log: FastifyBaseLogger,
    readonly limits = { pageMs: FILL_PAGE_TIMEOUT_MS },
  ) {}

  /**
   * `text`: the outline as serializeOutline writes it, when the caller has it (the model's
   * context; written here otherwise, and only for a model: the offline composer reads `outline`).
   */
  async fill(
    outline: Outline,
    options: { locale: Locale; signal: AbortSignal; text?: string },
  ): Promise<FillResult> {
    const pages = emptyPages(outline);
    const usage = { promptTokens: 0, completionTokens: 0 };
    const result: FillResult = { outline, filled: 0, byModel: 0, usage };
    if (pages.length === 0) return result;

    const locale = fillLocale(outline, options.locale);
    const { writer } = this;
    const context = writer.offline ? '' : (options.text ?? serializeOutline(outline));
    const topic = outline.items.find((item) => item.kind === 'title')?.title ?? '';
    const points = new Map<string, string[]>();
    const queue = [...pages];
    const work = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        options.signal.throwIfAborted();
        const request = { topic, title: page.title, outline: context, parsed: outline, locale };
        const written = writer.offline
          ? undefined
          : await this.askModel(writer, request, options.signal, usage);
        if (written) result.byModel += 1;
        points.set(page.id, written ?? pointsOfAnswer(composePageFill(request)));
      }
    };
    await Promise.all(Array.from({ length: Math.min(FILL_CONCURRENCY, pages.length) }, work));

    let seq = 0;
    const items = outline.items.flatMap((item) => {
      const added = (points.get(item.id) ?? []).map((title): OutlineItem => ({
        id: `${item.id}.f${++seq}`,
        parentId: item.id,
        kind: 'point',
        title,
      }));
      return [item, ...added];
    });
    result.filled = [...points.values()].filter((list) => list.length > 0).length;
    return { ...result, outline: { items } };
  }

  /** One page from the model; undefined when it cannot be used (the caller falls back). */
  private async askModel(
    writer: OutlineWriter,
    request: Omit<PageFillRequest, 'signal' | 'onUsage'>,
    job: AbortSignal,
    usage: FillResult['usage'],
  ): Promise<string[] | undefined> {
    const signal = AbortSignal.any([job, AbortSignal.timeout(this.limits.pageMs)]);
    const onUsage = (u: ChatUsage) => {
      usage.promptTokens += u.promptTokens;
      usage.completionTokens += u.completionTokens;
    };
    try {
      let answer = '';
      for await (const chunk of writer.streamPageFill({ ...request, signal, onUsage })) {
        answer += chunk;
        if (signal.aborted) break;
      }
      signal.throwIfAborted();
      const points = pointsOfAnswer(answer);
      if (points.length === 0) throw new Error('no points in the answer');
      if (findSensitiveWord(points.join('\n'))) throw new Error('sensitive words in the answer');
      return points;
    } catch (err) {
      // The job's own deadline ends the whole job; anything else costs this page only.
      job.throwIfAborted();
      this.log.warn({ err }, 'page fill fell back to offline rules');
      return undefined;
    }
  }
}
