import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../../test/fetch-mock';
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
});
