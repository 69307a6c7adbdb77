import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { clearOutlineDraft, loadOutlineDraft, updateOutlineDraft } from './outline-draft';
import { saveGenerationParams } from './params-store';

const RECORD_ID = '0b6f3c56-3f0e-4d8e-9a43-5f1d2c7e8a90';

afterEach(() => window.localStorage.clear());

describe('outline draft', () => {
  it('merges edits and the record into the stored draft, and refuses a draft without text', () => {
    updateOutlineDraft({ text: '# 标题\n' });
    expect(loadOutlineDraft()).toBeNull();
    updateOutlineDraft({ text: '# 标题\n', offline: true });
    updateOutlineDraft({ record: { recordId: RECORD_ID, outline: '# 标题\n' } });
    updateOutlineDraft({ text: '# 新标题\n' });
    expect(loadOutlineDraft()).toEqual({
      text: '# 新标题\n',
      offline: true,
      record: { recordId: RECORD_ID, outline: '# 标题\n' },
    });
    updateOutlineDraft({ record: undefined });
    expect(loadOutlineDraft()?.record).toBeUndefined();
    clearOutlineDraft();
    expect(loadOutlineDraft()).toBeNull();
  });

  it('ignores a stored value that is not a draft, and is cleared by new params', () => {
    window.localStorage.setItem(STORAGE_KEYS.outlineDraft, '{"text": 5}');
    expect(loadOutlineDraft()).toBeNull();
    updateOutlineDraft({ text: '# 标题\n', offline: false });
    expect(
      saveGenerationParams({
        topic: '新主题',
        deep_thinking: false,
        page_limit: '',
        preset: false,
      }),
    ).toBe(true);
    expect(loadOutlineDraft()).toBeNull();
  });
});
