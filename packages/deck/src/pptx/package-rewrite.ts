import JSZip from 'jszip';
import { rewriteSlide, type SlidePlan } from './slide-rewrite.js';

/** Rewrites one XML part; returns the text as it was when it has nothing to change. */
export type PartRewrite = (name: string, xml: string) => string;

/** Parts already compressed (pictures, the charts' workbooks): deflating them gains nothing. */
const PRECOMPRESSED = /^ppt\/(media|embeddings)\//;
const XML_PART = /\.(xml|rels)$/;

/**
 * Opens the package pptxgenjs wrote once, rewrites its XML parts and zips it again: XML
 * deflated, pictures and workbooks stored as they are (deflating them would cost time and
 * save nothing).
 */
export async function rewritePackage(bytes: Uint8Array, rewrite: PartRewrite): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  for (const [name, file] of Object.entries(zip.files)) {
    if (file.dir) continue;
    if (PRECOMPRESSED.test(name)) {
      zip.file(name, await file.async('uint8array'), { compression: 'STORE' });
    } else if (XML_PART.test(name)) {
      const xml = await file.async('string');
      const fixed = rewrite(name, xml);
      if (fixed !== xml) zip.file(name, fixed);
    }
  }
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
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
