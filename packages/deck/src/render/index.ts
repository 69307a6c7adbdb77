/** The engine's own renderers and typography, for callers that draw slides (`@slidecraft/deck/render`). */
export { allFontFiles, renderFont, type RenderFontKey } from '../fonts/registry.js';
export { getIcon, hasIcon, ICON_NAMES } from '../icons.js';
export { breakLines } from '../text/line-break.js';
export { layoutTextElement, type PositionedSpan, type TextLayout } from '../text/layout.js';
export { fontMeasurer, type TextMeasurer } from '../text/measure.js';
export { writePdf, type PdfOptions } from './pdf.js';
export {
  renderDeckPng,
  renderSlidePng,
  renderSlideRasterSvg,
  svgToPng,
  type PngOptions,
} from './png.js';
export { sceneAt, type SceneOptions } from './scene.js';
export { renderDeckSvg, renderSlideSvg, sceneToSvg, type SvgOptions } from './svg.js';
export type { Primitive, SlideScene } from './primitives.js';
