import type { Paragraph, ShapeText, TextRun } from '@slidecraft/deck';
import { colorOf, type ColorContext, type Rgba } from './color.js';
import { EMU_PER_POINT, type ThemeInfo } from './theme.js';
import { child, children, intAttr, type XNode } from './xml.js';

/**
 * The inherited text formatting of one text body, lowest priority first: the presentation's
 * default text style, the master's title/body/other style, the master's and the layout's
 * placeholder list styles, the shape's own list style. Each entry is an `a:lstStyle`-like node
 * whose `a:lvlNpPr` children hold paragraph properties and their `a:defRPr`.
 */
export interface TextInheritance {
  styles: XNode[];
  /** bodyPr of the master's and layout's placeholder, lowest priority first. */
  bodies: XNode[];
  /** The shape style's font colour (p:style/a:fontRef), under the list styles. */
  fontColor?: Rgba;
  role: 'heading' | 'body';
}

export interface TextContext {
  colors: ColorContext;
  theme: ThemeInfo;
}

const DEFAULT_SIZE = 18;
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** PowerPoint's single spacing is about 1.2 times the font size. */
const SINGLE_LINE = 1.2;

const pt = (emu: number | undefined) => (emu === undefined ? undefined : emu / EMU_PER_POINT);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The `a:lvlNpPr` of each style for level `level` (0-based), lowest priority first. */
function levelProps(styles: readonly XNode[], level: number): XNode[] {
  const name = `a:lvl${level + 1}pPr`;
  return styles.flatMap((style) => {
    const found = child(style, name);
    return found ? [found] : [];
  });
}

/** The highest-priority value of an attribute along a chain (lowest priority first). */
function pickAttr(chain: readonly (XNode | undefined)[], name: string): string | undefined {
  for (let i = chain.length - 1; i >= 0; i--) {
    const value = chain[i]?.attrs[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

function pickChild(
  chain: readonly (XNode | undefined)[],
  names: readonly string[],
): XNode | undefined {
  for (let i = chain.length - 1; i >= 0; i--) {
    const found = chain[i]?.children.find((item) => names.includes(item.name));
    if (found) return found;
  }
  return undefined;
}

function resolveFace(face: string | undefined, theme: ThemeInfo): string | undefined {
  if (!face) return undefined;
  const { fonts } = theme;
  const map: Record<string, string> = {
    '+mj-lt': fonts.majorLatin,
    '+mn-lt': fonts.minorLatin,
    '+mj-ea': fonts.majorEastAsian,
    '+mn-ea': fonts.minorEastAsian,
    '+mj-cs': fonts.majorLatin,
    '+mn-cs': fonts.minorLatin,
  };
  const resolved = face in map ? map[face] : face;
  return resolved || undefined;
}

interface RunContext {
  chain: XNode[];
  context: TextContext;
  inheritance: TextInheritance;
  fontScale: number;
}

function runOf(text: string, props: XNode | undefined, run: RunContext): TextRun {
  const chain = [...run.chain, props];
  const { theme, colors } = run.context;
  const size = Number(pickAttr(chain, 'sz') ?? DEFAULT_SIZE * 100) / 100;
  const fillNode = pickChild(chain, ['a:solidFill', 'a:noFill', 'a:gradFill']);
  let color: Rgba | undefined;
  if (fillNode?.name === 'a:solidFill') color = colorOf(fillNode, colors);
  else if (fillNode?.name === 'a:gradFill')
    color = colorOf(child(child(fillNode, 'a:gsLst'), 'a:gs'), colors);
  color ??= run.inheritance.fontColor ?? {
    hex: colors.scheme[colors.map.tx1 ?? 'dk1'] ?? '000000',
    transparency: 0,
  };
  const major = run.inheritance.role === 'heading';
  const latin =
    resolveFace(pickChild(chain, ['a:latin'])?.attrs.typeface, theme) ??
    (major ? theme.fonts.majorLatin : theme.fonts.minorLatin);
  const eastAsian =
    resolveFace(pickChild(chain, ['a:ea'])?.attrs.typeface, theme) ??
    (major ? theme.fonts.majorEastAsian : theme.fonts.minorEastAsian);
  const fontFace = CJK.test(text) && eastAsian ? eastAsian : latin;
  const out: TextRun = {
    text,
    size: Math.min(400, Math.max(1, round2(size * run.fontScale))),
    color: color.hex,
  };
  if (pickAttr(chain, 'b') === '1' || pickAttr(chain, 'b') === 'true') out.bold = true;
  if (pickAttr(chain, 'i') === '1' || pickAttr(chain, 'i') === 'true') out.italic = true;
  const underline = pickAttr(chain, 'u');
  if (underline && underline !== 'none') out.underline = true;
  const strike = pickAttr(chain, 'strike');
  if (strike && strike !== 'noStrike') out.strike = true;
  if (fontFace) out.fontFace = fontFace;
  return out;
}

/** Spacing in points: spcPts is in 1/100 pt, spcPct a share of the font size. */
function spacingOf(node: XNode | undefined, size: number): number | undefined {
  const points = intAttr(child(node, 'a:spcPts'), 'val');
  if (points !== undefined) return round2(points / 100);
  const percent = intAttr(child(node, 'a:spcPct'), 'val');
  if (percent !== undefined) return round2((percent / 100000) * size * SINGLE_LINE);
  return undefined;
}

/**
 * Symbol and Wingdings bullets are private-use characters that no shipped font has: the usual
 * ones become the Unicode characters they look like, any other becomes a round bullet.
 */
const SYMBOL_BULLETS: Record<string, string> = {
  b7: '•',
  a7: '▪',
  d8: '➢',
  fc: '✔',
  '6c': '●',
  '6e': '■',
  '71': '❑',
  '76': '❖',
  a8: '◆',
  '77': '◆',
  f0: '➢',
  e0: '➢',
};

function bulletChar(char: string | undefined, font: string | undefined): string {
  const first = Array.from(char || '•')[0] ?? '•';
  const code = first.codePointAt(0) ?? 0;
  const symbolFont = /wingdings|symbol|webdings/i.test(font ?? '');
  if (code >= 0xf000 && code <= 0xf0ff) return SYMBOL_BULLETS[(code & 0xff).toString(16)] ?? '•';
  if (symbolFont && code < 0x100) return SYMBOL_BULLETS[code.toString(16)] ?? '•';
  return first;
}

interface ParagraphParts {
  paragraph: Paragraph;
  /** Runs before each a:br start a new paragraph that continues this one. */
  continued: Paragraph[];
}

function paragraphOf(
  p: XNode,
  inheritance: TextInheritance,
  context: TextContext,
  fontScale: number,
  lineReduction: number,
): ParagraphParts {
  const pPr = child(p, 'a:pPr');
  const level = Math.min(8, Math.max(0, intAttr(pPr, 'lvl') ?? 0));
  const chain = [...levelProps(inheritance.styles, level), pPr];
  const runChain = chain
    .map((props) => child(props, 'a:defRPr'))
    .filter((node): node is XNode => !!node);
  const run: RunContext = { chain: runChain, context, inheritance, fontScale };
  const lines: TextRun[][] = [[]];
  for (const item of p.children) {
    if (item.name === 'a:r' || item.name === 'a:fld') {
      const text = child(item, 'a:t')?.text ?? '';
      if (text) lines[lines.length - 1]!.push(runOf(text, child(item, 'a:rPr'), run));
    } else if (item.name === 'a:br') lines.push([]);
  }
  const firstSize = lines.flat()[0]?.size ?? runOf('x', child(p, 'a:endParaRPr'), run).size;
  const paragraph: Paragraph = { runs: lines[0]! };
  const algn = pickAttr(chain, 'algn');
  paragraph.align =
    algn === 'ctr'
      ? 'center'
      : algn === 'r'
        ? 'right'
        : algn === 'just' || algn === 'dist'
          ? 'justify'
          : 'left';
  if (level > 0) paragraph.level = level;
  const bullet = pickChild(chain, ['a:buNone', 'a:buChar', 'a:buAutoNum', 'a:buBlip']);
  const hanging = -(pt(Number(pickAttr(chain, 'indent') ?? 0)) ?? 0);
  if (
    bullet?.name === 'a:buChar' ||
    bullet?.name === 'a:buBlip' ||
    bullet?.name === 'a:buAutoNum'
  ) {
    const color = colorOf(pickChild(chain, ['a:buClr']), context.colors);
    paragraph.bullet = {
      ...(bullet.name === 'a:buAutoNum'
        ? {
            numbered: true,
            ...(intAttr(bullet, 'startAt') ? { start: intAttr(bullet, 'startAt')! } : {}),
          }
        : {
            char: bulletChar(bullet.attrs.char, pickChild(chain, ['a:buFont'])?.attrs.typeface),
          }),
      indent: round2(Math.max(0, hanging) || firstSize * 0.75),
      ...(color ? { color: color.hex } : {}),
    };
  }
  const lnSpc = pickChild(chain, ['a:lnSpc']);
  const percent = intAttr(child(lnSpc, 'a:spcPct'), 'val');
  const exact = intAttr(child(lnSpc, 'a:spcPts'), 'val');
  let lineHeight = SINGLE_LINE;
  if (percent !== undefined) lineHeight = (percent / 100000) * SINGLE_LINE;
  else if (exact !== undefined && firstSize > 0) lineHeight = exact / 100 / firstSize;
  lineHeight *= 1 - lineReduction;
  paragraph.lineHeight = Math.min(3, Math.max(0.5, round2(lineHeight)));
  const before = spacingOf(pickChild(chain, ['a:spcBef']), firstSize);
  const after = spacingOf(pickChild(chain, ['a:spcAft']), firstSize);
  if (before) paragraph.spaceBefore = before;
  if (after) paragraph.spaceAfter = after;
  const continued = lines.slice(1).map((runs) => ({
    ...paragraph,
    runs,
    ...(paragraph.bullet ? { bullet: { none: true, indent: paragraph.bullet.indent } } : {}),
    spaceBefore: 0,
  }));
  return { paragraph, continued };
}

/** Text of a run list, for tests and reports. */
export const paragraphText = (paragraph: Paragraph) =>
  paragraph.runs.map((run) => run.text).join('');

/**
 * A text body (p:txBody, a:txBody) as the deck model's text: paragraphs with their runs,
 * alignment, bullets and spacing resolved through the inheritance chain, the box's insets,
 * anchor and wrapping, autofit's font scale applied. Null when it holds no text at all.
 */
export function readTextBody(
  body: XNode | undefined,
  inheritance: TextInheritance,
  context: TextContext,
): ShapeText | null {
  if (!body) return null;
  const own = child(body, 'a:lstStyle');
  const full: TextInheritance = {
    ...inheritance,
    styles: [...inheritance.styles, ...(own ? [own] : [])],
  };
  const bodyChain = [...inheritance.bodies, child(body, 'a:bodyPr')];
  const autofit = pickChild(bodyChain, ['a:normAutofit', 'a:spAutoFit', 'a:noAutofit']);
  const fontScale =
    autofit?.name === 'a:normAutofit' ? (intAttr(autofit, 'fontScale') ?? 100000) / 100000 : 1;
  const lineReduction =
    autofit?.name === 'a:normAutofit' ? (intAttr(autofit, 'lnSpcReduction') ?? 0) / 100000 : 0;
  const paragraphs: Paragraph[] = [];
  for (const p of children(body, 'a:p')) {
    const { paragraph, continued } = paragraphOf(p, full, context, fontScale, lineReduction);
    paragraphs.push(paragraph, ...continued);
  }
  if (!paragraphs.some((paragraph) => paragraphText(paragraph).trim())) return null;
  const inset = (name: string, fallback: number) =>
    round2(pt(Number(pickAttr(bodyChain, name) ?? fallback))!);
  const anchor = pickAttr(bodyChain, 'anchor');
  const first = paragraphs[0]!.align;
  const text: ShapeText = {
    font: inheritance.role,
    paragraphs,
    align: first === 'center' || first === 'right' ? first : 'left',
    valign: anchor === 'ctr' ? 'middle' : anchor === 'b' ? 'bottom' : 'top',
    lineHeight: SINGLE_LINE,
    paragraphSpacing: 0,
    inset: 0,
    insets: {
      left: inset('lIns', 91440),
      top: inset('tIns', 45720),
      right: inset('rIns', 91440),
      bottom: inset('bIns', 45720),
    },
  };
  if (pickAttr(bodyChain, 'wrap') === 'none') text.wrap = false;
  return text;
}
