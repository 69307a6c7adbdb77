import {
  AppError,
  CHAT_TEXT_MAX_LENGTH,
  ErrorCode,
  type SlideAiAction,
} from '@slidecraft/contract';
import {
  layoutSlide,
  outlineSlideSource,
  slideSource,
  type Slide,
  type SlideSource,
} from '@slidecraft/deck';
import type { SlideContext } from './workspace-service.js';

/** Slides that are not one heading's content: the engine draws them from the whole outline. */
const FRAME_LAYOUTS = new Set(['cover', 'toc', 'divider', 'closing']);
/** The most points one slide action keeps from an answer. */
const MAX_POINTS = 12;
/** The longest point kept (characters); a model that runs on is cut here. */
const MAX_POINT_LENGTH = 200;

export interface SlideAiPlan {
  /** The heading, kicker and number the new slide shows; `points` is what the action edits. */
  source: SlideSource;
  /** The layout the action asks for. */
  prefer?: 'table' | 'timeline';
  /**
   * A translation: the title (and the kicker above it) are the first lines sent, and the
   * answer's first points, so the whole slide changes language.
   */
  titleInText?: boolean;
}

/**
 * What an action on a slide starts from. Regenerate: the slide's outline item (its heading and
 * points, for the model to write anew), or the title of a slide the user added. The others: what
 * the slide shows now, under the outline's kicker and chapter number when it has an item.
 * Cover, agenda, divider and closing slides are the whole deck's, not one item's: 5000.
 */
export function planSlideAction(context: SlideContext, action: SlideAiAction): SlideAiPlan {
  const { slide } = context;
  if (FRAME_LAYOUTS.has(slide.layout)) {
    throw new AppError(
      ErrorCode.PARAMS_ERROR,
      `AI actions work on content slides, not ${slide.layout}`,
    );
  }
  const outline = context.parsed;
  const item = outline ? outlineSlideSource(outline, slide.id) : undefined;
  const shown = slideSource(slide);
  const source: SlideSource =
    action === 'regenerate' && item
      ? item
      : {
          ...shown,
          ...(item?.kicker ? { kicker: item.kicker } : {}),
          number: item?.number ?? shown.number,
        };
  if (!source.title.trim() && source.points.length === 0) {
    throw new AppError(ErrorCode.PARAMS_ERROR, 'the slide has no text to work on');
  }
  const prefer = action === 'table' || action === 'timeline' ? action : undefined;
  return {
    source,
    ...(prefer ? { prefer } : {}),
    ...(action === 'translate' && source.title.trim() ? { titleInText: true } : {}),
  };
}

/** The title, and the kicker when the slide shows one: what a translation sends first. */
const headLines = (source: SlideSource) =>
  source.kicker ? [source.title, source.kicker] : [source.title];

/** The points an action edits, one per line, within what a model call takes. */
export function pointsText({ source, titleInText }: SlideAiPlan): string {
  const lines = titleInText ? [...headLines(source), ...source.points] : source.points;
  const text = lines.join('\n');
  return text.length <= CHAT_TEXT_MAX_LENGTH ? text : text.slice(0, CHAT_TEXT_MAX_LENGTH);
}

/** The `* point` lines of an answer (a model may also use '-' or '•'). */
export function answerPoints(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^\s*[*\-•]\s+(.*)$/u.exec(line)?.[1]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, MAX_POINTS)
    .map((point) => Array.from(point).slice(0, MAX_POINT_LENGTH).join(''));
}

/**
 * The slide laid out again with the answer's points, in the deck's theme, keeping its id. The
 * speaker notes the user wrote stay; notes the generation wrote (the old points) follow the new
 * points. An answer without a single point is the AI service's failure (5400).
 */
export function slidesFromAnswer(context: SlideContext, plan: SlideAiPlan, text: string): Slide[] {
  const answered = answerPoints(text);
  const head = plan.titleInText ? answered.splice(0, headLines(plan.source).length) : [];
  const [title, kicker] = head;
  const points = answered;
  if (points.length === 0 && !title) {
    throw new AppError(ErrorCode.AI_ERROR, 'the answer had no points');
  }
  const { deck, slide, originSlide } = context;
  const slides = layoutSlide(
    { ...plan.source, ...(title ? { title } : {}), ...(kicker ? { kicker } : {}), points },
    {
      themeId: deck.themeId,
      deckTitle: deck.title,
      slideId: slide.id,
      ...(plan.prefer ? { prefer: plan.prefer } : {}),
    },
  );
  const taken = new Set(deck.slides.map((s) => s.id));
  const notesWritten = slide.notes.trim() !== '' && slide.notes !== originSlide?.notes;
  return slides.map((next, index) => ({
    ...next,
    // More than one slide: ids the deck does not have yet.
    id: index === 0 ? slide.id : freeId(next.id, taken),
    notes: index === 0 && notesWritten ? slide.notes : next.notes,
  }));
}

function freeId(id: string, taken: Set<string>): string {
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`;
  taken.add(candidate);
  return candidate;
}
