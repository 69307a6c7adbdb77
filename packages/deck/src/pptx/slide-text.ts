import type { ParagraphPatch } from './bullets.js';
import type { TextBodyFix } from './text-body.js';
import { emu, escapeXml } from './xml.js';

/**
 * Fixes to one shape's text body in the slide XML pptxgenjs wrote: paragraphs are found in
 * order (pptxgenjs writes exactly one `a:p` per model paragraph, text-body.ts), and when the
 * count differs from the model's nothing is touched rather than patching the wrong paragraph.
 */
const TEXT_BODY = /<p:txBody>[\s\S]*?<\/p:txBody>/;
const PARAGRAPH = /<a:p>[\s\S]*?<\/a:p>/g;
const PARAGRAPH_PROPERTIES = /<a:pPr\b[^>]*?(?:\/>|>[\s\S]*?<\/a:pPr>)/g;

/** Keeps a paragraph's first `a:pPr`: pptxgenjs writes one before every run, the schema one. */
function dropRepeatedProperties(paragraph: string): string {
  let seen = false;
  return paragraph.replace(PARAGRAPH_PROPERTIES, (properties) => {
    if (seen) return '';
    seen = true;
    return properties;
  });
}

const colour = (hex: string) => `<a:buClr><a:srgbClr val="${escapeXml(hex)}"/></a:buClr>`;

/** Applies one patch to a paragraph's properties (pptxgenjs's own order of children kept). */
function patchProperties(properties: string, patch: ParagraphPatch): string {
  let fixed = properties;
  if (patch.marginLeft !== undefined) {
    fixed = fixed.replace(/^(<a:pPr\b[^>]*?) marL="\d+"/, `$1 marL="${emu(patch.marginLeft)}"`);
  }
  if (patch.bulletChar !== undefined) {
    const char = `<a:buChar char="${escapeXml(patch.bulletChar)}"/>`;
    fixed = fixed.replace(/<a:buChar char="[^"]*"\/>/, char);
  }
  // a:buClr comes before the bullet's size, font and character (CT_TextParagraphProperties).
  if (patch.bulletColor !== undefined) {
    fixed = fixed.replace(/<a:(buSzPct|buFont|buChar|buAutoNum)\b/, (tag) =>
      colour(patch.bulletColor!).concat(tag),
    );
  }
  return fixed;
}

function patchParagraph(paragraph: string, patch: ParagraphPatch | undefined): string {
  if (!patch) return paragraph;
  return paragraph.replace(/<a:pPr\b[^>]*?(?:\/>|>[\s\S]*?<\/a:pPr>)/, (properties) =>
    patchProperties(properties, patch),
  );
}

/** One shape (`p:sp`) with its text body fixed; unchanged when its paragraphs do not match. */
export function fixTextBody(shape: string, fix: TextBodyFix): string {
  const body = TEXT_BODY.exec(shape);
  if (!body) return shape;
  const paragraphs = body[0].match(PARAGRAPH) ?? [];
  if (paragraphs.length !== fix.paragraphs) return shape;
  const patches = new Map(fix.patches.map((patch) => [patch.index, patch]));
  let index = 0;
  const fixed = body[0].replace(PARAGRAPH, (paragraph) => {
    const single = fix.multiRun ? dropRepeatedProperties(paragraph) : paragraph;
    return patchParagraph(single, patches.get(index++));
  });
  return shape.slice(0, body.index) + fixed + shape.slice(body.index + body[0].length);
}
