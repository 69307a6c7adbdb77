/**
 * The scene path for browsers (`@slidecraft/deck/scene`): model -> theme -> text layout ->
 * scene primitives -> SVG, with no font file and no node module, measuring with the same
 * generated advance table as the server, so an in-browser editor draws every slide at exactly
 * the geometry of the PPTX, PDF and PNG writers. browser-safe.test.ts keeps it free of
 * node-only imports.
 */
export { brandDeckTheme, brandSpecSchema, type BrandThemeSpec } from '../brand/index.js';
export { DeckError, type DeckErrorReason } from '../errors.js';
export { applyDeckFonts, deckFonts, type DeckFonts } from '../fonts/deck-fonts.js';
export {
  cssFontFamily,
  FONT_CATEGORIES,
  SHIPPED_FONTS,
  shippedFont,
  shippedFontOfFace,
  type FontCategory,
  type RenderFontKey,
  type ShippedFont,
} from '../fonts/families.js';
export { getIcon, hasIcon, ICON_NAMES } from '../icons.js';
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
} from '../image-src.js';
export { ILLUSTRATION_SIZE, illustrationHref, illustrationSvg } from '../illustrations/svg.js';
export { deckImageSources, type ImageSize } from '../images.js';
export {
  CHART_KINDS,
  CHART_MAX_CATEGORIES,
  CHART_MAX_SERIES,
  DECK_VERSION,
  SHAPE_GEOMETRIES,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  chartElementSchema,
  deckElementSchema,
  deckSchema,
  iconElementSchema,
  imageCropSchema,
  imageElementSchema,
  migrateDeck,
  paragraphSchema,
  shapeElementSchema,
  slideSchema,
  tableElementSchema,
  textElementSchema,
  textRunSchema,
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
} from '../model.js';
export { fitImage, type ImageFit } from '../render/image.js';
export type {
  ImagePrimitive,
  Paint,
  Primitive,
  RotatePrimitive,
  SlideScene,
  Stroke,
} from '../render/primitives.js';
export { sceneAt, type SceneOptions } from '../render/scene.js';
export { renderDeckSvg, renderSlideSvg, sceneToSvg, type SvgOptions } from '../render/svg.js';
export { layoutTextElement, type PositionedSpan, type TextLayout } from '../text/layout.js';
export { fontMeasurer, type TextMeasurer } from '../text/measure.js';
export {
  DEFAULT_THEME_ID,
  getTheme,
  listThemes,
  registerTheme,
  unregisterTheme,
  type DeckTheme,
  type FontPair,
  type ThemePalette,
} from '../themes.js';
