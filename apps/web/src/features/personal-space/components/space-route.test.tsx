import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { createQueryClient } from '../../../app/query-client';
import { createRoutes } from '../../../app/routes';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';

const user = {
  id: 'u1',
  name: 'n',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

function renderAt(url: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [url] });
  render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function serve() {
  mockFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/user/user-info') return envelope(user);
    if (path === '/api/personal-space/list') return envelope({ items: [], total: 0 });
    return envelope(null);
  });
}

describe('/space', { timeout: 30_000 }, () => {
  it('is in the header navigation once signed in, and opens the page', async () => {
    sessionToken.set('tok');
    serve();
    renderAt('/');
    const link = await screen.findByTestId('nav-space');
    expect(link.getAttribute('href')).toBe('/space');
    fireEvent.click(link);
    expect(await screen.findByText('还没有 PPT')).toBeTruthy();
    expect(screen.getByTestId('space-tab-trash').textContent).toBe('回收站');
  });

  it('is in the drawer on a phone', async () => {
    setViewportWidth(390);
    sessionToken.set('tok');
    serve();
    renderAt('/');
    await screen.findByTestId('topic-input');
    fireEvent.click(screen.getByTestId('nav-drawer-button'));
    expect((await screen.findByTestId('nav-space')).getAttribute('href')).toBe('/space');
  });

  it('is not offered to a signed-out visitor', async () => {
    serve();
    renderAt('/');
    await screen.findByTestId('nav-pricing');
    expect(screen.queryByTestId('nav-space')).toBeNull();
  });
});
