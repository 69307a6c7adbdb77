/**
 * The deck engine (`@slidecraft/deck`): outline to deck, themes, typography and every writer
 * (PPTX, PDF, PNG, SVG), for Node. Browsers import the scene path alone: `@slidecraft/deck/scene`.
 */
export { DeckError, type DeckErrorReason } from './errors.js';
export { applyDeckFonts, deckFonts, type DeckFonts } from './fonts/deck-fonts.js';
export {
  FONT_CATEGORIES,
  SHIPPED_FONTS,
  shippedFont,
  shippedFontOfFace,
  type FontCategory,
  type RenderFontKey,
  type ShippedFont,
} from './fonts/families.js';
export { allFontFiles, renderFont } from './fonts/registry.js';
export {
  ATTACHMENT_SRC,
  ILLUSTRATION_SCENES,
  ILLUSTRATION_SRC,
  IMAGE_SRC,
  attachmentIdOf,
  attachmentSrc,
  illustrationOf,
  illustrationSrc,
  type Illustration,
  type IllustrationScene,
} from './image-src.js';
export { illustrationFor } from './illustrations/choose.js';
export { illustrationPngAsync } from './illustrations/png.js';
export { ILLUSTRATION_SIZE, illustrationHref, illustrationSvg } from './illustrations/svg.js';
export { loadDeckImages } from './load-images.js';
export {
  deckImageSources,
  type DeckImages,
  type ImageData,
  type ImageSize,
  type ImageSource,
} from './images.js';
export {
  CHART_KINDS,
  CHART_MAX_CATEGORIES,
  CHART_MAX_SERIES,
  DECK_VERSION,
  SHAPE_GEOMETRIES,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  deckSchema,
  deckElementSchema,
  imageElementSchema,
  migrateDeck,
  slideSchema,
  type ChartElement,
  type DeckDocument,
  type DeckElement,
  type FontRole,
  type IconElement,
  type ImageCrop,
  type ImageElement,
  type Paragraph,
  type ShapeElement,
  type ShapeGeometry,
  type ShapeText,
  type Slide,
  type TableCellStyle,
  type TableElement,
  type TextElement,
  type TextRun,
} from './model.js';
export {
  DEFAULT_THEME_ID,
  contrastRatio,
  getTheme,
  listThemes,
  registerTheme,
  unregisterTheme,
  THEME_FAMILIES,
  type DeckTheme,
  type FontPair,
  type ThemeFamily,
  type ThemePalette,
} from './themes.js';
export { themeSampleDeck } from './themes/sample-deck.js';
export * from './brand/index.js';
export { estimatingMeasurer, type TextMeasurer } from './text-fit.js';
export { fontMeasurer } from './text/measure.js';
export { breakLines } from './text/line-break.js';
export { layoutTextElement, type PositionedSpan, type TextLayout } from './text/layout.js';
export {
  DEFAULT_MAX_PAGES,
  outlineToDeck,
  relayoutDeck,
  todayIso,
  type OutlineToDeckOptions,
} from './outline-to-deck.js';
export { writePptx, type PptxBrand, type PptxOptions } from './pptx.js';
export { writePdf, type PdfOptions } from './render/pdf.js';
export { fitImage, type ImageFit } from './render/image.js';
export {
  renderDeckPng,
  renderSlidePng,
  renderSlidePngAsync,
  renderSlideRasterSvg,
  svgToPng,
  type PngOptions,
} from './render/png.js';
export {
  PNG_POOL_MAX_THREADS,
  createPngPool,
  pngPoolThreads,
  type PngPool,
  type SlidePngs,
} from './render/png-pool.js';
export type { Primitive, SlideScene } from './render/primitives.js';
export { sceneAt, type SceneOptions } from './render/scene.js';
export { renderDeckSvg, renderSlideSvg, sceneToSvg, type SvgOptions } from './render/svg.js';
export { getIcon, hasIcon, ICON_NAMES } from './icons.js';
export { CONTENT_LAYOUT_IDS, type ContentLayoutId } from './layouts/content-layout.js';
export { layoutCandidates } from './layouts/select.js';
export { rethemeDeck } from './retheme.js';
export {
  layoutSlide,
  outlineSlideSource,
  slideSource,
  type LayoutSlideOptions,
  type SlideSource,
} from './slide-source.js';
export { keyValue, sequenceMarker, visualLength } from './layouts/point-shape.js';
export { restyleDeck, type RestyleOptions } from './restyle/restyle.js';
