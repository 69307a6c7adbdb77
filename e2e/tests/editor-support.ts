import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueLocalPhone } from './support.js';

/**
 * Editor specs start from a signed-in user with a generated deck, made through the API (the
 * login and generation screens have their own specs): the page opens straight on the editor.
 */

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: T; message: string };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/** A new user signed in by SMS through the API: its session token. */
export async function apiUser(request: APIRequestContext): Promise<string> {
  const phone = `+86-${uniqueLocalPhone()}`;
  const { captchaId } = await data<{ captchaId: string }>(await request.get('/api/captcha'));
  const { answer } = await data<{ answer: string }>(
    await request.get(`/api/dev/captcha/${captchaId}`),
  );
  await data(
    await request.get('/api/login/sms-code', {
      params: { phone, captchaId, captchaCode: answer },
    }),
  );
  const { items } = await data<{ items: { code: string }[] }>(
    await request.get('/api/dev/outbox', { params: { phone } }),
  );
  const { token } = await data<{ token: string }>(
    await request.post('/api/login/phone', { data: { phone, code: items[0]!.code } }),
  );
  return token;
}

export const EDITOR_OUTLINE = `# 智慧园区建设方案
## 建设背景
### 现状
* 园区设备分散管理，运维成本高
* 能耗数据无法实时采集
## 建设目标
* 一张图看清园区运行状态
* 年能耗下降 15%
## 实施计划
### 第一阶段
* 完成物联网平台部署
`;

/** A record of `outline` whose deck is generated (the offline composer fills nothing here). */
export async function generatedRecord(
  request: APIRequestContext,
  token: string,
  outline = EDITOR_OUTLINE,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const { recordId } = await data<{ recordId: string }>(
    await request.post('/api/ai/generate-ppt/record', { headers, data: { outline } }),
  );
  await data(
    await request.post('/api/ai/generate-ppt/preview/outline', { headers, data: { recordId } }),
  );
  await expect
    .poll(
      async () =>
        (
          await data<{ status: string }>(
            await request.get('/api/ai/generate-ppt/preview/result', {
              headers,
              params: { recordId },
            }),
          )
        ).status,
      { timeout: 60_000 },
    )
    .toBe('completed');
  return recordId;
}

/** The deck as saved on the server (json-file). */
export async function savedDeck(request: APIRequestContext, token: string, recordId: string) {
  return data<{ version: number; deck: { themeId: string; slides: { notes: string }[] } }>(
    await request.get('/api/workspace/ppt/json-file', {
      headers: { authorization: `Bearer ${token}` },
      params: { recordId },
    }),
  );
}

/** Opens the editor of a record as the user of `token`. */
export async function openEditor(page: Page, token: string, recordId: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('slidecraft.token', value);
  }, token);
  await page.goto(`/workspace?recordId=${recordId}`);
  await expect(page.getByTestId('deck-editor')).toBeVisible();
}

/** Waits until the autosave says everything is on the server. */
export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
}
