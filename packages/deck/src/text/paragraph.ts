import type { RenderFontKey } from '../fonts/families.js';
import type { Paragraph, ShapeText } from '../model.js';
import type { TextMeasurer } from './measure.js';

/**
 * How one paragraph is set: its own alignment, level, bullet and spacing where it has them
 * (imported text), the text body's otherwise (the engine's layouts set only those).
 */
export const BULLET = '•';
/** PowerPoint's indent per outline level when a paragraph has no bullet indent: 0.5 in. */
export const LEVEL_INDENT = 36;
const DEFAULT_SIZE = 18;

export type ParagraphAlign = NonNullable<Paragraph['align']>;

export interface BulletMark {
  text: string;
  size: number;
  color: string;
  width: number;
}

export interface ParagraphSetting {
  /** The largest run size (what the line pitch is a multiple of). */
  size: number;
  align: ParagraphAlign;
  /** How far the paragraph's level moves it in, in points. */
  levelShift: number;
  /** From the bullet (or where it would be) to the text, in points. */
  indent: number;
  bullet?: BulletMark;
  /** Space above the paragraph's first line (none above the first paragraph, as PowerPoint). */
  spaceAbove: number;
  lineHeight: number;
}

const paragraphSize = (paragraph: Paragraph) =>
  Math.max(0, ...paragraph.runs.map((run) => run.size)) || DEFAULT_SIZE;

/** Counts numbered paragraphs: consecutive ones of a level count on, an outer level resets. */
class Numbering {
  private readonly next = new Map<number, number>();

  /** The number of a paragraph at `level`, or undefined (and the count at `level` ends). */
  take(level: number, numbered: boolean, start: number | undefined): number | undefined {
    for (const deeper of [...this.next.keys()]) if (deeper > level) this.next.delete(deeper);
    if (!numbered) {
      this.next.delete(level);
      return undefined;
    }
    const number = this.next.get(level) ?? start ?? 1;
    this.next.set(level, number + 1);
    return number;
  }
}

/** The bullet's text: its own character or number, the round bullet otherwise. */
function bulletText(paragraph: Paragraph, box: ShapeText, number: number | undefined) {
  const own = paragraph.bullet;
  if (own?.none) return undefined;
  if (number !== undefined) return `${number}.`;
  if (own?.char) return own.char;
  return own || box.bullet ? BULLET : undefined;
}

function bulletMark(
  paragraph: Paragraph,
  text: string | undefined,
  font: RenderFontKey,
  measurer: TextMeasurer,
): BulletMark | undefined {
  const first = paragraph.runs[0];
  // A paragraph without text shows no bullet (PowerPoint's empty bulleted line).
  if (!text || !first || paragraph.runs.every((run) => run.text === '')) return undefined;
  const color = paragraph.bullet?.color ?? first.color;
  const width = measurer.measure(text, first.size, false, font);
  return { text, size: first.size, color, width };
}

/** Each paragraph's setting, in order (numbering runs through the paragraphs). */
export function paragraphSettings(
  box: ShapeText,
  font: RenderFontKey,
  measurer: TextMeasurer,
): ParagraphSetting[] {
  const numbering = new Numbering();
  let spaceAfter = 0;
  return box.paragraphs.map((paragraph, index) => {
    const size = paragraphSize(paragraph);
    const level = paragraph.level ?? 0;
    const own = paragraph.bullet;
    const number = numbering.take(level, !own?.none && own?.numbered === true, own?.start);
    const bullet = bulletMark(paragraph, bulletText(paragraph, box, number), font, measurer);
    const given = own?.indent ?? box.bullet?.indent;
    const indent = given ?? (bullet ? Math.max(size, bullet.width + size / 4) : 0);
    const before = index > 0 ? spaceAfter + (paragraph.spaceBefore ?? box.paragraphSpacing) : 0;
    spaceAfter = paragraph.spaceAfter ?? 0;
    return {
      size,
      align: paragraph.align ?? box.align,
      levelShift: level * (given !== undefined && given > 0 ? given : LEVEL_INDENT),
      indent,
      ...(bullet ? { bullet } : {}),
      spaceAbove: before,
      lineHeight: paragraph.lineHeight ?? box.lineHeight,
    };
  });
}
