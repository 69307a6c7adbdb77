import { themeSampleDeck, writePptx, type DeckDocument } from '@slidecraft/deck';
import { describe, expect, it } from 'vitest';
import {
  compareFacts,
  compareRenderedText,
  deckFacts,
  hasLibreOffice,
  importDifferences,
  libreOfficeText,
  pptxFacts,
  readCorpusDeck as corpusFile,
  slideFacts,
  type DeckFacts,
} from './support/pptx-fidelity.js';

/**
 * The fidelity harness's verdicts: the differences it names between an original and an import
 * (facts, an ImportedPptx, LibreOffice's renderings), and none for a faithful one.
 */

/** The sample deck's cover and cards slides, written by the engine. */
const sampleDeck = (): DeckDocument => {
  const deck = themeSampleDeck('consulting-navy');
  return { ...deck, slides: deck.slides.slice(0, 2) };
};

describe('compareFacts', () => {
  it("finds nothing between the engine's deck and the PPTX it writes", async () => {
    const deck = sampleDeck();
    expect(compareFacts(await pptxFacts(await writePptx(deck)), deckFacts(deck))).toEqual([]);
  });

  it('names a moved element, a lost text and a lost chart, and nothing else', async () => {
    const original = await pptxFacts(corpusFile('pptxgenjs-charts.pptx'));
    const imported = structuredClone(original);
    imported.slides[0]!.frames[0]!.x += 0.03 * imported.page.width;
    const stacked = imported.slides[1]!.frames[1]!;
    stacked.texts = stacked.texts.filter((text) => text !== 'Hardware');
    imported.slides[2] = slideFacts(imported.slides[2]!.frames.slice(0, 1), { picture: false });
    const differences = compareFacts(original, imported);
    expect(differences.filter((difference) => !difference.startsWith('slide 3:'))).toEqual([
      'slide 1: text “Bar chart with a negative value” (x 4.5 %, y 4.0 %, w 90.0 %, h 10.7 % of the page) is off by 3.0 % of the page: imported at text “Bar chart with a negative value” (x 7.5 %, y 4.0 %, w 90.0 %, h 10.7 % of the page)',
      'slide 2: text missing: “Hardware”',
    ]);
    expect(differences).toContain('slide 3: text missing: “People per day”');
    expect(differences).toContain('slide 3: 1 charts in the original, 0 imported');
  });

  it('matches by kind and text, not by order, and in fractions of each page', async () => {
    const original = await pptxFacts(corpusFile('pptxgenjs-shapes.pptx'));
    const scale = 0.75;
    const imported: DeckFacts = {
      page: { width: original.page.width * scale, height: original.page.height * scale },
      slides: original.slides.map((slide) =>
        slideFacts(
          [...slide.frames].reverse().map((frame) => ({
            ...frame,
            x: frame.x * scale,
            y: frame.y * scale,
            w: frame.w * scale,
            h: frame.h * scale,
          })),
          slide.background,
        ),
      ),
    };
    expect(compareFacts(original, imported)).toEqual([]);
  });

  it("excuses what the report pictured, and the master's shapes when told to", async () => {
    const original = await pptxFacts(corpusFile('pptxgenjs-master.pptx'));
    const [, , footer] = original.slides[0]!.frames;
    const pictured = structuredClone(original);
    pictured.slides[0] = slideFacts(
      pictured.slides[0]!.frames.map((frame) =>
        frame.texts.includes('Corpus deck, master footer')
          ? { ...frame, kind: 'picture', texts: [] }
          : frame,
      ),
      pictured.slides[0]!.background,
    );
    expect(compareFacts(original, pictured)).toContain(
      'slide 1: text missing: “Corpus deck, master footer”',
    );
    expect(compareFacts(original, pictured, { pictured: [{ slide: 1 }] })).toEqual([]);
    expect(footer!.from).toBe('layout');

    const withoutMaster = structuredClone(original);
    withoutMaster.slides = withoutMaster.slides.map((slide) =>
      slideFacts(
        slide.frames.filter((frame) => frame.from === 'slide'),
        slide.background,
      ),
    );
    expect(compareFacts(original, withoutMaster)).toContain(
      'slide 1: 1 pictures in the original, 0 imported',
    );
    expect(compareFacts(original, withoutMaster, { ignoreInherited: true })).toEqual([]);
  });
});

describe('importDifferences', () => {
  const imported = (deck: DeckDocument) => ({
    deck,
    pictures: [],
    report: {
      slides: deck.slides.length,
      elements: deck.slides.reduce((sum, slide) => sum + slide.elements.length, 0),
      notes: [],
    },
  });

  it('finds nothing for a faithful import and its export', async () => {
    const deck = sampleDeck();
    const original = await writePptx(deck);
    expect(
      await importDifferences(original, imported(deck), { exported: await writePptx(deck) }),
    ).toEqual([]);
  });

  it('names a picture without bytes and a report that miscounts', async () => {
    const deck = sampleDeck();
    const original = await writePptx(deck);
    const src = 'attachment:00000000-0000-4000-8000-000000000001';
    const changed = structuredClone(deck);
    changed.slides[1]!.background = { color: 'FFFFFF', image: src };
    const result = imported(changed);
    result.report.elements += 1;
    const differences = await importDifferences(original, result);
    expect(differences).toContain(`slide 2: picture ${src} has no bytes in the import`);
    expect(differences).toContain('slide 2: background picture added by the import');
    expect(differences).toContain(
      `the report counts ${result.report.elements} elements, the deck has ${result.report.elements - 1}`,
    );
  });
});

describe('compareRenderedText', () => {
  it('names the words a page lost or gained, Chinese by the character', () => {
    expect(
      compareRenderedText(['Plan Build Ship', '季度经营回顾'], ['Ship Plan', '季度经营']),
    ).toEqual(['page 1: missing “Build”', 'page 2: missing “回 顾”']);
    expect(compareRenderedText(['a'], ['a', 'b'])).toEqual([
      '1 pages rendered from the original, 2 from the import',
    ]);
  });
});

const libreOfficeReady = await hasLibreOffice();

describe('libreOfficeText', () => {
  it.skipIf(!libreOfficeReady)(
    "reads each rendered page, and a deck's LibreOffice round trip renders the same words",
    async () => {
      const [chinese, mixed, roundTrip] = await Promise.all(
        ['pptxgenjs-chinese.pptx', 'pptxgenjs-mixed.pptx', 'libreoffice-roundtrip.pptx'].map(
          (name) => libreOfficeText(corpusFile(name)),
        ),
      );
      expect(chinese).toHaveLength(4);
      expect(chinese![0]).toContain('季度经营回顾');
      expect(chinese![2]).toContain('华东 320 345 362');
      expect(compareRenderedText(mixed!, roundTrip!)).toEqual([]);
    },
  );
});
