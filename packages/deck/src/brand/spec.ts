import * as z from 'zod/mini';
import { deckElementSchema } from '../model.js';

/**
 * What a brand theme keeps of its template (brand_themes.spec): everything the engine needs to
 * lay a deck out in the template's frames and draw it in its colours, fonts and pictures, and
 * what the PPTX writer needs to reuse the template's own master, layouts and theme parts (their
 * part names in the stored package). Frames are in points on the template's page.
 */

export const BRAND_SPEC_VERSION = 1;

const hex = z.string().check(z.regex(/^[0-9A-F]{6}$/));
const frame = z.object({
  x: z.number(),
  y: z.number(),
  w: z.number().check(z.gte(0)),
  h: z.number().check(z.gte(0)),
});
const background = z.object({
  color: hex,
  /** `attachment:<uuid>`: one of `pictures`. */
  image: z.optional(z.string()),
});
const fontPair = z.object({ latin: z.string(), eastAsian: z.string() });

/** The layouts a deck's slides are made on, by their OOXML type names. */
export const BRAND_LAYOUT_KINDS = ['title', 'obj', 'secHead', 'titleOnly', 'blank'] as const;
export type BrandLayoutKind = (typeof BRAND_LAYOUT_KINDS)[number];

const layout = z.object({
  /** The layout part in the package (`ppt/slideLayouts/slideLayout2.xml`). */
  part: z.string(),
  name: z.string(),
  /** False when the layout hides the master's own shapes (showMasterSp="0"). */
  showMaster: z.boolean(),
  /** Its own background; the master's shows through without one. */
  background: z.optional(background),
  /** The title placeholder's frame (a centred title on a title layout). */
  title: z.optional(frame),
  /** The body placeholder's (a subtitle on a title layout, the content on the others). */
  body: z.optional(frame),
  /** Its own shapes and pictures (not placeholders), in paint order. */
  elements: z.array(deckElementSchema),
});

export const brandSpecSchema = z.object({
  version: z.literal(BRAND_SPEC_VERSION),
  page: z.object({ width: z.number().check(z.gt(0)), height: z.number().check(z.gt(0)) }),
  palette: z.object({
    dk1: hex,
    lt1: hex,
    dk2: hex,
    lt2: hex,
    accent1: hex,
    accent2: hex,
    accent3: hex,
    accent4: hex,
    accent5: hex,
    accent6: hex,
    hlink: hex,
  }),
  /** The theme's heading (major) and body (minor) fonts. */
  fonts: z.object({ major: fontPair, minor: fontPair }),
  master: z.object({
    part: z.string(),
    /** The theme part the master uses. */
    themePart: z.optional(z.string()),
    /** bg1, tx1, bg2, tx2 → the palette names they stand for (p:clrMap). */
    colorMap: z.record(z.string(), z.string()),
    background,
    /** The colour of the master's title text (its title style), when it says one. */
    titleColor: z.optional(hex),
    title: z.optional(frame),
    body: z.optional(frame),
    elements: z.array(deckElementSchema),
  }),
  /** The main layouts found (one layout may serve two kinds: a cover that is also the content). */
  layouts: z.partialRecord(z.enum(BRAND_LAYOUT_KINDS), layout),
  /** The pictures on the master and the title layout that are not backgrounds: the logo. */
  logos: z.array(z.object({ ...frame.shape, src: z.string() })),
  /** Every picture the theme shows, stored beside the package. */
  pictures: z.array(
    z.object({
      src: z.string(),
      /** The media part it was read from. */
      part: z.string(),
      /** FileStorage key of the re-encoded picture. */
      key: z.string(),
      mime: z.enum(['image/png', 'image/jpeg']),
      width: z.int(),
      height: z.int(),
    }),
  ),
});

/** The spec as the reader makes it, before its pictures are stored (they have no key yet). */
export const readSpecSchema = z.omit(brandSpecSchema, { pictures: true });

export type BrandThemeSpec = z.infer<typeof brandSpecSchema>;
export type BrandFrame = z.infer<typeof frame>;
export type BrandBackground = z.infer<typeof background>;
export type BrandLayout = z.infer<typeof layout>;
export type BrandPicture = BrandThemeSpec['pictures'][number];
export type ReadBrandSpec = z.infer<typeof readSpecSchema>;
