import type { UserGuideTemplate } from '@slidecraft/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionArea } from '../features/account/components/SessionArea';
import { tourSeenHere } from '../features/user-guide/seen';
import { sessionToken } from '../shared/storage/session-token';
import { envelope, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render';
import { setViewportWidth } from '../test/setup-dom';
import Home from './Home';

const user = {
  id: 'u-guide',
  name: '用户8000',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

const STEPS: UserGuideTemplate['steps'] = [
  { key: 'topic', target: 'topic-input', title: '输入主题', description: '写下主题' },
  { key: 'deep-thinking', target: 'deep-thinking', title: '深度思考', description: '先思考' },
  { key: 'page-count', target: 'page-limit', title: '选择页数', description: '页数范围' },
  { key: 'submit', target: 'topic-submit', title: '开始生成', description: '生成 PPT' },
];

/** The home page under the header's session area (the tour comes with the user menu). */
const page = () => (
  <>
    <SessionArea />
    <Home />
  </>
);

/** The home page for a signed-in user, with the guide's answers. */
function homeWithGuide(seen: boolean | null, url = '/') {
  sessionToken.set('guide-token-0123456789');
  const server = mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/user/user-info') return envelope(user);
    if (path === '/api/user-guide/template')
      return envelope({
        guide: 'home',
        version: 1,
        steps: STEPS,
        status: seen === null ? null : { seen, doneSteps: [] },
      });
    if (path === '/api/user-guide/status') return envelope({ seen: true, doneSteps: [] });
    if (path === '/api/ai/outline/topic') return envelope({ items: [] });
    return envelope(null);
  });
  renderApp(page(), { url });
  const posted = () =>
    server.calls.filter((c) => c.url.startsWith('/api/user-guide/status')).map((c) => c.body);
  return { ...server, posted };
}

const tourTitle = () => document.querySelector('.sc-user-guide .ant-tour-title')?.textContent;
/** The dimmed page around the step's control (the mask's drawing). */
const dimmed = () => document.querySelector('.sc-user-guide.ant-tour-mask svg') !== null;

describe('the first-visit tour', () => {
  it('walks a new user through the AI box, marking each step, then never shows again', async () => {
    const { posted, calls } = homeWithGuide(false);
    await waitFor(() => expect(tourTitle()).toBe('输入主题'));
    expect(dimmed()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(tourTitle()).toBe('深度思考'));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(tourTitle()).toBe('开始生成'));
    expect(screen.queryByTestId('tour-skip')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '开始使用' }));
    await waitFor(() => expect(tourTitle()).toBeUndefined());
    await waitFor(() =>
      expect(posted()).toEqual([
        { guide: 'home', step: 'topic' },
        { guide: 'home', step: 'deep-thinking' },
        { guide: 'home', step: 'page-count' },
        { guide: 'home', step: 'submit' },
        { guide: 'home', seen: true },
      ]),
    );
    // Seen here: the next visit does not even ask for the guide.
    expect(tourSeenHere(user.id)).toBe(true);
    const asked = calls.filter((c) => c.url.startsWith('/api/user-guide/template')).length;
    expect(asked).toBe(1);
  });

  it('can be skipped from the first step, on a phone too, where it leaves the page usable', async () => {
    setViewportWidth(390);
    const { posted } = homeWithGuide(false);
    await waitFor(() => expect(tourTitle()).toBe('输入主题'));
    expect(dimmed()).toBe(false);
    fireEvent.click(screen.getByTestId('tour-skip'));
    await waitFor(() => expect(tourTitle()).toBeUndefined());
    await waitFor(() => expect(posted()).toEqual([{ guide: 'home', seen: true }]));
    expect(tourSeenHere(user.id)).toBe(true);
  });

  it('shows nothing to a user who has seen it on another device, and remembers that here', async () => {
    const { posted, calls } = homeWithGuide(true);
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/user-guide/template'))).toBe(true),
    );
    await waitFor(() => expect(tourSeenHere(user.id)).toBe(true));
    expect(tourTitle()).toBeUndefined();
    expect(posted()).toEqual([]);
  });

  it('belongs to the home page: elsewhere it is not asked for', async () => {
    const { calls } = homeWithGuide(false, '/templates');
    await screen.findByTestId('user-menu');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.url.startsWith('/api/user-guide'))).toBe(false);
    expect(tourTitle()).toBeUndefined();
  });

  it('is not loaded for a signed-out visitor, nor again for a user who saw it here', async () => {
    const { calls } = mockFetch((call) =>
      call.url.startsWith('/api/ai/outline/topic') ? envelope({ items: [] }) : envelope(null),
    );
    renderApp(page());
    await screen.findByTestId('topic-input');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.url.startsWith('/api/user-guide'))).toBe(false);
  });
});
