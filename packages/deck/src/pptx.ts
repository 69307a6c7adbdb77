import { brandDecor } from './brand/decor.js';
import { drawIllustrations } from './illustrations/png.js';
import type { DeckImages } from './images.js';
import type { DeckDocument, DeckElement } from './model.js';
import { addChartElement } from './pptx/chart.js';
import { setSlideBackground } from './pptx/background.js';
import { fixFontsInPackagePart, withEastAsianFonts } from './pptx/east-asian-fonts.js';
import { addShapeElement, addTextElement, inches, slideNumberProps } from './pptx/elements.js';
import { addIconElement } from './pptx/icon.js';
import { onBrandMaster, onTemplatePage, type PptxBrand } from './pptx/brand-package.js';

export type { PptxBrand } from './pptx/brand-package.js';
import { addImageElement } from './pptx/image.js';
import { rewritePackage, slideRewrite, type PartRewrite } from './pptx/package-rewrite.js';
import { createPresentation, type Presentation, type PptxSlide } from './pptx/pptxgen.js';
import { planSlide, type SlidePlan } from './pptx/slide-rewrite.js';
import { addTableElement } from './pptx/table.js';
import { getTheme, type DeckTheme } from './themes.js';

const MASTER = 'SLIDECRAFT';
const APPLICATION = 'SlideCraft';

function setPageSize(pptx: Presentation, page: DeckDocument['page']): void {
  if (page.width === 960 && page.height === 540) {
    pptx.layout = 'LAYOUT_WIDE';
    return;
  }
  pptx.defineLayout({
    name: 'SLIDECRAFT_PAGE',
    width: inches(page.width),
    height: inches(page.height),
  });
  pptx.layout = 'SLIDECRAFT_PAGE';
}

function addElement(
  pptx: Presentation,
  slide: PptxSlide,
  element: DeckElement,
  theme: DeckTheme,
  images: DeckImages,
) {
  switch (element.type) {
    case 'text':
      return addTextElement(slide, element);
    case 'shape':
      return addShapeElement(pptx, slide, element);
    case 'icon':
      return addIconElement(slide, element);
    case 'table':
      return addTableElement(slide, element);
    case 'chart':
      return addChartElement(pptx, slide, element, theme);
    case 'image':
      return addImageElement(pptx, slide, element, images);
  }
}

export interface PptxOptions {
  /** The deck's pictures (loadDeckImages); one missing is drawn as a placeholder box. */
  images?: DeckImages;
  /**
   * A deck in a brand theme is written on its template's own master and layouts (their
   * backgrounds, logo and shapes come from there); without it, on the engine's master.
   */
  brand?: PptxBrand;
}

/**
 * Writes a deck as a PowerPoint file: editable text boxes, native shapes (presets, custom
 * outlines, text inside), tables and charts, icons as custom geometry (never pictures), the
 * user's pictures cropped to their frames, background pictures, groups as groups, speaker
 * notes, one slide master carrying the theme background, and the theme's Latin and East
 * Asian fonts on every run. A deck imported from PPTX goes back with the same native objects.
 * A deck in a brand theme, given its template (`brand`), goes on the template's own master
 * and layouts instead (pptx/brand-package.ts).
 */
export async function writePptx(input: DeckDocument, options: PptxOptions = {}): Promise<Buffer> {
  const theme = getTheme(input.themeId);
  const decor = options.brand && (theme.brand ?? brandDecor(options.brand.spec));
  const deck = decor ? onTemplatePage(input, decor) : input;
  const bytes = await writeOnEngineMaster(deck, theme, options);
  if (!decor || !options.brand) return bytes;
  return onBrandMaster(bytes, deck, decor, options.brand.templateBytes);
}

/** The package as pptxgenjs writes it, on its own master, with the engine's fixes applied. */
async function writeOnEngineMaster(
  deck: DeckDocument,
  theme: DeckTheme,
  options: PptxOptions,
): Promise<Buffer> {
  const images = await drawIllustrations(deck, options.images ?? new Map());
  const pptx = createPresentation();
  setPageSize(pptx, deck.page);
  pptx.title = deck.title;
  pptx.subject = deck.title;
  pptx.author = APPLICATION;
  pptx.company = APPLICATION;
  pptx.theme = { headFontFace: theme.fonts.heading.latin, bodyFontFace: theme.fonts.body.latin };
  pptx.defineSlideMaster({ title: MASTER, background: { color: theme.palette.background } });

  // What pptxgenjs cannot write, per slide, set in its XML afterwards (package-rewrite.ts).
  const plans: (SlidePlan | undefined)[] = [];
  for (const slide of deck.slides) {
    const pptxSlide = pptx.addSlide({ masterName: MASTER });
    const backgroundCrop = setSlideBackground(pptxSlide, slide, deck.page, images);
    if (slide.showSlideNumber) pptxSlide.slideNumber = slideNumberProps(theme);
    for (const element of slide.elements) addElement(pptx, pptxSlide, element, theme, images);
    if (slide.notes) pptxSlide.addNotes(slide.notes);
    plans.push(planSlide(slide, backgroundCrop));
  }

  // pptxgenjs stores its parts (it ignores `compression` for the 'nodebuffer' output type, and
  // would deflate in JavaScript): the package is opened once more, the slides' fixes and, when
  // the zipping hook could not see the parts, the fonts applied, and zipped with its XML
  // deflated by Node's zlib (pptx/zip.ts).
  const { result, rewritten } = await withEastAsianFonts(theme, () =>
    pptx.write({ outputType: 'nodebuffer' }),
  );
  if (!(result instanceof Uint8Array)) throw new Error('pptxgenjs returned no bytes');
  const fixSlides = plans.some(Boolean) ? slideRewrite(plans) : undefined;
  const fixFonts: PartRewrite | undefined = rewritten
    ? undefined
    : (name, xml) => fixFontsInPackagePart(name, xml, theme);
  if (!fixSlides || !fixFonts) return rewritePackage(result, fixSlides ?? fixFonts);
  return rewritePackage(result, (name, xml) => fixSlides(name, fixFonts(name, xml)));
}
