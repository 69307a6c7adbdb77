import { describe, expect, it } from 'vitest';
import { LOCALES, PAGE_LIMIT_OPTIONS, outlineTree, parseOutline } from '@slidecraft/contract';
import { OfflineOutlineComposer, composeOutline } from './offline-composer.js';

describe('offline outline composer', () => {
  it.each(
    LOCALES.flatMap((locale) =>
      PAGE_LIMIT_OPTIONS.map((pageLimit) => [locale, pageLimit] as const),
    ),
  )('writes a valid outline in %s for page limit %j', (locale, pageLimit) => {
    const outline = parseOutline(composeOutline('城市更新', { locale, pageLimit }));
    const [title] = outlineTree(outline);
    expect(title!.title).toBe('城市更新');
    expect(title!.children.length).toBeGreaterThanOrEqual(3);
    expect(title!.children.at(-1)!.title).toMatch(/总结|總結|Summary/);
  });

  it('gives more chapters for larger page counts', () => {
    const chapters = (pageLimit: '1-10' | '20-30') =>
      parseOutline(composeOutline('AI', { locale: 'zh-CN', pageLimit })).items.filter(
        (i) => i.kind === 'chapter',
      ).length;
    expect(chapters('20-30')).toBeGreaterThan(chapters('1-10'));
  });

  it('streams the same text in chunks and stops when aborted', async () => {
    const composer = new OfflineOutlineComposer(0);
    const request = {
      topic: '城市更新',
      pageLimit: '' as const,
      deepThinking: false,
      locale: 'zh-CN' as const,
    };
    let text = '';
    for await (const chunk of composer.streamOutline({
      ...request,
      signal: new AbortController().signal,
    }))
      text += chunk;
    expect(text).toBe(composeOutline('城市更新', request));

    const controller = new AbortController();
    let chunks = 0;
    for await (const _chunk of composer.streamOutline({ ...request, signal: controller.signal })) {
      chunks += 1;
      if (chunks === 3) controller.abort();
    }
    expect(chunks).toBe(3);
  });
});
