import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { DeckPanel } from './DeckPanel';
import { OUTLINE, RECORD, deckServer, info, pollsOf, tick, useFakeClock } from './deck-test-server';

const shownSlide = () =>
  screen.getByTestId('slide-preview').querySelector('img')?.getAttribute('src');
const pressed = (id: string) => screen.getByTestId(`theme-${id}`).getAttribute('aria-pressed');

/** A record whose previews render one page per poll in whichever theme it has. */
function themedServer(
  options: { changeTheme?: Parameters<typeof deckServer>[0]['changeTheme'] } = {},
) {
  let theme = 'classic';
  let since = 0;
  const server = deckServer({
    poll: (_id, n) => {
      const done = Math.min(4, n - since + 1);
      return info(done, 4, done === 4 ? 'completed' : 'running', theme);
    },
    changeTheme:
      options.changeTheme ??
      ((call) => {
        theme = (call.body as { themeId: string }).themeId;
        since = pollsOf(server.calls).length;
        return envelope({ status: 'pending', finishPage: 0, totalPage: 4 });
      }),
  });
  return server;
}

describe('theme picker', () => {
  beforeEach(useFakeClock);
  afterEach(() => vi.useRealTimers());

  it('changes the theme of the record and re-polls the new previews', async () => {
    const { calls } = themedServer();
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    await tick(999 * 4);
    expect(shownSlide()).toBe('/api/files/classic/1.png');
    expect(screen.getByTestId('slide-thumb-4')).toBeTruthy();
    expect(pressed('classic')).toBe('true');
    const before = pollsOf(calls).length;

    fireEvent.click(screen.getByTestId('theme-ocean'));
    await tick();
    const change = calls.find((c) => c.url === '/api/ai/generate-ppt/preview/theme');
    expect(change).toMatchObject({ method: 'POST', body: { recordId: RECORD, themeId: 'ocean' } });
    expect(pressed('ocean')).toBe('true');
    expect(pressed('classic')).toBe('false');
    expect(screen.getByTestId('preview-progress')).toBeTruthy();
    await tick(999);
    expect(pollsOf(calls).length).toBeGreaterThan(before);

    await tick(999 * 3);
    expect(shownSlide()).toBe('/api/files/ocean/1.png');
    expect(screen.getByTestId('slide-thumb-4')).toBeTruthy();
    expect(screen.queryByTestId('preview-progress')).toBeNull();
  });

  it('shows the change being applied and holds the polls meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = themedServer({
      changeTheme: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    fireEvent.click(screen.getByTestId('theme-forest'));
    await tick();
    const polls = pollsOf(calls).length;

    expect(screen.getByTestId('theme-forest').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('theme-forest').querySelector('[aria-busy="true"]')).toBeTruthy();
    await tick(999 * 3);
    expect(pollsOf(calls)).toHaveLength(polls);

    answer(envelope(null, { code: 5000, message: '主题不存在' }));
    await tick();
    expect(screen.getByText('主题不存在')).toBeTruthy();
    expect(screen.getByTestId('theme-forest').hasAttribute('disabled')).toBe(false);
    expect(pressed('classic')).toBe('true');
  });

  it('generates in a theme chosen before the record exists', async () => {
    const { calls } = themedServer();
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    fireEvent.click(screen.getByTestId('theme-forest'));
    await tick();
    expect(pressed('forest')).toBe('true');
    expect(calls.some((c) => c.url === '/api/ai/generate-ppt/preview/theme')).toBe(false);

    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    const urls = calls.map((c) => c.url.split('?')[0]);
    const created = urls.indexOf('/api/ai/generate-ppt/record');
    const changed = urls.indexOf('/api/ai/generate-ppt/preview/theme');
    // Generated in the chosen theme straight away: no start in the default theme first.
    expect(urls).not.toContain('/api/ai/generate-ppt/preview/outline');
    expect(created).toBeGreaterThan(-1);
    expect(changed).toBeGreaterThan(created);
    expect(urls.indexOf('/api/ai/generate-ppt/record/info')).toBeGreaterThan(changed);
    expect(calls[changed]?.body).toEqual({ recordId: RECORD, themeId: 'forest' });

    await tick(999);
    expect(shownSlide()).toBe('/api/files/forest/1.png');
    expect(pressed('forest')).toBe('true');
  });
});
