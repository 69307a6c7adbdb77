import { createReadStream, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SHIPPED_FONTS, shippedFont, type ShippedFont } from '@slidecraft/deck';

/**
 * The shipped fonts for browsers, from their @fontsource packages: each font's CSS lists
 * unicode-range slices of WOFF2 files (about 100 per Chinese face), so a browser fetches only
 * the slices holding the characters it draws, never a whole 5-10 MB face. The engine draws the
 * same faces from the TTFs of @expo-google-fonts (fonts/registry.ts in packages/deck).
 */
const requireHere = createRequire(import.meta.url);

/** The CSS of one font: `/fonts/<id>.css`. */
export function webFontCssPath(id: string): string {
  return `/fonts/${id}.css`;
}

/** A slice file name as @fontsource names them. */
const SLICE_FILE = /^[a-z0-9-]+\.woff2$/;

interface WebFont {
  dir: string;
  version: string;
  css: string;
}

const cache = new Map<string, WebFont>();

/** The weights the engine draws: regular, and bold where the family has one. */
function weights(font: ShippedFont): string[] {
  return font.hasBold ? ['400', '700'] : ['400'];
}

function webFont(font: ShippedFont): WebFont {
  let web = cache.get(font.id);
  if (!web) {
    const dir = dirname(requireHere.resolve(`@fontsource/${font.id}/400.css`));
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    // WOFF2 only (every browser the app supports reads it), each slice under our own path.
    const css = weights(font)
      .map((weight) => readFileSync(join(dir, `${weight}.css`), 'utf8'))
      .join('\n')
      .replace(
        /url\(\.\/files\/([a-z0-9-]+\.woff2)\) format\('woff2'\)(, url\([^)]*\) format\('woff'\))?/g,
        (_match, file: string) => `url(/fonts/${font.id}/${version}/${file}) format('woff2')`,
      );
    web = { dir, version, css };
    cache.set(font.id, web);
  }
  return web;
}

/** The CSS of a shipped font, or undefined for an unknown id. */
export function webFontCss(id: string): string | undefined {
  const font = shippedFont(id);
  return font && webFont(font).css;
}

/**
 * One slice file of a shipped font, opened, or undefined for an unknown font, version or file
 * (a stale version is a 404: the CSS naming it is stale too, and reloads).
 */
export async function openWebFontFile(
  id: string,
  version: string,
  file: string,
): Promise<{ stream: NodeJS.ReadableStream; size: number } | undefined> {
  const font = shippedFont(id);
  if (!font || !SLICE_FILE.test(file) || !file.startsWith(`${id}-`)) return undefined;
  const web = webFont(font);
  if (version !== web.version) return undefined;
  const path = join(web.dir, 'files', file);
  try {
    // Opened first, then measured: a file that is not there is a 404, never a stream error.
    const handle = await open(path, 'r');
    const { size } = await handle.stat();
    return { stream: createReadStream(path, { fd: handle }), size };
  } catch {
    return undefined;
  }
}

/**
 * Every shipped font has its web font package (checked at start-up: only resolved; the CSS is
 * read on a font's first request).
 */
export function checkWebFonts(): void {
  for (const font of SHIPPED_FONTS) requireHere.resolve(`@fontsource/${font.id}/400.css`);
}
