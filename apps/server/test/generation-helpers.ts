import type { FastifyInstance } from 'fastify';
import { records } from '../src/db/schema.js';
import { auth, call, servicesOf } from './helper.js';

export const OUTLINE = `# 智能客服系统建设方案
> 面向 2027 年的服务升级
@note 张三; 2026-11-22
## 项目背景
### 现状与问题
* 人工坐席压力大，高峰期排队超过 10 分钟
* 知识分散在多个系统
## 建设方案
### 需求调研
* 梳理 200 个高频问题
* 访谈一线客服
### 系统架构
* 知识库、对话引擎、工单系统三层架构
## 预期成效
* 人工工作量下降 40%
`;

/** Creates a record, starts the download and polls until it settles. */
export async function downloadDeck(
  app: FastifyInstance,
  token: string,
  outline: string,
  format: 'pptx' | 'pdf' = 'pptx',
) {
  const created = await call<{ recordId: string }>(app, {
    method: 'POST',
    url: '/api/ai/generate-ppt/record',
    headers: auth(token),
    payload: { outline },
  });
  if (created.body.code !== 200) throw new Error(JSON.stringify(created.body));
  return exportRecord(app, token, created.body.data.recordId, format);
}

/** Starts the export of a record and polls until it settles. */
export async function exportRecord(
  app: FastifyInstance,
  token: string,
  recordId: string,
  format: 'pptx' | 'pdf' = 'pptx',
) {
  await call(app, {
    method: 'POST',
    url: format === 'pdf' ? '/api/workspace/ppt/download/pdf' : '/api/ai/generate-ppt/download',
    headers: auth(token),
    payload: { recordId },
  });
  for (let i = 0; i < 100; i++) {
    const result = await call<{ status: string; url?: string; error?: string }>(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/download/result?recordId=${recordId}&format=${format}`,
      headers: auth(token),
    });
    if (result.body.data.status === 'finish' || result.body.data.status === 'error') {
      return { recordId, status: result.body.data.status, url: result.body.data.url ?? '' };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('download did not finish');
}

/** Decks a user already keeps, written straight to the records table (the project caps). */
export async function keepProjects(app: FastifyInstance, userId: string, n: number) {
  if (n === 0) return;
  await servicesOf(app)
    .database.db.insert(records)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        title: `旧项目 ${i}`,
        outline: OUTLINE,
        deck: {},
        themeId: 'default',
        totalPage: 1,
        previewStatus: 'completed',
      })),
    );
}
