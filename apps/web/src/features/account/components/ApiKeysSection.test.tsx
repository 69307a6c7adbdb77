import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeyItem } from '@slidecraft/contract';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { SessionArea } from './SessionArea';
import { fakeAuthServer, type } from '../../auth/components/login-test-kit';

const KEYS = '/api/open/keys';
const NEW_ID = '3f1c2b7a-5d4e-4a8b-9c6d-1e2f3a4b5c6d';
const FULL_KEY = 'sc_live_AbC123xYz789qRsTuVwXyZ0123456789abcdefGHIJ';
const OLD: ApiKeyItem = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: '老脚本',
  prefix: 'sc_live_Qw3rTy',
  createdAt: '2024-05-01T08:00:00.000Z',
  lastUsedAt: '2024-05-02T09:30:00.000Z',
};
const UNUSED: ApiKeyItem = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  name: '我的智能体',
  prefix: 'sc_live_Zx9Cv8',
  createdAt: '2024-06-01T08:00:00.000Z',
  lastUsedAt: null,
};

type Route = (call: RecordedCall) => Response | Promise<Response>;

/**
 * The auth fake with the key calls of a server that holds `items`: a create adds the new key
 * first (FULL_KEY, answered once), a revoke removes it; `create` replaces the create's answer.
 */
function fakeKeyServer(items: ApiKeyItem[], options: { create?: Route; list?: Route } = {}) {
  let live = [...items];
  const routes: Record<string, Route> = {
    [KEYS]: (call) => {
      if (call.method === 'POST') {
        if (options.create) return options.create(call);
        const { name } = call.body as { name: string };
        const createdAt = new Date().toISOString();
        const prefix = FULL_KEY.slice(0, 14);
        live = [{ id: NEW_ID, name, prefix, createdAt, lastUsedAt: null }, ...live];
        return envelope({ id: NEW_ID, name, key: FULL_KEY, createdAt });
      }
      return options.list ? options.list(call) : envelope(live);
    },
  };
  for (const item of [...items, { id: NEW_ID }]) {
    routes[`${KEYS}/${item.id}`] = () => {
      if (!live.some((other) => other.id === item.id)) {
        return envelope(null, { code: 404, message: '密钥不存在' });
      }
      live = live.filter((other) => other.id !== item.id);
      return envelope(null);
    };
  }
  return fakeAuthServer(routes);
}

async function openKeys() {
  sessionToken.set('tok');
  renderApp(<SessionArea />);
  fireEvent.click(await screen.findByTestId('user-menu'));
  fireEvent.click(await screen.findByTestId('account-settings'));
  return screen.findByTestId('api-keys-section');
}

function stubClipboard() {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  Object.defineProperty(window.navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
  onTestFinished(() => {
    delete (window.navigator as { clipboard?: unknown }).clipboard;
  });
  return writeText;
}

const rows = () => screen.queryAllByTestId('api-key-row');

describe('API keys in the account settings', () => {
  it('makes a key and shows it once, with a copy button; closed, it is gone', async () => {
    const server = fakeKeyServer([]);
    const writeText = stubClipboard();
    await openKeys();
    expect(await screen.findByTestId('api-keys-empty')).toBeTruthy();
    expect(screen.getByText('还没有 API 密钥')).toBeTruthy();

    fireEvent.click(screen.getByTestId('api-key-create'));
    type('api-key-name', '  部署机器人 ');
    fireEvent.click(screen.getByTestId('api-key-submit'));

    const box = await screen.findByTestId('api-key-created');
    expect(within(box).getByTestId('api-key-value').textContent).toBe(FULL_KEY);
    expect(box.textContent).toContain('关闭后将无法再次查看完整密钥');
    const create = server.callsTo(KEYS).find((c) => c.method === 'POST');
    expect(create?.body).toEqual({ name: '部署机器人' });
    expect(create?.headers.authorization).toBe('Bearer tok');

    fireEvent.click(screen.getByTestId('api-key-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FULL_KEY));
    expect((await screen.findAllByText('已复制')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('api-key-copy').textContent).toContain('已复制');

    // The new key's row shows its prefix only.
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(row.getAttribute('data-key-id')).toBe(NEW_ID);
    expect(row.textContent).toContain(`${FULL_KEY.slice(0, 14)}…`);
    expect(row.textContent).not.toContain(FULL_KEY);
    expect(row.textContent).toContain('从未使用');

    fireEvent.click(screen.getByTestId('api-key-done'));
    await waitFor(() => expect(screen.queryByTestId('api-key-created')).toBeNull());
    expect(document.body.textContent).not.toContain(FULL_KEY);
    expect(screen.getByTestId('api-key-create')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('lists the live keys by their prefix, never the key, after a loading state', async () => {
    let answer: (response: Response) => void = () => {};
    fakeKeyServer([UNUSED, OLD], {
      list: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openKeys();
    expect(screen.getByTestId('api-keys-loading')).toBeTruthy();
    answer(envelope([UNUSED, OLD]));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('api-keys-loading')).toBeNull();
    const [first, second] = rows();
    expect(first!.getAttribute('data-key-id')).toBe(UNUSED.id);
    expect(first!.textContent).toContain('我的智能体');
    expect(first!.textContent).toContain('sc_live_Zx9Cv8…');
    expect(first!.textContent).toContain('从未使用');
    expect(first!.textContent).toMatch(/创建于 2024-0\d-\d\d \d\d:\d\d/);
    expect(second!.getAttribute('data-key-id')).toBe(OLD.id);
    expect(second!.textContent).toContain('sc_live_Qw3rTy…');
    expect(second!.textContent).toMatch(/最近使用 2024-05-0\d \d\d:\d\d/);
    expect(screen.queryByTestId('api-key-value')).toBeNull();
  });

  it('revokes a key only after the confirmation and removes its row', async () => {
    const server = fakeKeyServer([UNUSED, OLD]);
    await openKeys();
    await waitFor(() => expect(rows()).toHaveLength(2));

    const title = '确定撤销密钥“老脚本”吗？';
    fireEvent.click(within(rows()[1]!).getByTestId('api-key-revoke'));
    // antd's confirm names its dialog with a second copy of the title.
    expect((await screen.findAllByText(title)).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(`${KEYS}/${OLD.id}`)).toHaveLength(0);
    expect(rows()).toHaveLength(2);

    fireEvent.click(within(rows()[1]!).getByTestId('api-key-revoke'));
    // The confirm button by its text: the newest dialog's (the cancelled one may still be closing).
    const confirms = await screen.findAllByRole('button', { name: '确认撤销' });
    fireEvent.click(confirms.at(-1)!);
    expect(await screen.findByText('密钥已撤销')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.getAttribute('data-key-id')).toBe(UNUSED.id);
    expect(server.callsTo(`${KEYS}/${OLD.id}`)[0]?.method).toBe('DELETE');
  });

  it("shows the server's message at the cap of live keys (5412), not the caps' dialog", async () => {
    const message = '最多只能保留 10 个 API 密钥，请先撤销不用的密钥';
    fakeKeyServer([UNUSED], {
      create: () => envelope(null, { code: 5412, message }),
    });
    await openKeys();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('api-key-create'));
    type('api-key-name', '第十一个');
    fireEvent.click(screen.getByTestId('api-key-submit'));
    const alert = await screen.findByTestId('api-key-error');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByTestId('api-key-created')).toBeNull();
    expect(screen.queryByText('项目数量已达上限')).toBeNull();
    expect(screen.queryByTestId('confirm-ok')).toBeNull();
    expect(rows()).toHaveLength(1);
  });

  it('checks the name before sending it', async () => {
    const server = fakeKeyServer([]);
    await openKeys();
    fireEvent.click(await screen.findByTestId('api-key-create'));
    expect((screen.getByTestId('api-key-submit') as HTMLButtonElement).disabled).toBe(true);
    type('api-key-name', '长'.repeat(41));
    fireEvent.click(screen.getByTestId('api-key-submit'));
    expect(await screen.findByText('密钥名称最多 40 个字符')).toBeTruthy();
    expect(server.callsTo(KEYS).filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message when the list fails, and loads it again", async () => {
    let fail = true;
    fakeKeyServer([OLD], {
      list: () => (fail ? envelope(null, { code: 500, message: '服务繁忙' }) : envelope([OLD])),
    });
    await openKeys();
    const alert = await screen.findByTestId('api-keys-error');
    expect(alert.textContent).toContain('服务繁忙');
    fail = false;
    fireEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
