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
    '/api/workspace/ppt/import': handler,
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

  it('keeps a .pptx as an editable deck by default and opens it in the workspace', async () => {
    const recordId = '0b3f5d2c-8a1e-4c6f-9d2b-7e4a1c3b5f60';
    const { calls } = server(() =>
      envelope({ recordId, title: '旧方案', slides: 12, elements: 80, pictures: 3, notes: [] }),
    );
    const { router } = renderImport();
    await chooseFile('旧方案.pptx');
    const keep = screen.getByRole<HTMLInputElement>('radio', {
      name: /原样导入为可编辑的演示文稿/,
    });
    expect(keep.checked).toBe(true);
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(currentUrl(router)).toBe(`/workspace?recordId=${recordId}`));
    expect(calls.map(path)).toContain('/api/workspace/ppt/import');
    expect(importCalls(calls)).toEqual([]);
    expect(await screen.findByText('已导入 12 页')).toBeTruthy();
  });

  it('says how many elements a kept deck could not keep as they were', async () => {
    const note = { slide: 2, kind: 'ink', outcome: 'dropped', reason: 'ink is not kept' };
    server(() =>
      envelope({
        recordId: '0b3f5d2c-8a1e-4c6f-9d2b-7e4a1c3b5f60',
        title: 'x',
        slides: 3,
        elements: 9,
        pictures: 0,
        notes: [note, note],
      }),
    );
    renderImport();
    await chooseFile('deck.pptx');
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(await screen.findByText(/已导入 3 页；2 个元素无法原样保留/)).toBeTruthy();
  });

  it('takes only the outline of a .pptx when the user asks for it', async () => {
    const { calls } = server(() => envelope({ source: 'pptx', outline: OUTLINE }));
    const { router } = renderImport();
    await chooseFile('deck.pptx');
    fireEvent.click(screen.getByRole('radio', { name: '只提取大纲，由 AI 重新设计' }));
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
    expect(importCalls(calls)).toEqual(['/api/ai/outline/import']);
    expect(calls.map(path)).not.toContain('/api/workspace/ppt/import');
  });

  it('does not offer the choice for other files', async () => {
    server(() => envelope(null));
    renderImport();
    await chooseFile('report.docx');
    expect(screen.queryByTestId('import-pptx-mode')).toBeNull();
  });
});
