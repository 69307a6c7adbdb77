import type { ChatModel, ChatUsage } from '../../providers/llm/chat-model.js';
import { cleanLine } from './document.js';
import { IMPORT_LIMITS } from './limits.js';
import { capText, splitSentences } from './sentences.js';

/** The text under one heading: paragraphs of prose and items that are already points. */
export interface HeadingBody {
  heading: string;
  body: { kind: 'paragraph' | 'item'; text: string }[];
}

const { pointChars, pointsPerHeading, shortBodyChars } = IMPORT_LIMITS;

/** True when the paragraphs under a heading are too long to be points as they are. */
export function isProse({ body }: HeadingBody): boolean {
  let chars = 0;
  for (const block of body) if (block.kind === 'paragraph') chars += block.text.length;
  return chars > shortBodyChars;
}

function unique(points: string[]): string[] {
  return [...new Set(points.filter(Boolean))].slice(0, pointsPerHeading);
}

/**
 * The offline rules: items and short paragraphs become points as they are (capped); in prose,
 * each paragraph gives its first sentence(s), about four sentences in all.
 */
export function extractivePoints(section: HeadingBody): string[] {
  const prose = isProse(section);
  const paragraphs = section.body.filter((block) => block.kind === 'paragraph').length;
  const perParagraph = Math.max(1, Math.floor(4 / Math.max(1, paragraphs)));
  const points: string[] = [];
  for (const block of section.body) {
    if (block.kind === 'item' || !prose) points.push(capText(block.text, pointChars));
    else
      for (const sentence of splitSentences(block.text).slice(0, perParagraph))
        points.push(capText(sentence, pointChars));
  }
  return unique(points);
}

const SYSTEM_PROMPT = [
  '你是演示文稿助手，负责把文档中的一段文字提炼成幻灯片要点。',
  `要求：最多 ${pointsPerHeading} 条要点；每条一行，以“* ”开头；每条不超过 40 个字；`,
  '只根据原文，不要编造；使用原文的语言；只输出要点，不要任何其他内容。',
].join('\n');

const BULLET = /^(?:[*\-•·]|\d+[.、)）])\s*/;

/**
 * The points of a model answer: its bullet lines (a preamble such as "以下是要点：" is not
 * one), or every line when it wrote none; cleaned and capped.
 */
export function pointsFromAnswer(answer: string): string[] {
  const lines = answer
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bulleted = lines.filter((line) => BULLET.test(line));
  return unique(
    (bulleted.length > 0 ? bulleted : lines).map((line) =>
      capText(cleanLine(line.replace(BULLET, '').replace(/\*\*/g, '')), pointChars),
    ),
  );
}

export interface PointWriterOptions {
  /** Aborted when the client goes away: pending model calls stop. */
  signal: AbortSignal;
  onUsage?: (usage: ChatUsage) => void;
  /** Told about a model failure (the section then uses the offline rules). */
  onModelError?: (error: unknown) => void;
}

/**
 * Points for every heading: with a model, prose is summarised by it (at most 12 calls per
 * import, 3 at a time, 20 s each); without one, or when a call fails, by the offline rules.
 */
export async function writePoints(
  sections: HeadingBody[],
  model: ChatModel | null,
  options: PointWriterOptions,
): Promise<string[][]> {
  const points = sections.map(extractivePoints);
  if (!model) return points;
  const prose = sections
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => isProse(section))
    .slice(0, IMPORT_LIMITS.modelSummaries);

  const summarise = async ({ section, index }: (typeof prose)[number]) => {
    const text = section.body
      .map((block) => block.text)
      .join('\n')
      .slice(0, IMPORT_LIMITS.modelInputChars);
    try {
      const answer = await model.complete({
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `标题：${section.heading}\n\n${text}` },
        ],
        signal: AbortSignal.any([
          options.signal,
          AbortSignal.timeout(IMPORT_LIMITS.modelTimeoutMs),
        ]),
        maxTokens: 600,
        temperature: 0.3,
        ...(options.onUsage ? { onUsage: options.onUsage } : {}),
      });
      const fromModel = pointsFromAnswer(answer);
      if (fromModel.length > 0) points[index] = fromModel;
    } catch (error) {
      if (options.signal.aborted) throw error;
      options.onModelError?.(error);
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < prose.length) await summarise(prose[next++]!);
  };
  await Promise.all(Array.from({ length: IMPORT_LIMITS.modelConcurrency }, worker));
  return points;
}
