import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from './catalogue/index.js';
import { outlinePreview } from './template-preview.js';

describe('outlinePreview', () => {
  it('keeps the title block and the first section, up to the next section or chapter', () => {
    const shown = [
      '# 标题',
      '> 副标题',
      '@note 作者; 2026-01-01',
      '## 第一章',
      '### 第一节',
      '#### 小节',
      '* 要点一',
      '* 要点二',
    ];
    const rest = ['### 第二节', '* 不应出现', '## 第二章', '* 也不应出现'];
    expect(outlinePreview([...shown, ...rest].join('\n'))).toBe(shown.join('\n'));
  });

  it('stops at the second chapter when the first has no section', () => {
    expect(outlinePreview('# T\n## A\n* a\n## B\n* b')).toBe('# T\n## A\n* a');
  });

  it('gives away only a small part of every template of the catalogue', () => {
    for (const source of BUILT_IN_TEMPLATES) {
      const preview = outlinePreview(source.outline);
      expect(source.outline.startsWith(preview), source.id).toBe(true);
      expect(preview.length, source.id).toBeLessThan(source.outline.length / 2);
    }
  });
});
