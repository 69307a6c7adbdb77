import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sseResponse } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { aiApi } from '@slidecraft/contract';
import { api, noData, stream } from '../http';
import { ApiError } from '../http/api-error';
import { UPGRADE_PATH } from './ai-limit-dialog';

/** Mounts the providers so toasts and dialogs render into the document. */
const mountFeedback = () => renderApp(<div />);

async function failWith(code: number, message: string, quiet?: readonly number[]) {
  mockFetch(() => envelope(null, { code, message }));
  const error = await api.post('/api/ai/x', noData, {}, quiet ? { quiet } : {}).catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

// antd repeats a confirm title for screen readers, hence findAll.
const dialogTitle = async (text: string) => (await screen.findAllByText(text)).length > 0;
const noToast = () => expect(document.querySelector('.ant-message-notice')).toBeNull();

describe('AI limit dialogs (spec section 8)', () => {
  it('5401: the message, advice to change the topic and a "change the topic" button', async () => {
    mountFeedback();
    const error = await failWith(5401, '内容包含敏感词，请修改主题后重试');
    expect(error.notified).toBe(true);
    expect(await dialogTitle('内容包含敏感词，请修改主题后重试')).toBe(true);
    expect(screen.getByText(/请换一个主题/)).toBeTruthy();
    expect(screen.queryByTestId('confirm-cancel')).toBeNull();
    expect(screen.getByTestId('confirm-ok').textContent).toContain('修改主题');
    noToast();
  });

  it('5410: "AI points insufficient" with an upgrade button that opens the plans', async () => {
    mountFeedback();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await failWith(5410, 'AI 点数不足，升级专业版可无限生成');
    expect(await dialogTitle('AI 点数不足')).toBe(true);
    expect(screen.getByText('AI 点数不足，升级专业版可无限生成')).toBeTruthy();
    expect(screen.getByTestId('confirm-ok').textContent).toContain('升级专业版');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(UPGRADE_PATH));
  });

  it('5414: a professional feature, with the server message and an upgrade button that opens the plans', async () => {
    mountFeedback();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await failWith(5414, '请升级专业版后使用');
    expect(await dialogTitle('专业版功能')).toBe(true);
    expect(screen.getByText('请升级专业版后使用')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(UPGRADE_PATH));
  });

  it('5410: cancel closes without leaving', async () => {
    mountFeedback();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await failWith(5410, 'AI 点数不足');
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [5411, '已达到会员 AI 使用上限: 会员每天最多使用 100 个 AI 点数，明天即可继续'],
    [5412, '项目数量已达上限: 基础版最多保存 20 个项目，删除旧项目或升级专业版后可继续创建'],
    [5421, 'PPT 页数超出上限: 基础版每份 PPT 最多 30 页，升级专业版可生成更多页'],
  ])('%i: an information dialog with the server message and "got it"', async (code, message) => {
    mountFeedback();
    await failWith(code, message);
    expect(await dialogTitle('提示')).toBe(true);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByTestId('confirm-cancel')).toBeNull();
    expect(screen.getByTestId('confirm-ok').textContent).toContain('知道了');
    noToast();
  });

  it.each([
    [5410, 'AI 点数不足，升级专业版可无限生成'],
    [5411, '已达到会员 AI 使用上限: 会员每天最多使用 100 个 AI 点数，明天即可继续'],
  ])(
    '%i: "buy AI points" opens the packs (reloading with ?aipacks where no app frame listens)',
    async (code, message) => {
      mountFeedback();
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      await failWith(code, message);
      const extra = await screen.findByTestId('confirm-extra');
      expect(extra.textContent).toContain('购买 AI 点数');
      fireEvent.click(extra);
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      expect(
        new URL(String(assign.mock.calls[0]![0]), 'http://x').searchParams.has('aipacks'),
      ).toBe(true);
    },
  );

  it('5427: a toast with the server message (the code is shared with SMS limits)', async () => {
    mountFeedback();
    await failWith(5427, '操作过于频繁，请稍后再试');
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeTruthy();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('shows one dialog when several calls fail together, and none for a quiet code', async () => {
    mountFeedback();
    mockFetch(() => envelope(null, { code: 5412, message: '项目数量已达上限' }));
    await Promise.all([1, 2, 3].map(() => api.post('/api/ai/x', noData).catch(() => null)));
    await screen.findAllByText('项目数量已达上限');
    expect(screen.getAllByTestId('confirm-ok')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('confirm-ok'));

    const quiet = await failWith(5411, '上限', [5411]);
    expect(quiet.notified).toBe(false);
    expect(screen.queryByText('上限')).toBeNull();
  });

  it('shows the dialog for an error event of an AI stream too', async () => {
    mountFeedback();
    mockFetch(() =>
      sseResponse([`data: ${JSON.stringify({ code: 5410, message: 'AI 点数不足' })}\n\n`]),
    );
    await expect(stream(aiApi.outlineSection, { body: { topic: 't' } })).rejects.toThrow();
    expect(await dialogTitle('AI 点数不足')).toBe(true);
  });
});
