import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { ProductCards, type CardItem } from './ProductCards';

// A phone's drawer: a 342 px row of 148 px cards, 12 px apart (the fourth ends at 628 px).
const ROW = 342;
const CARD = 148;
const STEP = CARD + 12;
const plans: CardItem[] = ['monthly', 'quarterly', 'yearly', 'lifetime'].map((id, i) => ({
  id,
  title: id,
  price: { currency: 'CNY', pay: 1000 * (i + 1), original: 0 },
  tip: '',
  badge: '',
}));

const rect = (left: number, width: number) =>
  ({ left, right: left + width, top: 0, bottom: 100, width, height: 100 }) as DOMRect;

/** jsdom lays nothing out: the row and its cards side by side, as the row is scrolled. */
const original = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.getAttribute('role') === 'radiogroup') return rect(0, ROW);
    if (this.getAttribute('role') !== 'radio') return original.call(this);
    const row = this.parentElement!;
    const index = [...row.children].indexOf(this);
    return rect(index * STEP - row.scrollLeft, CARD);
  };
});
afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = original;
});

/** The cards as a panel holds them: `first` preselected, a tap selects another. */
function Plans({ first }: { first: string }) {
  const [selected, setSelected] = useState(first);
  return <ProductCards products={plans} selected={selected} onSelect={setSelected} />;
}
const row = () => screen.getByRole('radiogroup');
const tap = (id: string) => fireEvent.click(screen.getByTestId(`product-${id}`));

describe('the plans’ row keeps the selected card in view', () => {
  it('opens scrolled just far enough to show the preselected card whole', () => {
    renderApp(<Plans first="yearly" />);
    // The yearly card spans 320-468: the row scrolls by what sticks out on the right.
    expect(row().scrollLeft).toBe(2 * STEP + CARD - ROW);
  });

  it('follows the selection both ways, and stays put for a card already in view', () => {
    renderApp(<Plans first="monthly" />);
    expect(row().scrollLeft).toBe(0);
    tap('lifetime');
    expect(row().scrollLeft).toBe(3 * STEP + CARD - ROW);
    tap('yearly');
    expect(row().scrollLeft).toBe(3 * STEP + CARD - ROW);
    tap('monthly');
    expect(row().scrollLeft).toBe(0);
  });
});
