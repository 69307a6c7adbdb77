import type { Paragraph, ShapeText } from '../model.js';
import type { PptxTextProps } from './pptxgen.js';

type PptxBullet = NonNullable<PptxTextProps['options']>['bullet'];

/**
 * What pptxgenjs cannot write for one paragraph, set afterwards in the slide XML
 * (slide-text.ts): the bullet's colour (`a:buClr`), a bullet that is not one character of the
 * Basic Multilingual Plane, and the left margin of an indented paragraph without a bullet.
 */
export interface ParagraphPatch {
  /** The paragraph's index in its text body. */
  index: number;
  bulletColor?: string;
  bulletChar?: string;
  /** Left margin in points (a paragraph without a bullet at a level above 0). */
  marginLeft?: number;
}

/** The bullet pptxgenjs writes when a character cannot go as a 4-digit code (U+2022). */
const DEFAULT_CODE = '2022';
const DEFAULT_CHAR = '\u2022';

/** The 4-digit hex code pptxgenjs takes, or undefined for anything but one BMP character. */
function characterCode(char: string): string | undefined {
  const points = [...char];
  const code = points.length === 1 ? points[0]!.codePointAt(0)! : undefined;
  if (code === undefined || code > 0xffff) return undefined;
  return code.toString(16).toUpperCase().padStart(4, '0');
}

export interface ParagraphBullet {
  bullet: PptxBullet;
  patch?: ParagraphPatch;
}

/** Drops a patch that changes nothing. */
function withPatch(bullet: PptxBullet, patch: ParagraphPatch): ParagraphBullet {
  return Object.keys(patch).length > 1 ? { bullet, patch } : { bullet };
}

/**
 * One paragraph's bullet as pptxgenjs takes it. A paragraph's own bullet wins over the
 * element's; the element's (every paragraph bulleted, `•`) is written as it always was.
 * Levels move the paragraph in by the bullet's indent: pptxgenjs does that for bulleted
 * paragraphs (marL = indent x (level + 1)), the patch does it for the others.
 */
export function paragraphBullet(body: ShapeText, paragraph: Paragraph, index: number) {
  const own = paragraph.bullet;
  const indent = own?.indent ?? body.bullet?.indent;
  const patch: ParagraphPatch = { index };
  if (own?.none || (!own && !body.bullet)) {
    const level = paragraph.level ?? 0;
    if (level > 0 && indent) patch.marginLeft = level * indent;
    return withPatch(false, patch);
  }
  if (!own) return { bullet: { indent } };
  if (own.color) patch.bulletColor = own.color;
  if (own.numbered) {
    return withPatch({ type: 'number', numberStartAt: own.start ?? 1, indent }, patch);
  }
  const char = own.char ?? DEFAULT_CHAR;
  const code = characterCode(char);
  if (!code) patch.bulletChar = char;
  return withPatch({ characterCode: code ?? DEFAULT_CODE, indent }, patch);
}
