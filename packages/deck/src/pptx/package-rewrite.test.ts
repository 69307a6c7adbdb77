import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { rewritePackage } from './package-rewrite.js';

const STORE = 0;
const DEFLATE = 8;

/** Each entry's compression method, read from the zip's local file headers. */
function zipMethods(zip: Buffer): Map<string, number> {
  const methods = new Map<string, number>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const nameLength = zip.readUInt16LE(at + 26);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    methods.set(name, zip.readUInt16LE(at + 8));
    at += 30 + nameLength + zip.readUInt16LE(at + 28) + zip.readUInt32LE(at + 18);
  }
  return methods;
}

/** A package as pptxgenjs hands it over: every part stored. */
async function storedPackage(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('ppt/slides/slide1.xml', `<p:sld>${'<p:sp/>'.repeat(200)}</p:sld>`);
  zip.file('ppt/slides/slide2.xml', '<p:sld>second</p:sld>');
  zip.file('ppt/media/image-1-1.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  return zip.generateAsync({ type: 'uint8array', compression: 'STORE' });
}

describe('the package rewrite', () => {
  it('rewrites XML parts in one pass, deflated, and stores pictures as they were', async () => {
    const seen: string[] = [];
    const bytes = await rewritePackage(await storedPackage(), (name, xml) => {
      seen.push(name);
      return name === 'ppt/slides/slide1.xml' ? xml.replace('<p:sld>', '<p:sld fixed="1">') : xml;
    });
    expect(seen.sort()).toEqual([
      '[Content_Types].xml',
      'ppt/slides/slide1.xml',
      'ppt/slides/slide2.xml',
    ]);
    const zip = await JSZip.loadAsync(bytes);
    expect(await zip.file('ppt/slides/slide1.xml')!.async('string')).toMatch(/^<p:sld fixed="1">/);
    expect(await zip.file('ppt/slides/slide2.xml')!.async('string')).toBe('<p:sld>second</p:sld>');
    const picture = await zip.file('ppt/media/image-1-1.png')!.async('uint8array');
    expect([...picture]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const methods = zipMethods(bytes);
    expect(methods.get('ppt/slides/slide1.xml')).toBe(DEFLATE);
    expect(methods.get('[Content_Types].xml')).toBe(DEFLATE);
    expect(methods.get('ppt/media/image-1-1.png')).toBe(STORE);
    // The content types stay the first part, where packages put them.
    expect([...methods.keys()][0]).toBe('[Content_Types].xml');
  });
});
