import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { testDeck } from '../../deck-editor/model/test-deck';
import { SharedDeckView } from './SharedDeckView';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';

describe('a deck shared by link', () => {
  it('shows every slide as the engine draws it, and presents from the one clicked', async () => {
    const deck = testDeck;
    const { calls } = mockFetch(() =>
      envelope({ title: '分享的方案', deck, pictures: [], cover: null, allowDownload: false }),
    );
    renderApp(<SharedDeckView code={CODE} />);
    expect(await screen.findByText('分享的方案')).toBeTruthy();
    expect(calls[0]!.url).toBe(`/api/personal-space/share/${CODE}`);
    const slides = screen.getAllByTestId(/^share-slide-/);
    expect(slides).toHaveLength(deck.slides.length);
    expect(slides[0]!.querySelector('svg')).not.toBeNull();
    fireEvent.click(slides[1]!);
    expect(await screen.findByTestId('present-mode')).toBeTruthy();
  });

  it('says a revoked or unknown link is not found, with the way home', async () => {
    mockFetch(() => envelope(null, { code: 5428, message: '分享链接不存在', status: 404 }));
    renderApp(<SharedDeckView code={CODE} />);
    expect(await screen.findByText('分享链接不存在或已失效')).toBeTruthy();
    expect(screen.getByTestId('share-home')).toBeTruthy();
  });

  it('tells a failed call from a dead link, and tries again', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? envelope(null, { code: 500, message: '', status: 500 })
        : envelope({
            title: '分享的方案',
            deck: testDeck,
            pictures: [],
            cover: null,
            allowDownload: false,
          }),
    );
    renderApp(<SharedDeckView code={CODE} />);
    expect(await screen.findByTestId('share-failed')).toBeTruthy();
    expect(screen.queryByTestId('share-not-found')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByTestId('share-retry'));
    expect(await screen.findByText('分享的方案')).toBeTruthy();
  });
});
