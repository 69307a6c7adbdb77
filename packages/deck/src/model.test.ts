import { parseOutline } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { DeckError } from './errors.js';
import { DECK_VERSION, migrateDeck } from './model.js';
import { outlineToDeck } from './outline-to-deck.js';
import { SAMPLE_OUTLINE_TEXT } from './testing/sample-outline.js';

const deck = outlineToDeck(parseOutline(SAMPLE_OUTLINE_TEXT));

function migrationError(input: unknown): DeckError {
  try {
    migrateDeck(input);
  } catch (error) {
    if (error instanceof DeckError) return error;
    throw error;
  }
  throw new Error('migrateDeck accepted bad input');
}

describe('migrateDeck', () => {
  it('loads a saved deck, as an object or as JSON text', () => {
    expect(migrateDeck(structuredClone(deck))).toEqual(deck);
    expect(migrateDeck(JSON.stringify(deck))).toEqual(deck);
  });

  it.each([
    ['null', null],
    ['an array', [deck]],
    ['text that is not JSON', '{"version":'],
    ['a deck without a version', { ...deck, version: undefined }],
    ['a deck from a newer build', { ...deck, version: DECK_VERSION + 1 }],
    ['version 0', { ...deck, version: 0 }],
    ['an unknown element type', withFirstElement({ type: 'video', id: 'v' })],
    [
      'a colour with #',
      withFirstElement({ ...deck.slides[0]!.elements[0]!, fill: { color: '#fff' } }),
    ],
    ['duplicate slide ids', { ...deck, slides: [deck.slides[0], deck.slides[0]] }],
  ])('rejects %s as an invalid deck', (_name, input) => {
    const error = migrationError(input);
    expect(error.reason).toBe('invalid-deck');
  });

  it('says why a newer document is rejected', () => {
    expect(migrationError({ ...deck, version: 99 }).message).toMatch(/newer/);
  });
});

function withFirstElement(element: unknown) {
  const [first, ...rest] = deck.slides;
  return { ...deck, slides: [{ ...first, elements: [element] }, ...rest] };
}
