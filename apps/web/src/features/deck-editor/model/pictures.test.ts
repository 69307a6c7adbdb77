import type { Attachment } from '@slidecraft/contract';
import {
  deckSchema,
  getTheme,
  illustrationHref,
  type DeckDocument,
  type ImageElement,
} from '@slidecraft/deck/scene';
import { describe, expect, it } from 'vitest';
import * as ops from './deck-ops';
import { DeckHistory } from './history';
import { NO_PICTURES, pictureHref, picturesOf } from './pictures';
import { slideSvg } from './slide-svg';
import { testDeck } from './test-deck';

/** Illustrations the engine draws show in the editor and are replaced like any picture. */
const ILLUSTRATION = 'illustration:team:12';
const UPLOAD: Attachment = {
  id: '00000000-0000-4000-8000-000000000001',
  src: 'attachment:00000000-0000-4000-8000-000000000001',
  url: '/api/workspace/ppt/attachment/00000000-0000-4000-8000-000000000001?exp=1&sig=x',
  width: 640,
  height: 480,
};

const illustration: ImageElement = {
  type: 'image',
  id: 'illustration',
  x: 60,
  y: 100,
  w: 300,
  h: 380,
  src: ILLUSTRATION,
};

function illustrated(themeId = testDeck.themeId): DeckDocument {
  const deck = structuredClone(testDeck);
  deck.themeId = themeId;
  deck.slides[1]!.elements.push(illustration);
  return deck;
}

describe('illustrations in the editor', () => {
  it('are drawn as SVG data URLs in the deck theme', () => {
    const deck = illustrated();
    expect(deckSchema.safeParse(deck).success).toBe(true);
    const href = illustrationHref(ILLUSTRATION, getTheme(deck.themeId))!;
    expect(pictureHref(NO_PICTURES, ILLUSTRATION, deck.themeId)).toBe(href);
    const svg = slideSvg(deck, 1);
    expect(svg).toContain(`href="${href}"`);
    // Another theme, another drawing of the same src.
    expect(slideSvg(illustrated('gov-red'), 1)).not.toContain(`href="${href}"`);
    expect(pictureHref(NO_PICTURES, 'attachment:unknown', deck.themeId)).toBeUndefined();
  });

  it('are replaced by an upload like any picture, shown by its signed link', () => {
    const history = new DeckHistory(illustrated());
    history.change(ops.replaceImage(1, 'illustration', UPLOAD.src));
    const replaced = history.deck.slides[1]!.elements.find((e) => e.id === 'illustration');
    expect(replaced).toMatchObject({ type: 'image', src: UPLOAD.src });
    const pictures = picturesOf([UPLOAD]);
    expect(slideSvg(history.deck, 1, pictures)).toContain('/api/workspace/ppt/attachment/');
    history.undo();
    expect(history.deck.slides[1]!.elements.at(-1)).toEqual(illustration);
  });
});
