import { rewriteSlide, type SlidePlan } from './slide-rewrite.js';
import { unzipParts, zipParts } from './zip.js';

/** Rewrites one XML part; returns the text as it was when it has nothing to change. */
export type PartRewrite = (name: string, xml: string) => string;

const XML_PART = /\.(xml|rels)$/;
const utf8 = new TextDecoder();
const encoder = new TextEncoder();

/**
 * Opens the package pptxgenjs wrote once, rewrites its XML parts and zips it again (zipParts:
 * XML deflated, pictures and workbooks stored as they are).
 */
export function rewritePackage(bytes: Uint8Array, rewrite?: PartRewrite): Buffer {
  const parts = unzipParts(bytes);
  if (rewrite)
    for (const [name, data] of Object.entries(parts)) {
      if (!XML_PART.test(name)) continue;
      const xml = utf8.decode(data);
      const fixed = rewrite(name, xml);
      if (fixed !== xml) parts[name] = encoder.encode(fixed);
    }
  return zipParts(parts);
}

const SLIDE_PART = /^ppt\/slides\/slide(\d+)\.xml$/;

/** Each slide's plan applied to its part (`ppt/slides/slideN.xml` is slide N - 1). */
export function slideRewrite(plans: readonly (SlidePlan | undefined)[]): PartRewrite {
  return (name, xml) => {
    const match = SLIDE_PART.exec(name);
    const plan = match ? plans[Number(match[1]) - 1] : undefined;
    return plan ? rewriteSlide(xml, plan) : xml;
  };
}
