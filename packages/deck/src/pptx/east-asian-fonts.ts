import { AsyncLocalStorage } from 'node:async_hooks';
import JSZip from 'jszip';
import type { FontRole } from '../model.js';
import type { DeckTheme } from '../themes.js';

/**
 * pptxgenjs writes one `fontFace` into `<a:latin>`, `<a:ea>` and `<a:cs>` alike, but a Chinese
 * deck needs a Latin face for Latin text and an East Asian face for Chinese text. Runs are
 * written with a placeholder face per font role, and every part is rewritten so each run names
 * the theme's Latin face in `<a:latin>`/`<a:cs>` and its East Asian face in `<a:ea>`. The
 * theme part gets the same East Asian faces, so text typed later in PowerPoint or WPS uses them.
 *
 * The rewrite happens as pptxgenjs hands each part to JSZip (`withEastAsianFonts`), so the
 * parts need no second pass. When that hook cannot see pptxgenjs's JSZip (a second copy of
 * jszip), the writer rewrites the finished package's parts instead (fixFontsInPackagePart).
 */
const PLACEHOLDER_PREFIX = 'slidecraft-font-';
const PLACEHOLDER_FACE = /<a:(latin|ea|cs) typeface="slidecraft-font-(heading|body)"/g;

export function fontPlaceholder(role: FontRole): string {
  return PLACEHOLDER_PREFIX + role;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

type Replacements = Readonly<Record<string, string>>;

/** Per theme, each placeholder tag's replacement, built once (themes are long-lived objects). */
const replacementsByTheme = new WeakMap<DeckTheme, Replacements>();

function replacementsFor(theme: DeckTheme): Replacements {
  let replacements = replacementsByTheme.get(theme);
  if (!replacements) {
    const entries: [string, string][] = [];
    for (const role of ['heading', 'body'] as const) {
      const pair = theme.fonts[role];
      for (const script of ['latin', 'ea', 'cs'] as const) {
        const face = script === 'ea' ? pair.eastAsian : pair.latin;
        entries.push([
          `<a:${script} typeface="${PLACEHOLDER_PREFIX}${role}"`,
          `<a:${script} typeface="${escapeAttribute(face)}"`,
        ]);
      }
    }
    replacements = Object.fromEntries(entries);
    replacementsByTheme.set(theme, replacements);
  }
  return replacements;
}

function resolvePlaceholders(xml: string, theme: DeckTheme): string {
  const replacements = replacementsFor(theme);
  return xml.replace(PLACEHOLDER_FACE, (match) => replacements[match] ?? match);
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

/** One part with the theme's fonts in place of the placeholders. */
export function fixFontsInPart(name: string, xml: string, theme: DeckTheme): string {
  const hasPlaceholders = xml.includes(PLACEHOLDER_PREFIX);
  let fixed = hasPlaceholders ? resolvePlaceholders(xml, theme) : xml;
  if (name.startsWith('ppt/theme/')) {
    fixed = setSchemeEastAsian(fixed, 'majorFont', theme.fonts.heading.eastAsian);
    fixed = setSchemeEastAsian(fixed, 'minorFont', theme.fonts.body.eastAsian);
  }
  if (hasPlaceholders && fixed.includes(PLACEHOLDER_PREFIX)) {
    throw new Error(`unresolved font placeholder in ${name}`);
  }
  return fixed;
}

/** fixFontsInPart for a part that holds runs or the font scheme; any other part as it is. */
export function fixFontsInPackagePart(name: string, xml: string, theme: DeckTheme): string {
  return PARTS_WITH_FONTS.test(name) ? fixFontsInPart(name, xml, theme) : xml;
}

interface FontPass {
  theme: DeckTheme;
  parts: number;
}

const activePass = new AsyncLocalStorage<FontPass>();
let hookInstalled = false;

/** Wraps JSZip's `file` once; it only acts inside `withEastAsianFonts` (per async context). */
function installHook(): void {
  if (hookInstalled) return;
  hookInstalled = true;
  type FileMethod = (this: JSZip, ...args: unknown[]) => unknown;
  const prototype = JSZip.prototype as unknown as { file: FileMethod };
  const original = prototype.file;
  prototype.file = function file(this: JSZip, ...args: unknown[]) {
    const pass = activePass.getStore();
    const [name, data] = args;
    if (
      pass &&
      typeof name === 'string' &&
      typeof data === 'string' &&
      PARTS_WITH_FONTS.test(name)
    ) {
      args[1] = fixFontsInPart(name, data, pass.theme);
      pass.parts++;
    }
    return original.apply(this, args);
  };
}

/**
 * Runs `write` (a pptxgenjs write) with the font rewrite hooked into its zipping; returns the
 * bytes and whether the hook saw the parts (false means they still hold placeholders).
 */
export async function withEastAsianFonts<T>(
  theme: DeckTheme,
  write: () => Promise<T>,
): Promise<{ result: T; rewritten: boolean }> {
  installHook();
  const pass: FontPass = { theme, parts: 0 };
  const result = await activePass.run(pass, write);
  return { result, rewritten: pass.parts > 0 };
}
