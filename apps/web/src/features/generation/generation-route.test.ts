import { describe, expect, it } from 'vitest';
import { mockFetch, sseResponse } from '../../test/fetch-mock';
import { streamOutline } from './api';
import { isPresetRoute } from './generation-route';

const suggested = (topic: string) => ['项目复盘', '产品发布会'].includes(topic);
const params = { topic: '项目复盘', deep_thinking: false, page_limit: '' as const };

describe('generation routing (spec section 4)', () => {
  it('sends an exact suggested topic with no option set to the preset stream', () => {
    expect(isPresetRoute(params, suggested)).toBe(true);
  });

  it('sends anything else to the custom stream', () => {
    expect(isPresetRoute({ ...params, topic: '项目复盘总结' }, suggested)).toBe(false);
    expect(isPresetRoute({ ...params, topic: '项目' }, suggested)).toBe(false);
    expect(isPresetRoute({ ...params, deep_thinking: true }, suggested)).toBe(false);
    expect(isPresetRoute({ ...params, page_limit: '10-20' }, suggested)).toBe(false);
    expect(isPresetRoute({ ...params, web_search: true }, suggested)).toBe(false);
  });
});

describe('the outline stream of each route', () => {
  const done = `data: ${JSON.stringify({ code: 200, data: { text: '', done: true } })}\n\n`;
  const open = async (preset: boolean) => {
    const { calls } = mockFetch(() => sseResponse([done]));
    const signal = new AbortController().signal;
    await streamOutline({ ...params, preset }, { signal, onProgress: () => undefined });
    return calls[0]!;
  };

  it('reads the preset stream of the topic for the preset route', async () => {
    const call = await open(true);
    expect(call.method).toBe('GET');
    expect(call.url).toBe(`/api/ai/chat/outline?topic=${encodeURIComponent('项目复盘')}`);
  });

  it('posts the custom stream otherwise', async () => {
    const call = await open(false);
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/ai/chat/outline-section');
    expect(call.body).toMatchObject({ topic: '项目复盘', deep_thinking: false, page_limit: '' });
  });
});
