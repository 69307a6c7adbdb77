#!/usr/bin/env node
// Writes the PPTX fidelity corpus, apps/server/test/fixtures/pptx-corpus/ (see its README.md):
// decks written by pptxgenjs with a manifest of what each holds, LibreOffice's own templates
// saved as PPTX, and one pptxgenjs deck passed through LibreOffice (PPTX -> ODP -> PPTX).
// Needs soffice (LibreOffice) on the PATH. Run from the repository root:
//   node scripts/make-pptx-corpus.mjs
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as prettier from 'prettier';
import { chineseDeck } from './pptx-corpus/decks-chinese.mjs';
import { chartDeck, pictureDeck, tableDeck } from './pptx-corpus/decks-data.mjs';
import { mixedDeck } from './pptx-corpus/decks-mixed.mjs';
import { masterDeck, shapeDeck, textDeck } from './pptx-corpus/decks-text.mjs';
import { reproducible } from './pptx-corpus/package-zip.mjs';
import { corpusPictures } from './pptx-corpus/pictures.mjs';

const run = promisify(execFile);
const OUT = new URL('../apps/server/test/fixtures/pptx-corpus/', import.meta.url);
const TEMPLATES = '/usr/lib/libreoffice/share/template/common/presnt';
/** Templates with pictures on the master, a vector-only master, and several masters. */
const TEMPLATE_NAMES = ['Nature_Illustration', 'Metropolis', 'Beehive', 'Piano'];

async function pptxgenjsVersion() {
  const manifest = new URL('../node_modules/pptxgenjs/package.json', import.meta.url);
  return `pptxgenjs ${JSON.parse(await readFile(manifest, 'utf8')).version}`;
}

/** soffice with a profile of its own, so a desktop LibreOffice or a test run does not clash. */
async function soffice(args) {
  const profile = join(tmpdir(), `lo-corpus-${randomUUID()}`);
  try {
    return await run(
      'soffice',
      [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore', ...args],
      {
        timeout: 120_000,
      },
    );
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

async function libreOfficeVersion() {
  const { stdout } = await soffice(['--version']);
  return stdout.trim().split(' ').slice(0, 2).join(' ');
}

/** Converts `input` to `format` (a file extension) in `dir`; answers the output path. */
async function convert(input, format, dir) {
  await soffice(['--convert-to', format, '--outdir', dir, input]);
  const base = input
    .split('/')
    .pop()
    .replace(/\.[^.]+$/, '');
  return join(dir, `${base}.${format}`);
}

async function pptxgenjsDecks(pictures, writer) {
  const decks = {
    'pptxgenjs-text.pptx': textDeck(),
    'pptxgenjs-master.pptx': masterDeck(pictures),
    'pptxgenjs-pictures.pptx': pictureDeck(pictures),
    'pptxgenjs-shapes.pptx': shapeDeck(),
    'pptxgenjs-tables.pptx': tableDeck(),
  };
  decks['pptxgenjs-charts.pptx'] = chartDeck(decks['pptxgenjs-text.pptx'].pptx);
  decks['pptxgenjs-chinese.pptx'] = chineseDeck(decks['pptxgenjs-text.pptx'].pptx);
  decks['pptxgenjs-mixed.pptx'] = mixedDeck(pictures, { title: 'Mixed deck', count: 5 });
  decks['pptxgenjs-50-slides.pptx'] = mixedDeck(pictures, { title: 'Fifty slides', count: 50 });
  const files = new Map();
  const manifest = {};
  for (const [name, deck] of Object.entries(decks)) {
    files.set(name, await reproducible(await deck.write()));
    manifest[name] = { writer, expected: deck.manifest() };
  }
  return { files, manifest };
}

async function libreOfficeDecks(mixedPptx, writer, work) {
  const files = new Map();
  const manifest = {};
  for (const template of TEMPLATE_NAMES) {
    const input = join(work, `${template}.otp`);
    await copyFile(join(TEMPLATES, `${template}.otp`), input);
    const name = `libreoffice-template-${template.toLowerCase().replace(/_/g, '-')}.pptx`;
    const converted = await readFile(await convert(input, 'pptx', join(work, 'templates')));
    files.set(name, await reproducible(converted, { randomIds: true }));
    manifest[name] = { writer, from: `${TEMPLATES}/${template}.otp` };
  }
  const source = join(work, 'pptxgenjs-mixed.pptx');
  await writeFile(source, mixedPptx);
  const odp = await convert(source, 'odp', join(work, 'odp'));
  const back = await convert(odp, 'pptx', join(work, 'back'));
  files.set(
    'libreoffice-roundtrip.pptx',
    await reproducible(await readFile(back), { randomIds: true }),
  );
  manifest['libreoffice-roundtrip.pptx'] = {
    writer,
    from: 'pptxgenjs-mixed.pptx, saved as ODP and then as PPTX',
  };
  return { files, manifest };
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'pptx-corpus-'));
  try {
    const pictures = await corpusPictures();
    const made = await pptxgenjsDecks(pictures, await pptxgenjsVersion());
    const lo = await libreOfficeDecks(
      made.files.get('pptxgenjs-mixed.pptx'),
      await libreOfficeVersion(),
      work,
    );
    await mkdir(OUT, { recursive: true });
    let total = 0;
    for (const [name, bytes] of [...made.files, ...lo.files]) {
      await writeFile(new URL(name, OUT), bytes);
      total += bytes.length;
      console.log(`${name}\t${bytes.length} bytes`);
    }
    const manifestPath = new URL('corpus.json', OUT);
    const options = (await prettier.resolveConfig(manifestPath.pathname)) ?? {};
    const json = JSON.stringify({ ...made.manifest, ...lo.manifest }, null, 2);
    await writeFile(manifestPath, await prettier.format(json, { ...options, parser: 'json' }));
    console.log(`total\t${total} bytes`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
