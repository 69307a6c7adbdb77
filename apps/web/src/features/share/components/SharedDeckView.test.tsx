import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { testBrandSpec } from '@slidecraft/deck/testing/brand-spec';
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
    // The owner did not allow downloads: no button.
    expect(screen.queryByTestId('share-download')).toBeNull();
    fireEvent.click(slides[1]!);
    expect(await screen.findByTestId('present-mode')).toBeTruthy();
  });

  it("draws a deck in its owner's brand theme with the theme the share carries", async () => {
    const themeId = 'brand-00000000-0000-4000-8000-0000000000b1';
    const spec = testBrandSpec();
    const logo = spec.logos[0]!.src;
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    mockFetch(() =>
      envelope({
        title: '企业方案',
        deck: { ...testDeck, themeId },
        pictures: [],
        cover: null,
        allowDownload: false,
        brandTheme: {
          themeId,
          name: '公司模板',
          spec,
          pictures: [{ src: logo, dataUrl, width: 60, height: 24 }],
        },
      }),
    );
    renderApp(<SharedDeckView code={CODE} />);
    expect(await screen.findByText('企业方案')).toBeTruthy();
    const svg = screen.getAllByTestId(/^share-slide-/)[0]!.querySelector('svg')!;
    // The template's grey page and its logo, as the owner's editor draws them.
    expect(svg.innerHTML.toUpperCase()).toContain('#F0F0F0');
    expect(svg.innerHTML).toContain(dataUrl);
  });

  it('draws a brand deck whose theme is gone in the default theme instead of failing', async () => {
    mockFetch(() =>
      envelope({
        title: '企业方案',
        deck: { ...testDeck, themeId: 'brand-00000000-0000-4000-8000-0000000000b2' },
        pictures: [],
        cover: null,
        allowDownload: false,
      }),
    );
    renderApp(<SharedDeckView code={CODE} />);
    expect(await screen.findByText('企业方案')).toBeTruthy();
    expect(screen.getAllByTestId(/^share-slide-/)[0]!.querySelector('svg')).not.toBeNull();
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

  describe('downloading the PPTX when the owner allows it', () => {
    const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    const shared = (allowDownload: boolean) =>
      envelope({ title: '分享的方案', deck: testDeck, pictures: [], cover: null, allowDownload });
    /** The names the page handed to the browser as downloads. */
    let saved: { href: string; name: string }[];
    beforeEach(() => {
      saved = [];
      URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pptx');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ href: this.href, name: this.download });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('shows the progress, then gives the browser the file under the name the server gave', async () => {
      let send: ReadableStreamDefaultController<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void (send = controller),
      });
      const { calls } = mockFetch((call) =>
        call.url.endsWith('/download')
          ? new Response(body, {
              headers: {
                'content-type': PPTX,
                'content-length': '4',
                'content-disposition': `attachment; filename="download.pptx"; filename*=UTF-8''${encodeURIComponent('分享的方案.pptx')}`,
              },
            })
          : shared(true),
      );
      renderApp(<SharedDeckView code={CODE} />);
      const button = await screen.findByTestId('share-download');
      expect(button.textContent).toContain('下载 PPT');
      fireEvent.click(button);
      await waitFor(() =>
        expect(calls.at(-1)!.url).toBe(`/api/personal-space/share/${CODE}/download`),
      );
      // A visitor without a session: no token goes with it.
      expect(calls.at(-1)!.headers.authorization).toBeUndefined();
      send!.enqueue(new Uint8Array([0x50, 0x4b]));
      await waitFor(() => expect(button.textContent).toContain('下载中 50%'));
      send!.enqueue(new Uint8Array([3, 4]));
      send!.close();
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({ href: 'blob:http://localhost/pptx', name: '分享的方案.pptx' });
      expect(await screen.findByText('已开始下载')).toBeTruthy();
      await waitFor(() => expect(button.textContent).toContain('下载 PPT'));
      expect(screen.queryByTestId('share-download-error')).toBeNull();
    });

    it('says the author turned downloads off, and the button goes', async () => {
      let allowed = true;
      mockFetch((call) => {
        if (!call.url.endsWith('/download')) return shared(allowed);
        allowed = false;
        return envelope(null, { code: 5429, message: '分享文件不存在', status: 403 });
      });
      renderApp(<SharedDeckView code={CODE} />);
      fireEvent.click(await screen.findByTestId('share-download'));
      expect((await screen.findByTestId('share-download-error')).textContent).toContain(
        '作者已关闭这份 PPT 的下载。如需文件，请联系分享者开启下载。',
      );
      await waitFor(() => expect(screen.queryByTestId('share-download')).toBeNull());
      expect(screen.queryByTestId('share-download-retry')).toBeNull();
      expect(saved).toHaveLength(0);
    });

    it('after a network failure, says to check the connection, and tries again', async () => {
      let offline = true;
      mockFetch((call) => {
        if (!call.url.endsWith('/download')) return shared(true);
        if (offline) throw new TypeError('Failed to fetch');
        return new Response(new Uint8Array([0x50, 0x4b]), { headers: { 'content-type': PPTX } });
      });
      renderApp(<SharedDeckView code={CODE} />);
      fireEvent.click(await screen.findByTestId('share-download'));
      expect((await screen.findByTestId('share-download-error')).textContent).toContain(
        '下载没有完成，请检查网络连接后重试。',
      );
      offline = false;
      fireEvent.click(screen.getByTestId('share-download-retry'));
      await waitFor(() => expect(saved).toHaveLength(1));
      // No name from the server: the deck's title.
      expect(saved[0]!.name).toBe('分享的方案.pptx');
      expect(screen.queryByTestId('share-download-error')).toBeNull();
    });
  });
});
