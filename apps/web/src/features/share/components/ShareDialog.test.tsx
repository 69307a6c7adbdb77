import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, queryOf } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { ShareDialog } from './ShareDialog';

const RECORD = '0b3f5d2c-8a1e-4c6f-9d2b-7e4a1c3b5f60';
const CODE = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the share dialog', () => {
  it('shows the link on this site, copies it, and stops sharing after a confirmation', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'DELETE'
        ? envelope(null)
        : envelope({ code: CODE, path: `/s/${CODE}`, allowDownload: false }),
    );
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onClose = vi.fn();
    renderApp(<ShareDialog recordId={RECORD} title="方案" onClose={onClose} />);
    const input = (await screen.findByTestId('share-url')) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/s/${CODE}`);
    fireEvent.click(screen.getByText('复制链接'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(input.value));

    fireEvent.click(screen.getByTestId('share-revoke'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const revoke = calls.find((c) => c.method === 'DELETE')!;
    expect(revoke.url).toBe(`/api/personal-space/share?recordId=${RECORD}`);
  });

  it('lets viewers download or not with a switch that shows what the server answered', async () => {
    let allowed = false;
    let refuse = false;
    const { calls } = mockFetch((call) => {
      const asked = queryOf(call).get('allowDownload');
      if (asked !== null && refuse) return envelope(null, { code: 500, status: 500 });
      if (asked !== null) allowed = asked === '1';
      return envelope({ code: CODE, path: `/s/${CODE}`, allowDownload: allowed });
    });
    renderApp(<ShareDialog recordId={RECORD} title="方案" onClose={() => undefined} />);
    const toggle = await screen.findByTestId('share-allow-download');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('允许查看者下载 PPT')).toBeTruthy();
    expect(screen.getByTestId('share-allow-download-hint').textContent).toBe(
      '拿到链接的人只能查看和放映，不能下载。',
    );

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(await screen.findByText('已允许查看者下载')).toBeTruthy();
    expect(screen.getByTestId('share-allow-download-hint').textContent).toBe(
      '拿到链接的人可以下载 PPT 文件。',
    );
    const on = calls.at(-1)!;
    expect(on.url).toBe(`/api/personal-space/share?recordId=${RECORD}&allowDownload=1`);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(queryOf(calls.at(-1)!).get('allowDownload')).toBe('0');

    // A failed call leaves the switch as the server last said.
    refuse = true;
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.length).toBe(4));
    await waitFor(() => expect(toggle.classList.contains('ant-switch-loading')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
