import { IMPORT_MAX_PAGES } from '@slidecraft/contract';
import {
  DECK_VERSION,
  DEFAULT_THEME_ID,
  migrateDeck,
  type DeckDocument,
  type DeckElement,
  type Slide,
} from '@slidecraft/deck';
import { ExtractionBudget, refuse, unsupported } from '../../import/limits.js';
import { coreTitle } from '../../import/parsers/office-core.js';
import type { ColorContext } from './color.js';
import {
  IDENTITY,
  PictureStore,
  type ImportNote,
  type ImportedPicture,
  type PartContext,
} from './context.js';
import { openPptxPackage, type PptxPackage } from './package.js';
import { isTitle, placeholderOf, shapeTree } from './placeholders.js';
import { fillChild, readFill, styleRef, themeStyleFill } from './props.js';
import { readTree } from './shapes.js';
import { SlidePartsReader, type SlideParts } from './slide-parts.js';
import { paragraphText, readTextBody } from './text.js';
import { EMU_PER_POINT, readTheme } from './theme.js';
import { bodyText, child, children, intAttr, path, type XNode } from './xml.js';

export type { ImportNote, ImportedPicture } from './context.js';

export interface ImportedPptx {
  deck: DeckDocument;
  pictures: ImportedPicture[];
  report: { slides: number; elements: number; notes: ImportNote[] };
}

/** PowerPoint's 16:9 widescreen, when a file states no size. */
const DEFAULT_SIZE = { width: 960, height: 540 };

async function slideOrder(pkg: PptxPackage, presentation: XNode): Promise<string[]> {
  const ids = children(child(presentation, 'p:sldIdLst'), 'p:sldId');
  if (ids.length > IMPORT_MAX_PAGES) throw refuse('tooManyPages');
  const parts: string[] = [];
  for (const id of ids) {
    const part = await pkg.target('ppt/presentation.xml', id.attrs['r:id']);
    if (part) parts.push(part);
  }
  return parts;
}

/** The background of the first of slide, layout and master that has one. */
async function background(
  parts: SlideParts,
  pictures: PictureStore,
  pkg: PptxPackage,
): Promise<Slide['background']> {
  const chain: [XNode | undefined, string | undefined][] = [
    [parts.root, parts.part],
    [parts.layout, parts.layoutPart],
    [parts.master?.root, parts.master?.part],
  ];
  const colors: ColorContext = parts.colors;
  const paper = colors.scheme[colors.map.bg1 ?? 'lt1'] ?? 'FFFFFF';
  for (const [root, part] of chain) {
    const bg = path(root, 'p:cSld', 'p:bg');
    if (!bg || !part) continue;
    const bgPr = child(bg, 'p:bgPr');
    let fill = bgPr ? readFill(fillChild(bgPr), colors) : undefined;
    let fillPart = part;
    const ref = child(bg, 'p:bgRef');
    if (!fill && ref && parts.master) {
      const { idx, color } = styleRef(ref, colors) ?? { idx: 0 };
      const list =
        idx >= 1001 ? parts.master.theme.backgroundFillStyles : parts.master.theme.fillStyles;
      fill = themeStyleFill(list, idx >= 1001 ? idx - 1001 : idx - 1, colors, color);
      fillPart = parts.master.themePart ?? part;
    }
    if (!fill) continue;
    if (fill.kind === 'solid') return { color: fill.color.hex };
    if (fill.kind === 'none') return { color: paper };
    const target = await pkg.target(fillPart, fill.blip.attrs['r:embed']);
    return target ? { color: paper, image: await pictures.add(target) } : { color: paper };
  }
  return { color: paper };
}

async function notesOf(pkg: PptxPackage, slidePart: string, context: PartContext): Promise<string> {
  const notesPart = await pkg.related(slidePart, 'notesSlide');
  if (!notesPart) return '';
  const tree = shapeTree(await pkg.xml(notesPart));
  const lines: string[] = [];
  for (const shape of children(tree, 'p:sp')) {
    if (placeholderOf(shape)?.type !== 'body') continue;
    const text = readTextBody(
      child(shape, 'p:txBody'),
      { styles: [], bodies: [], role: 'body' },
      context,
    );
    for (const paragraph of text?.paragraphs ?? []) lines.push(paragraphText(paragraph));
  }
  return lines.join('\n').trim().slice(0, 20000);
}

function titleOfSlide(slide: XNode): string {
  for (const shape of children(shapeTree(slide), 'p:sp')) {
    if (!isTitle(placeholderOf(shape))) continue;
    const text = bodyText(path(shape, 'p:txBody'));
    if (text) return text;
  }
  return '';
}

/**
 * Reads a .pptx into a deck document as it was: every slide's shapes, pictures, tables,
 * charts and groups in paint order (the master's and layout's own shapes under the slide's),
 * placeholders resolved through layout and master, backgrounds and notes. What cannot be kept
 * as itself is a picture of itself where the file has one, or noted in the report.
 * A file that is not a readable PPTX is 5403 (legacy and encrypted files with their reason).
 */
export async function importPptxDeck(bytes: Buffer, fileTitle?: string): Promise<ImportedPptx> {
  const budget = new ExtractionBudget();
  const pkg = await openPptxPackage(bytes);
  pkg.prefetch();
  const presentation = await pkg.xml('ppt/presentation.xml');
  const size = child(presentation, 'p:sldSz');
  const page = size
    ? {
        width:
          Math.round(((intAttr(size, 'cx') ?? 0) / EMU_PER_POINT) * 100) / 100 ||
          DEFAULT_SIZE.width,
        height:
          Math.round(((intAttr(size, 'cy') ?? 0) / EMU_PER_POINT) * 100) / 100 ||
          DEFAULT_SIZE.height,
      }
    : DEFAULT_SIZE;
  const slideParts = await slideOrder(pkg, presentation);
  if (slideParts.length === 0) throw unsupported('pptx without slides');
  const reader = new SlidePartsReader(pkg, child(presentation, 'p:defaultTextStyle'));
  const pictures = new PictureStore(pkg);
  const notes: ImportNote[] = [];
  const tableStyles = pkg.has('ppt/tableStyles.xml')
    ? await pkg.xml('ppt/tableStyles.xml')
    : undefined;
  const slides: Slide[] = [];
  for (const [index, part] of slideParts.entries()) {
    budget.tick();
    const parts = await reader.read(part);
    let counter = 0;
    const elements: DeckElement[] = [];
    const base: PartContext = {
      pkg,
      part,
      slide: index + 1,
      theme: parts.master?.theme ?? (await readTheme(pkg, undefined)),
      colors: parts.colors,
      placeholders: parts.placeholders,
      pictures,
      notes,
      elements,
      nextId: () => `e${++counter}`,
      ...(tableStyles ? { tableStyles } : {}),
    };
    const showMaster = (root: XNode | undefined) => root?.attrs.showMasterSp !== '0';
    // The master's and the layout's own shapes (logos, bands) under the slide's, not their placeholders.
    if (parts.master && showMaster(parts.layout) && showMaster(parts.root)) {
      const tree = shapeTree(parts.master.root);
      if (tree)
        await readTree(tree, { ...base, part: parts.master.part, placeholders: {} }, IDENTITY, {
          skipPlaceholders: true,
        });
    }
    if (parts.layout && parts.layoutPart && showMaster(parts.root)) {
      const tree = shapeTree(parts.layout);
      if (tree)
        await readTree(tree, { ...base, part: parts.layoutPart, placeholders: {} }, IDENTITY, {
          skipPlaceholders: true,
        });
    }
    const tree = shapeTree(parts.root);
    if (tree) await readTree(tree, base, IDENTITY);
    const layoutType = parts.layout?.attrs.type ?? 'cust';
    slides.push({
      id: `slide-${index + 1}`,
      layout: `pptx:${layoutType}`,
      background: await background(parts, pictures, pkg),
      elements,
      notes: await notesOf(pkg, part, base),
    });
  }
  const title =
    (await coreTitle(pkg.archive)) ||
    titleOfSlide(await pkg.xml(slideParts[0]!)) ||
    fileTitle ||
    'PPTX';
  const deck = migrateDeck({
    version: DECK_VERSION,
    title: title.slice(0, 200),
    themeId: DEFAULT_THEME_ID,
    page,
    slides,
    imported: { format: 'pptx' },
  });
  return {
    deck,
    pictures: pictures.all(),
    report: {
      slides: slides.length,
      elements: slides.reduce((n, s) => n + s.elements.length, 0),
      notes,
    },
  };
}
