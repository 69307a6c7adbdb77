/** Brand themes: a company template's colours, fonts, frames and master as an engine theme. */
export {
  BRAND_LAYOUT_KINDS,
  BRAND_SPEC_VERSION,
  brandSpecSchema,
  readSpecSchema,
  type BrandBackground,
  type BrandFrame,
  type BrandLayout,
  type BrandLayoutKind,
  type BrandPicture,
  type BrandThemeSpec,
  type ReadBrandSpec,
} from './spec.js';
export { brandDecor, brandKindOf, type BrandDecor, type BrandLook } from './decor.js';
export { placeInBrandFrames } from './frames.js';
export { brandDeckTheme, brandPalette, type BrandThemeNaming } from './theme.js';
