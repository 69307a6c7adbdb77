import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeckDocument } from '@slidecraft/deck/scene';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { NO_PICTURES } from '../model/pictures';
import { testDeck } from '../model/test-deck';
import { RestylePanel } from './RestylePanel';

/** The editor's test deck as if it came from a .pptx. */
const imported: DeckDocument = {
  ...testDeck,
  imported: { format: 'pptx' },
  slides: testDeck.slides.map((slide) => ({ ...slide, layout: 'pptx:obj' })),
};

const THEMES = [
  { id: 'clean-blue', title: '简约蓝', tags: [], thumbnail: '/t/1.png' },
  { id: 'tech-dark', title: '科技深色', tags: [], thumbnail: '/t/2.png' },
];

function renderPanel(current = 'original') {
  mockFetch(() => envelope({ items: THEMES, total: THEMES.length }));
  const onChoose = vi.fn();
  renderApp(
    <RestylePanel
      deck={imported}
      slideIndex={1}
      pictures={NO_PICTURES}
      current={current}
      onChoose={onChoose}
    />,
  );
  return onChoose;
}

describe('restyling a deck made from a .pptx', () => {
  it('shows the current slide before and after a theme, and applies it on request', async () => {
    const onChoose = renderPanel();
    fireEvent.click(await screen.findByTestId('theme-tech-dark'));
    const before = await screen.findByTestId('restyle-before');
    const after = await screen.findByTestId('restyle-after', {}, { timeout: 5000 });
    const title = testDeck.slides[1]!.elements.find((e) => e.type === 'text');
    const words = title && title.type === 'text' ? title.paragraphs[0]!.runs[0]!.text : '';
    expect(before.textContent).toContain(words);
    expect(after.textContent).toContain(words);
    expect(after.innerHTML).not.toEqual(before.innerHTML);
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('restyle-apply'));
    expect(onChoose).toHaveBeenCalledWith('tech-dark');
  });

  it('goes back to the grid to choose another', async () => {
    renderPanel();
    fireEvent.click(await screen.findByTestId('theme-clean-blue'));
    fireEvent.click(await screen.findByTestId('restyle-another'));
    await waitFor(() => expect(screen.queryByTestId('restyle-compare')).toBeNull());
    expect(screen.getByTestId('theme-tech-dark')).toBeTruthy();
  });

  it('offers the original back once restyled, and not before', async () => {
    const onChoose = renderPanel('tech-dark');
    fireEvent.click(await screen.findByTestId('restyle-original'));
    expect(onChoose).toHaveBeenCalledWith('original');
  });

  it('has no way back while the deck is as imported', async () => {
    renderPanel('original');
    await screen.findByTestId('theme-clean-blue');
    expect(screen.queryByTestId('restyle-original')).toBeNull();
  });
});
