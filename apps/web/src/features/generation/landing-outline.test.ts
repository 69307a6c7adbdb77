import type { GenerationParams } from '@slidecraft/contract';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sseResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { useOutlineStream } from './hooks/useOutlineStream';
import { loadLandingOutline, saveLandingOutline, type LandingOutline } from './landing-outline';
import { saveGenerationParams } from './params-store';

const params: GenerationParams = { topic: '季度复盘', deep_thinking: false, page_limit: '' };
const event = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;

describe('an imported outline in the workspace', () => {
  it('arrives at once, without any stream', async () => {
    const { calls } = mockFetch(() => sseResponse([]));
    const landing: LandingOutline = { kind: 'outline', text: '# 标题\n## 章\n' };
    const { result } = renderHook(() => useOutlineStream(params, landing));
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.text).toBe('# 标题\n## 章\n');
    expect(calls).toEqual([]);
  });

  it('streams document text through POST /api/ai/chat/import (the 5406 / 5407 fallback)', async () => {
    const { calls } = mockFetch(() =>
      sseResponse([
        event({ code: 200, data: { text: '# 季度复盘\n' } }),
        event({ code: 200, data: { text: '## 回顾\n', done: true } }),
      ]),
    );
    const landing: LandingOutline = { kind: 'chat-import', text: '# A\n##### E\n' };
    const { result } = renderHook(() => useOutlineStream(params, landing));
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.text).toBe('# 季度复盘\n## 回顾\n');
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/ai/chat/import', { text: '# A\n##### E\n' }],
    ]);
  });

  it('opens the points dialog when the import is refused for used-up AI points (5410)', async () => {
    // The chat import costs an AI point: its refusal is the stream's one event.
    renderApp(null);
    mockFetch(() =>
      sseResponse([event({ code: 5410, message: 'AI 点数不足，升级专业版可无限生成' })]),
    );
    const landing: LandingOutline = { kind: 'chat-import', text: '# A\n##### E\n' };
    const { result } = renderHook(() => useOutlineStream(params, landing));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorCode).toBe(5410);
    expect(await screen.findByRole('button', { name: '升级专业版' })).toBeTruthy();
  });

  it('is replaced by the next topic from the home box', () => {
    saveLandingOutline({ kind: 'outline', text: '# 标题\n## 章\n' });
    expect(loadLandingOutline()).toEqual({ kind: 'outline', text: '# 标题\n## 章\n' });
    saveGenerationParams(params);
    expect(loadLandingOutline()).toBeNull();
  });
});
