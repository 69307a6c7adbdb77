import {
  deckSchema,
  type DeckDocument,
  type Slide,
  type TextElement,
} from '@slidecraft/deck/scene';
import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  answerLines,
  boxText,
  canRegenerate,
  parseSlides,
  replaceBoxText,
  replaceSlide,
} from './ai-edits';
import { DeckHistory } from './history';
import { testDeck } from './test-deck';

const body = (deck: DeckDocument, slide: number) =>
  deck.slides[slide]!.elements.find((e): e is TextElement => e.id === `s${slide + 1}.body`)!;
const valid = (deck: DeckDocument) => expect(deckSchema.safeParse(deck).success).toBe(true);

/** A slide as the server lays one out: a title and a table. */
function tableSlide(id: string): Slide {
  return {
    id,
    layout: 'content',
    elements: [
      {
        type: 'table',
        id: `${id}.table`,
        x: 60,
        y: 120,
        w: 840,
        h: 80,
        rows: [
          ['区域', '增长'],
          ['华东', '12%'],
        ],
        header: true,
        columnWidths: [420, 420],
        rowHeights: [40, 40],
        font: 'body',
        size: 16,
        color: '1E293B',
        headerColor: 'FFFFFF',
        headerFill: '1D4ED8',
        borderColor: 'DDDDDD',
      },
    ],
    notes: '',
  };
}

describe('answer text', () => {
  it('is one paragraph per line, without list markers or blank lines', () => {
    expect(answerLines('* 华东增长\n- 华南持平\r\n\n  • 新开门店  \n1. 第一步\n-5% 成本')).toEqual([
      '华东增长',
      '华南持平',
      '新开门店',
      '1. 第一步',
      '-5% 成本',
    ]);
    expect(answerLines('\n  \n')).toEqual([]);
  });

  it('is sent as the box text, one paragraph a line', () => {
    expect(boxText(body(testDeck, 1))).toBe('华东增长 12%\n华南持平');
  });
});

describe('applying a text answer', () => {
  it('replaces the paragraphs in the first run’s look as one undo step', () => {
    const styled = structuredClone(testDeck);
    const box = body(styled, 1);
    box.bullet = { indent: 18 };
    box.align = 'center';
    box.paragraphs[0]!.runs[0]! = { text: '华东', size: 22, color: 'AA0000', bold: true };
    const history = new DeckHistory(styled);
    history.change(replaceBoxText('s2', 's2.body', ['华东增长', '华南持平', '新开两店']));
    const after = body(history.deck, 1);
    expect(after.paragraphs).toEqual(
      ['华东增长', '华南持平', '新开两店'].map((text) => ({
        runs: [{ text, size: 22, color: 'AA0000', bold: true }],
      })),
    );
    expect(after).toMatchObject({ align: 'center', bullet: { indent: 18 } });
    valid(history.deck);
    expect(applyPatches(styled, history.takeUnsaved())).toEqual(history.deck);
    expect(history.undo()).toBe(true);
    expect(history.deck).toEqual(styled);
    expect(history.canUndo).toBe(false);
  });

  it('changes nothing for no lines, a missing box or a box that is not text', () => {
    const history = new DeckHistory(testDeck);
    expect(history.change(replaceBoxText('s2', 's2.body', []))).toBe(false);
    expect(history.change(replaceBoxText('s2', 'gone', ['x']))).toBe(false);
    expect(history.change(replaceBoxText('s2', 's2.bar', ['x']))).toBe(false);
  });
});

describe('applying the slides of a slide action', () => {
  it('checks them against the deck model', () => {
    expect(parseSlides(undefined)).toBeNull();
    expect(parseSlides([])).toBeNull();
    expect(parseSlides([tableSlide('s2'), { id: 'x' }])).toBeNull();
    expect(parseSlides([tableSlide('s2')])).toEqual([tableSlide('s2')]);
  });

  it('replaces the slide, inserts the others after it, and undoes all at once', () => {
    const history = new DeckHistory(testDeck);
    // The extra slide's id is taken: it gets another.
    history.change(replaceSlide('s2', [tableSlide('other'), tableSlide('s3')]));
    const ids = history.deck.slides.map((s) => s.id);
    expect(ids.slice(0, 2)).toEqual(['s1', 's2']);
    expect(ids[2]).not.toBe('s3');
    expect(ids.slice(3)).toEqual(['s3', 's4']);
    expect(history.deck.slides[1]!.elements[0]!.type).toBe('table');
    valid(history.deck);
    expect(applyPatches(testDeck, history.takeUnsaved())).toEqual(history.deck);
    history.undo();
    expect(history.deck).toEqual(testDeck);
    expect(history.canUndo).toBe(false);
    history.redo();
    expect(history.deck.slides).toHaveLength(testDeck.slides.length + 1);
  });

  it('does nothing when the slide is gone', () => {
    const history = new DeckHistory(testDeck);
    expect(history.change(replaceSlide('gone', [tableSlide('gone')]))).toBe(false);
  });

  it('keeps covers, agendas, dividers and closings out of regeneration', () => {
    expect(
      ['cover', 'toc', 'divider', 'closing'].map((layout) => canRegenerate({ layout })),
    ).toEqual([false, false, false, false]);
    expect(canRegenerate({ layout: 'content' })).toBe(true);
  });
});
