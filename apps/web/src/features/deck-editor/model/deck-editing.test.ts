import { deckFonts, deckSchema, type DeckDocument, type TextElement } from '@slidecraft/deck/scene';
import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import * as ops from './deck-ops';
import { testDeck } from './test-deck';
import { withFrames } from './frames';
import { COALESCE_MS, DeckHistory } from './history';

/**
 * The editor's model harness: a small deck, edits applied through DeckHistory, and the
 * document asserted after each (valid for the server's schema, and what the patches say).
 */
const deck = testDeck;
const firstText = (d: DeckDocument, slide = 0) =>
  d.slides[slide]!.elements.find((e): e is TextElement => e.type === 'text')!;
const valid = (d: DeckDocument) => expect(deckSchema.safeParse(d).success).toBe(true);
const run = { text: '', size: 18, color: '333333' };

describe('fonts', () => {
  it('puts the selected boxes or every title in a font, one undo step each, and back', () => {
    const history = new DeckHistory(deck);
    const box = firstText(deck, 1);
    history.change(ops.setFontFace(1, [box.id], 'Ma Shan Zheng'));
    const runs = firstText(history.deck, 1).paragraphs.flatMap((p) => p.runs);
    expect(runs.every((r) => r.fontFace === 'Ma Shan Zheng')).toBe(true);
    // Other boxes keep the theme font.
    expect(deckFonts(history.deck)).toMatchObject({ heading: null });
    history.change(ops.setRoleFont('heading', 'Noto Serif SC'));
    expect(deckFonts(history.deck).heading?.id).toBe('noto-serif-sc');
    valid(history.deck);
    expect(applyPatches(deck, history.takeUnsaved())).toEqual(history.deck);
    history.undo();
    expect(deckFonts(history.deck).heading).toBeNull();
    history.change(ops.setFontFace(1, [box.id], null));
    expect(firstText(history.deck, 1)).toEqual(box);
  });
});

describe('DeckHistory', () => {
  it('edits text keeping the style, and the saved patches rebuild the same document', () => {
    const history = new DeckHistory(deck);
    const title = firstText(deck);
    history.change(ops.setText(0, title.id, '季度复盘（修订）\n第二行', run));
    const edited = firstText(history.deck);
    expect(edited.paragraphs.map((p) => p.runs.map((r) => r.text).join(''))).toEqual([
      '季度复盘（修订）',
      '第二行',
    ]);
    expect(edited.paragraphs[0]!.runs[0]!.size).toBe(title.paragraphs[0]!.runs[0]!.size);
    valid(history.deck);
    // What the server receives, applied to what it has, is what the editor shows.
    expect(applyPatches(deck, history.takeUnsaved())).toEqual(history.deck);
    expect(history.hasUnsaved).toBe(false);
  });

  it('undoes and redoes every kind of step, and each is sent to the server', () => {
    const history = new DeckHistory(deck);
    const id = firstText(deck, 1).id;
    history.change(ops.moveElements(1, [id], 30, 0));
    history.change(ops.duplicateSlide(1));
    history.change(ops.setNotes(0, '先讲结论'));
    history.change(ops.deleteSlide(3));
    valid(history.deck);
    expect(history.deck.slides).toHaveLength(deck.slides.length);
    while (history.undo());
    expect(history.deck).toEqual(deck);
    expect(history.canRedo).toBe(true);
    while (history.redo());
    expect(history.deck.slides[0]!.notes).toBe('先讲结论');
    expect(firstText(history.deck, 1).x).toBe(firstText(deck, 1).x + 30);
    expect(applyPatches(deck, history.takeUnsaved())).toEqual(history.deck);
  });

  it('merges a run of nudges or keystrokes into one undo step, not a pause apart', () => {
    const history = new DeckHistory(deck);
    const id = firstText(deck).id;
    history.change(ops.moveElements(0, [id], 1, 0), 'nudge', 1000);
    history.change(ops.moveElements(0, [id], 1, 0), 'nudge', 1100);
    history.change(ops.moveElements(0, [id], 1, 0), 'nudge', 1100 + COALESCE_MS + 1);
    history.undo();
    expect(firstText(history.deck).x).toBe(firstText(deck).x + 2);
    history.undo();
    expect(firstText(history.deck).x).toBe(firstText(deck).x);
    expect(history.canUndo).toBe(false);
  });

  it('a new change after undo drops the redo steps; a change that changes nothing is no step', () => {
    const history = new DeckHistory(deck);
    history.change(ops.setNotes(0, 'a'));
    history.undo();
    history.change(ops.setNotes(0, 'b'));
    expect(history.canRedo).toBe(false);
    expect(history.change(ops.setNotes(0, 'b'))).toBe(false);
  });
});

describe('deck operations', () => {
  it('adds text boxes and shapes in the theme, styles, aligns and bullets them', () => {
    const history = new DeckHistory(deck);
    const box = ops.textBox(deck, '新文本', { x: 100, y: 100, w: 200, h: 50 });
    history.change(ops.addElement(0, box));
    history.change(ops.styleText(0, [box.id], { bold: true, color: 'FF0000', size: 28 }));
    history.change(ops.alignText(0, [box.id], 'center'));
    history.change(ops.toggleBullets(0, [box.id]));
    history.change(ops.addElement(0, ops.shapeBox(deck, { x: 10, y: 10, w: 40, h: 40 })));
    valid(history.deck);
    const added = history.deck.slides[0]!.elements.find((e) => e.id === box.id) as TextElement;
    expect(added.paragraphs[0]!.runs[0]).toMatchObject({ bold: true, color: 'FF0000', size: 28 });
    expect(added).toMatchObject({ align: 'center', bullet: { indent: expect.any(Number) } });
    history.change(ops.toggleBullets(0, [box.id]));
    expect(history.deck.slides[0]!.elements.find((e) => e.id === box.id)).not.toHaveProperty(
      'bullet',
    );
  });

  it('resizes within the smallest side and keeps table columns summing to the frame', () => {
    const history = new DeckHistory(deck);
    const id = firstText(deck).id;
    history.change(ops.setFrame(0, id, { x: 5, y: 5, w: 1, h: 300 }));
    expect(firstText(history.deck)).toMatchObject({ x: 5, y: 5, w: ops.MIN_SIDE, h: 300 });
    const withTable = structuredClone(deck);
    withTable.slides[0]!.elements.push({
      type: 'table',
      id: 'tbl',
      x: 0,
      y: 0,
      w: 200,
      h: 60,
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
      header: true,
      columnWidths: [100, 100],
      rowHeights: [30, 30],
      font: 'body',
      size: 14,
      color: '000000',
      headerColor: 'FFFFFF',
      headerFill: '1D4ED8',
      borderColor: 'DDDDDD',
    });
    const shown = withFrames(withTable, 0, { tbl: { x: 0, y: 0, w: 400, h: 90 } });
    const table = shown.slides[0]!.elements.find((e) => e.id === 'tbl')!;
    expect(table).toMatchObject({ columnWidths: [200, 200], rowHeights: [45, 45] });
    expect(withTable.slides[0]!.elements.find((e) => e.id === 'tbl')).toMatchObject({ w: 200 });
  });

  it('moves, duplicates with new ids, and never deletes the last slide', () => {
    const history = new DeckHistory(deck);
    history.change(ops.moveSlide(0, 2));
    expect(history.deck.slides[2]!.id).toBe(deck.slides[0]!.id);
    history.change(ops.duplicateSlide(2));
    const [a, b] = [history.deck.slides[2]!, history.deck.slides[3]!];
    expect(b.id).not.toBe(a.id);
    expect(b.elements.map((e) => e.id)).not.toContain(a.elements[0]!.id);
    valid(history.deck);
    const single = new DeckHistory({ ...deck, slides: [deck.slides[0]!] });
    single.change(ops.deleteSlide(0));
    expect(single.deck.slides).toHaveLength(1);
  });
});
