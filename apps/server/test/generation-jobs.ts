import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PreviewResult } from '@slidecraft/contract';
import type { OutlineWriter, PageFillRequest } from '../src/providers/llm/llm.js';
import { auth, call } from './helper.js';

/** An outline with four empty pages: a section, a chapter and two sub-sections without points. */
export const SPARSE_OUTLINE = `# 城市更新行动方案
> 2027 年工作安排
## 现状评估
### 存量空间盘点
### 设施短板
* 停车位缺口约 3 万个
## 实施路径
## 保障机制
### 资金保障
#### 专项债
#### 社会资本
`;
export const SPARSE_EMPTY_PAGES = ['存量空间盘点', '实施路径', '专项债', '社会资本'];

export async function createRecord(app: FastifyInstance, token: string, outline: string) {
  const res = await call<{ recordId: string }>(app, {
    method: 'POST',
    url: '/api/ai/generate-ppt/record',
    headers: auth(token),
    payload: { outline },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data.recordId;
}

export function startGeneration(
  app: FastifyInstance,
  token: string,
  recordId: string,
  themeId?: string,
) {
  return call<PreviewResult>(app, {
    method: 'POST',
    url: `/api/ai/generate-ppt/preview/${themeId ? 'theme' : 'outline'}`,
    headers: auth(token),
    payload: themeId ? { recordId, themeId } : { recordId },
  });
}

export function previewResult(app: FastifyInstance, token: string, recordId: string) {
  return call<PreviewResult>(app, {
    method: 'GET',
    url: `/api/ai/generate-ppt/preview/result?recordId=${recordId}`,
    headers: auth(token),
  });
}

const SETTLED = new Set(['completed', 'failed', 'timeout', 'submit_failed', 'not_submit_preview']);

/** Polls preview/result (every 20 ms) until the generation settles; every answer seen. */
export async function pollUntilSettled(
  app: FastifyInstance,
  token: string,
  recordId: string,
): Promise<PreviewResult[]> {
  const seen: PreviewResult[] = [];
  for (let i = 0; i < 1500; i++) {
    const res = await previewResult(app, token, recordId);
    expect(res.body.code).toBe(200);
    seen.push(res.body.data);
    if (SETTLED.has(res.body.data.status)) return seen;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`generation of ${recordId} did not settle`);
}

/**
 * A model-backed writer for tests: every call but the page fill is the offline composer's;
 * `fill` answers one page (it gets the request, with its abort signal).
 */
export function fakeModelWriter(
  base: OutlineWriter,
  fill: (request: PageFillRequest) => AsyncIterable<string>,
): OutlineWriter {
  return Object.assign(Object.create(base) as OutlineWriter, {
    offline: false,
    model: 'fake-model',
    streamPageFill: fill,
  });
}

/** Resolves when the signal aborts (a model that never answers). */
export function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}
