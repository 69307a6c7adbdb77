import type { DeckDocument } from './model.js';
import { applyEastAsianFonts } from './pptx/east-asian-fonts.js';
import { addShapeElement, addTextElement, inches, slideNumberProps } from './pptx/elements.js';
import { createPresentation, type Presentation } from './pptx/pptxgen.js';
import { getTheme } from './themes.js';

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

/**
 * Writes a deck as a PowerPoint file: editable text boxes and native shapes (never pictures of
 * text), speaker notes, one slide master carrying the theme background, and the theme's Latin
 * and East Asian fonts on every run.
 */
export async function writePptx(deck: DeckDocument): Promise<Buffer> {
  const theme = getTheme(deck.themeId);
  const pptx = createPresentation();
  setPageSize(pptx, deck.page);
  pptx.title = deck.title;
  pptx.subject = deck.title;
  pptx.author = APPLICATION;
  pptx.company = APPLICATION;
  pptx.theme = { headFontFace: theme.fonts.heading.latin, bodyFontFace: theme.fonts.body.latin };
  pptx.defineSlideMaster({ title: MASTER, background: { color: theme.palette.background } });

  for (const slide of deck.slides) {
    const pptxSlide = pptx.addSlide({ masterName: MASTER });
    if (slide.background) pptxSlide.background = { color: slide.background.color };
    if (slide.showSlideNumber) pptxSlide.slideNumber = slideNumberProps(theme);
    for (const element of slide.elements) {
      if (element.type === 'text') addTextElement(pptxSlide, element);
      else addShapeElement(pptx, pptxSlide, element);
    }
    if (slide.notes) pptxSlide.addNotes(slide.notes);
  }

  // Compressed here so that the font pass only recompresses the parts it changes.
  const written = await pptx.write({ outputType: 'uint8array', compression: true });
  if (!(written instanceof Uint8Array)) throw new Error('pptxgenjs returned no bytes');
  return applyEastAsianFonts(written, theme);
}
