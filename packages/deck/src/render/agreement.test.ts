import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import { loadFont } from '../fonts/registry.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { galleryDeck } from '../testing/gallery-deck.js';
import { writePdf } from './pdf.js';
import { sceneAt } from './scene.js';
import { renderDeckSvg } from './svg.js';

const run = promisify(execFile);
const deck = galleryDeck();

async function hasPdftotext(): Promise<boolean> {
  try {
    await run('pdftotext', ['-v']);
    return true;
  } catch {
    return false;
  }
}

const poppler = await hasPdftotext();
if (!poppler) console.warn('Skipping the PDF position check: pdftotext is not on PATH.');

/** Words with their boxes (points, top-left origin) per page, from poppler's pdftotext -bbox. */
async function pdfWords(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'deck-pdf-'));
  try {
    await writeFile(join(dir, 'deck.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-bbox', join(dir, 'deck.pdf'), '-']);
    return stdout
      .split('<page ')
      .slice(1)
      .map((page) =>
        [
          ...page.matchAll(
            /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
          ),
        ].map((m) => ({
          x: Number(m[1]),
          yMin: Number(m[2]),
          yMax: Number(m[4]),
          text: m[5] ?? '',
        })),
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('SVG and PDF', () => {
  it('draw every text span of the shared layout in the SVG at its position', () => {
    const svgs = renderDeckSvg(deck);
    deck.slides.forEach((_, index) => {
      for (const primitive of sceneAt(deck, index).primitives) {
        if (primitive.kind !== 'text') continue;
        const { x, baseline } = primitive.span;
        const attributes = `<text x="${Number(x.toFixed(2))}" y="${Number(baseline.toFixed(2))}"`;
        expect(svgs[index]).toContain(attributes);
      }
    });
  });

  it.skipIf(!poppler)('place each text span in the PDF where the layout put it', async () => {
    const pages = await pdfWords(await writePdf(deck));
    expect(pages).toHaveLength(deck.slides.length);
    deck.slides.forEach((_, index) => {
      const words = pages[index]!;
      for (const primitive of sceneAt(deck, index).primitives) {
        if (primitive.kind !== 'text' || primitive.span.text === '•') continue;
        const { span } = primitive;
        const head = span.text.split(' ')[0]!;
        // pdftotext joins a bullet to the word after it; such a word starts at the bullet.
        const word = words.find((w) =>
          w.text.startsWith('•')
            ? w.text.slice(1).startsWith(head.slice(0, 2)) &&
              Math.abs(w.yMax - span.baseline) < span.size
            : w.text.startsWith(head.slice(0, 2)) && Math.abs(w.x - span.x) < 1,
        );
        expect(word, `"${span.text}" at ${span.x}, ${span.baseline}`).toBeDefined();
        expect(word!.yMin).toBeLessThan(span.baseline);
        expect(word!.yMax).toBeGreaterThan(span.baseline);
      }
    });
  });

  it.skipIf(!poppler)(
    'copies its text as written, whatever the process laid out before',
    async () => {
      // Text laid out earlier in the process (a preview, another deck) asks first for a glyph
      // two code points share: the CJK compatibility ideograph U+F900 is drawn as 豈 (U+8C48).
      for (const bold of [false, true]) loadFont('sans', bold).layout('\uf900');
      const deck = outlineToDeck(parseOutline('# 豈有此理\n## 豈止于此\n* 豈能如此'));
      const text = (await pdfWords(await writePdf(deck)))
        .flat()
        .map((w) => w.text)
        .join(' ');
      expect(text).toContain('豈有此理');
      expect(text).not.toContain('\uf900');
    },
  );

  it('writes selectable text with embedded subset fonts', async () => {
    const pdf = (await writePdf(deck)).toString('latin1');
    expect(pdf).toMatch(/\/FontFile2/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(deck.slides.length);
  });
});
