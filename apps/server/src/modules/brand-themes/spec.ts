/**
 * The brand theme spec (brand_themes.spec) lives in the deck engine, which lays decks out and
 * writes them in it; this module keeps the server's import path.
 */
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
} from '@slidecraft/deck';
