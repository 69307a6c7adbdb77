import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { fakeAuthServer } from '../../auth/components/login-test-kit';
import { ImportButton } from './ImportButton';

const OUTLINE = '# 团队年度总结\n## 年度成果\n* 上线三个产品\n';

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
const path = (call: RecordedCall) => new URL(call.url, 'http://localhost').pathname;
/** The import calls among all (the session also loads the user). */
const importCalls = (calls: RecordedCall[]) =>
  calls.map(path).filter((p) => p.startsWith('/api/ai/outline/'));

/** The session's own calls answered by the auth kit; the import calls go to `handler`. */
function server(handler: (call: RecordedCall) => Response | Promise<Response>) {
  return fakeAuthServer({
    '/api/ai/outline/import': handler,
    '/api/ai/outline/parse': handler,
  });
}

function renderImport() {
  sessionToken.set('tok');
  return renderApp(<ImportButton />, {
    routes: [{ path: '/workspace', element: <p>workspace page</p> }],
  });
}

async function chooseFile(name = 'report.docx', size?: number) {
  fireEvent.click(screen.getByTestId('import-open'));
  await screen.findByText('点击或拖拽文件到这里');
  const input = document.querySelector('input[type=file]')!;
  const file = new File(['content'], name);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByTestId('import-file-name');
}

const dialogText = () => document.querySelector('.ant-modal-confirm')?.textContent ?? '';

describe('import from the home box', () => {
  it('sends the file and hands the outline to the workspace like a generated one', async () => {
    const { calls, fn } = server(() => envelope({ source: 'docx', outline: OUTLINE }));
    const { router } = renderImport();
    await chooseFile();
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
    expect(importCalls(calls)).toEqual(['/api/ai/outline/import']);
    const form = fn.mock.calls.find(([url]) => String(url) === '/api/ai/outline/import')![1]!
      .body as FormData;
    expect((form.get('file') as File).name).toBe('report.docx');
    expect(stored(STORAGE_KEYS.generationParams)).toEqual({
      topic: '团队年度总结',
      deep_thinking: false,
      page_limit: '',
      preset: false,
    });
    expect(stored(STORAGE_KEYS.landingOutline)).toEqual({ kind: 'outline', text: OUTLINE });
  });

  it('falls back to the chat-import stream on 5406 / 5407 with the parsed text', async () => {
    const { calls, fn } = server((call) => {
      if (path(call) === '/api/ai/outline/import')
        return envelope(null, { code: 5407, message: '大纲层级错误' });
      return envelope({ source: 'mubu', title: '季度复盘', text: '# A\n##### E\n' });
    });
    const { router } = renderImport();
    fireEvent.click(screen.getByTestId('import-open'));
    fireEvent.click(await screen.findByText('幕布链接'));
    fireEvent.change(screen.getByTestId('import-link'), {
      target: { value: ' https://mubu.com/doc/abcd ' },
    });
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
    expect(importCalls(calls)).toEqual(['/api/ai/outline/import', '/api/ai/outline/parse']);
    const sent = (url: string) =>
      fn.mock.calls.find(([u]) => String(u) === url)![1]!.body as FormData;
    expect(sent('/api/ai/outline/import').get('mubuShareLink')).toBe('https://mubu.com/doc/abcd');
    expect(sent('/api/ai/outline/parse').get('url')).toBe('https://mubu.com/doc/abcd');
    expect(stored(STORAGE_KEYS.landingOutline)).toEqual({
      kind: 'chat-import',
      text: '# A\n##### E\n',
    });
    expect(dialogText()).toBe('');
  });

  it("shows the import-failed dialog with the server's message and one 'I know' button", async () => {
    server(() => envelope(null, { code: 5403, message: '不支持的文件类型' }));
    const { router } = renderImport();
    await chooseFile('photo.docx');
    fireEvent.click(screen.getByTestId('import-submit'));
    const ok = await screen.findByTestId('confirm-ok');
    expect(dialogText()).toContain('导入失败');
    expect(dialogText()).toContain('不支持的文件类型');
    expect(ok.textContent?.replace(/\s/g, '')).toBe('我知道了');
    expect(screen.queryByTestId('confirm-cancel')).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(currentUrl(router)).toBe('/');
  });

  it("says 'generation failed' when the server gave no message of its own", async () => {
    server(() => new Response('bad gateway', { status: 502 }));
    renderImport();
    await chooseFile();
    fireEvent.click(screen.getByTestId('import-submit'));
    await screen.findByTestId('confirm-ok');
    expect(dialogText()).toContain('生成失败');
  });

  it('refuses a file over 20 MB without sending it', async () => {
    const { calls } = server(() => envelope(null));
    renderImport();
    await chooseFile('huge.pdf', 20 * 1024 * 1024 + 1);
    fireEvent.click(screen.getByTestId('import-submit'));
    await screen.findByTestId('confirm-ok');
    expect(dialogText()).toContain('不支持的文件类型: 文件不能超过 20 MB');
    expect(importCalls(calls)).toEqual([]);
  });

  it('shows progress when the import takes more than a second', async () => {
    let answer: (response: Response) => void = () => undefined;
    server(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderImport();
    await chooseFile();
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(await screen.findByTestId('import-progress', {}, { timeout: 2000 })).toBeTruthy();
    answer(envelope({ source: 'docx', outline: OUTLINE }));
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
  });
});
