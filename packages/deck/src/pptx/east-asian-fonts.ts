import JSZip from 'jszip';
import type { FontRole } from '../model.js';
import type { DeckTheme } from '../themes.js';

/**
 * pptxgenjs writes one `fontFace` into `<a:latin>`, `<a:ea>` and `<a:cs>` alike, but a Chinese
 * deck needs a Latin face for Latin text and an East Asian face for Chinese text. Runs are
 * written with a placeholder face per font role, and the finished package is rewritten so
 * every run names the theme's Latin face in `<a:latin>`/`<a:cs>` and its East Asian face in
 * `<a:ea>`. The theme part gets the same East Asian faces, so text typed later in PowerPoint
 * or WPS uses them too.
 */
const PLACEHOLDER_PREFIX = 'slidecraft-font-';
const PLACEHOLDER_FACE = /<a:(latin|ea|cs) typeface="slidecraft-font-(heading|body)"/g;

export function fontPlaceholder(role: FontRole): string {
  return PLACEHOLDER_PREFIX + role;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function resolvePlaceholders(xml: string, theme: DeckTheme): string {
  return xml.replace(PLACEHOLDER_FACE, (_match, script: string, role: string) => {
    const pair = theme.fonts[role === 'heading' ? 'heading' : 'body'];
    const face = script === 'ea' ? pair.eastAsian : pair.latin;
    return `<a:${script} typeface="${escapeAttribute(face)}"`;
  });
}

/** Sets the East Asian face (and the Simplified Chinese script face) of one font scheme. */
function setSchemeEastAsian(xml: string, scheme: 'majorFont' | 'minorFont', face: string) {
  const block = new RegExp(`<a:${scheme}>[\\s\\S]*?</a:${scheme}>`);
  const typeface = `typeface="${escapeAttribute(face)}"`;
  return xml.replace(block, (part) =>
    part
      .replace(/<a:ea typeface="[^"]*"/, `<a:ea ${typeface}`)
      .replace(/<a:font script="Hans" typeface="[^"]*"/, `<a:font script="Hans" ${typeface}`),
  );
}

/** The parts that hold text runs or the font scheme; notes use the theme's fonts. */
const PARTS_WITH_FONTS = /^ppt\/(slides|slideLayouts|slideMasters|theme)\/[^/]+\.xml$/;

export async function applyEastAsianFonts(pptx: Uint8Array, theme: DeckTheme): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  for (const name of Object.keys(zip.files).filter((name) => PARTS_WITH_FONTS.test(name))) {
    const file = zip.file(name);
    if (!file) continue;
    const xml = await file.async('string');
    let fixed = xml.includes(PLACEHOLDER_PREFIX) ? resolvePlaceholders(xml, theme) : xml;
    if (name.startsWith('ppt/theme/')) {
      fixed = setSchemeEastAsian(fixed, 'majorFont', theme.fonts.heading.eastAsian);
      fixed = setSchemeEastAsian(fixed, 'minorFont', theme.fonts.body.eastAsian);
    }
    if (fixed.includes(PLACEHOLDER_PREFIX)) {
      throw new Error(`unresolved font placeholder in ${name}`);
    }
    if (fixed !== xml) zip.file(name, fixed);
  }
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
}
