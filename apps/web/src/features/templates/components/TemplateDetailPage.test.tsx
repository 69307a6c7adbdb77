import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { LoginModal } from '../../auth';
import { centreServer, detailOf, pathOf, template } from '../template-fixtures';
import TemplateDetailPage from './TemplateDetailPage';

const RECORD = '6f1c1e1e-2b4a-4a57-9d61-3c0b8f1f7a10';
const ITEM = template(3);
const DETAIL = detailOf(ITEM, 5);
const RECOMMENDED = Array.from({ length: 12 }, (_, i) => template(20 + i));
const TIMES = { unlimited: false, total: 5, used: 2, remaining: 3 };

type Answer = (call: RecordedCall) => Response | undefined;

/** The template's API (detail, recommendations, quota, use, download) over the centre's. */
function detailServer(answers: Record<string, Answer> = {}) {
  let downloaded = 0;
  const times = () => ({
    ...TIMES,
    used: TIMES.used + downloaded,
    remaining: TIMES.remaining - downloaded,
  });
  return centreServer(0, (call) => {
    const path = pathOf(call);
    const own = answers[path]?.(call);
    if (own) return own;
    if (path === '/api/template-center/detail') {
      const id = new URL(call.url, 'http://localhost').searchParams.get('contentId');
      return id === ITEM.id
        ? envelope(DETAIL)
        : envelope(null, { code: 404, message: '请求的资源不存在' });
    }
    if (path === '/api/template-center/recommendList') return envelope({ items: RECOMMENDED });
    if (path === '/api/template-center/downloadTimes') return envelope(times());
    if (path === '/api/workspace/content/load') return envelope({ recordId: RECORD });
    if (path === '/api/template-center/download') {
      downloaded += 1;
      return envelope({
        url: '/api/files/signed/tpl-3.pptx?sig=x',
        fileName: '模板 3.pptx',
        times: times(),
      });
    }
    return undefined;
  });
}

function renderDetail(id = ITEM.id) {
  const page = (
    <>
      <TemplateDetailPage />
      <LoginModal />
    </>
  );
  return renderApp(<p>elsewhere</p>, {
    url: `/templates/${id}`,
    routes: [
      { path: '/templates/:id', element: page },
      { path: '/workspace', element: <p>workspace page</p> },
      { path: '/templates', element: <p>centre page</p> },
    ],
  });
}

const calledWith = (calls: RecordedCall[], path: string) => calls.filter((c) => pathOf(c) === path);

afterEach(() => vi.restoreAllMocks());

describe('a template page', () => {
  it('shows the template, its slides to pick from and 12 recommendations', async () => {
    detailServer();
    renderDetail();
    expect(await screen.findByTestId('template-title')).toBeTruthy();
    expect(screen.getByTestId('template-title').textContent).toBe('模板 3');
    expect(screen.getByText(ITEM.description)).toBeTruthy();
    const meta = screen.getByTestId('template-meta').textContent;
    expect(meta).toContain(`${ITEM.pages} 页`);
    expect(meta).toContain('主题：咨询深蓝');
    expect(meta).toContain('3 次使用');
    await waitFor(() =>
      expect(screen.getByTestId('template-tags').textContent).toContain('年终总结'),
    );

    const main = () => screen.getByTestId('template-slide-main');
    expect(main().getAttribute('src')).toBe(DETAIL.slides[0]!.image);
    const thumbs = screen.getAllByTestId('template-slide-thumb');
    expect(thumbs).toHaveLength(5);
    fireEvent.click(thumbs[3]!);
    expect(main().getAttribute('src')).toBe(DETAIL.slides[3]!.image);
    expect(thumbs[3]!.getAttribute('aria-pressed')).toBe('true');

    const recommended = () =>
      within(screen.getByTestId('template-recommend')).getAllByTestId('template-card');
    await waitFor(() => expect(recommended()).toHaveLength(12));
    const first = recommended()[0]!;
    expect(first.getAttribute('data-id')).toBe('tpl-20');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/templates/tpl-20');
    expect(document.title).toContain('模板 3');
  });

  it('stacks every slide on a phone', async () => {
    setViewportWidth(412);
    detailServer();
    renderDetail();
    const stack = await screen.findByTestId('template-slide-stack');
    expect(stack.querySelectorAll('img')).toHaveLength(5);
    expect(screen.getAllByTestId('template-slide-main')).toHaveLength(5);
    expect(screen.queryByTestId('template-slide-thumb')).toBeNull();
  });

  it('uses the template: a new deck, opened in the workspace', async () => {
    sessionToken.set('tok');
    const { calls } = detailServer();
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('template-use'));
    await waitFor(() => expect(currentUrl(router)).toBe(`/workspace?recordId=${RECORD}`));
    expect(calledWith(calls, '/api/workspace/content/load')[0]).toMatchObject({
      method: 'POST',
      body: { contentId: ITEM.id },
    });
  });

  it('asks a signed-out user to log in before using it', async () => {
    const { calls } = detailServer();
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('template-use'));
    expect(currentUrl(router)).toBe(`/templates/${ITEM.id}?lm=`);
    expect(calledWith(calls, '/api/workspace/content/load')).toHaveLength(0);
    expect(screen.queryByTestId('template-quota')).toBeNull();
  });

  it("shows a non-member's downloads left and follows the signed link", async () => {
    sessionToken.set('tok');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = detailServer();
    renderDetail();
    const quota = await screen.findByTestId('template-quota');
    expect(quota.textContent).toBe('今日还可免费下载 3 次');

    fireEvent.click(screen.getByTestId('template-download'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('/api/files/signed/tpl-3.pptx?sig=x');
    expect(anchor.download).toBe('模板 3.pptx');
    expect(calledWith(calls, '/api/template-center/download')[0]?.body).toEqual({
      contentId: ITEM.id,
    });
    await waitFor(() =>
      expect(screen.getByTestId('template-quota').textContent).toBe('今日还可免费下载 2 次'),
    );
  });

  it('shows members no quota line', async () => {
    sessionToken.set('tok');
    detailServer({
      '/api/template-center/downloadTimes': () =>
        envelope({ unlimited: true, total: 0, used: 0, remaining: 0 }),
    });
    renderDetail();
    await screen.findByTestId('template-download');
    await screen.findByTestId('template-recommend');
    expect(screen.queryByTestId('template-quota')).toBeNull();
  });

  it('opens the quota dialog on 5301, with support and the membership modal', async () => {
    sessionToken.set('tok');
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    detailServer({
      '/api/template-center/download': () =>
        envelope(null, { code: 5301, message: '模板下载次数已用完: 5 downloads today' }),
      '/api/template-center/downloadTimes': () =>
        envelope({ unlimited: false, total: 5, used: 5, remaining: 0 }),
    });
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('template-download'));
    const dialog = await screen.findByTestId('template-quota-dialog');
    expect(screen.getByText('今日下载次数已用完')).toBeTruthy();
    expect(dialog.textContent).toContain('模板下载次数已用完: 5 downloads today');
    expect(dialog.textContent).toContain('升级专业版会员可无限下载模板');
    expect(click).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-message-notice')).toBeNull();

    fireEvent.click(within(dialog).getByTestId('template-quota-support'));
    expect(open).toHaveBeenCalledWith('mailto:support@example.com', '_blank', 'noopener');
    fireEvent.click(within(dialog).getByTestId('template-quota-upgrade'));
    await waitFor(() => expect(currentUrl(router)).toBe(`/templates/${ITEM.id}?mm=`));
  });

  it('"AI 生成同款" stores the topic with the template\'s theme and opens the workspace', async () => {
    sessionToken.set('tok');
    detailServer();
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('template-ai'));
    const topic = (await screen.findByTestId('template-ai-topic')) as HTMLTextAreaElement;
    expect(topic.value).toBe('模板 3');
    fireEvent.change(topic, { target: { value: '   ' } });
    expect((screen.getByTestId('template-ai-start') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(topic, { target: { value: ' 2025 市场部年终总结 ' } });
    fireEvent.click(screen.getByTestId('template-ai-start'));
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.generationParams)!)).toEqual({
      topic: '2025 市场部年终总结',
      deep_thinking: false,
      page_limit: '',
      preset: false,
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.preferredTheme)).toBe('consulting-navy');
  });

  it('answers an unknown template with the not-found result and the way back', async () => {
    detailServer();
    const { router } = renderDetail('no-such-template');
    expect(await screen.findByTestId('template-not-found')).toBeTruthy();
    expect(screen.getByText('模板不存在')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    fireEvent.click(screen.getByTestId('template-back'));
    await waitFor(() => expect(currentUrl(router)).toBe('/templates'));
  });
});
