import { parseOutline } from '@slidecraft/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { OutlineEditor } from './OutlineEditor';
import { useOutlineEditor } from './useOutlineEditor';

const TEXT = `# 团队年度总结
> 2025 回顾
@note 市场部; 2026-01-05
## 年度成果
* 上线三个产品
### 产品线
* 新品：“小橙”
## 明年计划
* 扩招 10 人
`;

/** The editor over TEXT, with the text it would send shown below. */
function Harness() {
  const editor = useOutlineEditor(parseOutline(TEXT));
  return (
    <>
      <OutlineEditor editor={editor} />
      <pre data-testid="text">{editor.text}</pre>
    </>
  );
}

const text = () => screen.getByTestId('text').textContent;
const tree = () => screen.getByTestId('outline-tree').querySelector<HTMLElement>('[role="tree"]')!;
const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(tree(), { key, ...init });
/** Selects a node by clicking its title. */
const select = (title: string) => fireEvent.click(screen.getByText(title));
function typeInto(value: string) {
  const input = screen.getByTestId('outline-node-input');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('outline editor', { timeout: 30_000 }, () => {
  it('shows the outline unchanged until something is edited', () => {
    renderApp(<Harness />);
    expect(text()).toBe(TEXT);
    expect(screen.getByTestId('outline-title').textContent).toBe('团队年度总结');
    expect(within(screen.getByTestId('outline-tree')).getByText('新品：“小橙”')).toBeTruthy();
  });

  it('renames in place on double click, Enter commits and Escape cancels', () => {
    renderApp(<Harness />);
    fireEvent.doubleClick(screen.getByText('明年计划'));
    typeInto('2026 年计划');
    expect(text()).toContain('## 2026 年计划\n* 扩招 10 人');

    fireEvent.doubleClick(screen.getByText('扩招 10 人'));
    const input = screen.getByTestId('outline-node-input');
    fireEvent.change(input, { target: { value: '不要了' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('outline-node-input')).toBeNull();
    expect(text()).toContain('* 扩招 10 人');
    // An emptied title keeps the old one.
    fireEvent.doubleClick(screen.getByText('扩招 10 人'));
    typeInto('   ');
    expect(text()).toContain('* 扩招 10 人');
  });

  it('adds siblings, points and sub-headings from the toolbar, ready to type', () => {
    renderApp(<Harness />);
    select('产品线');
    fireEvent.click(screen.getByTestId('editor-add-sibling'));
    typeInto('渠道');
    fireEvent.click(screen.getByTestId('editor-add-point'));
    typeInto('新增 3 个渠道');
    select('年度成果');
    fireEvent.click(screen.getByTestId('editor-add-point'));
    typeInto('营收增长 20%');
    expect(text()).toBe(
      TEXT.replace('* 上线三个产品\n', '* 上线三个产品\n* 营收增长 20%\n').replace(
        '* 新品：“小橙”\n',
        '* 新品：“小橙”\n### 渠道\n* 新增 3 个渠道\n',
      ),
    );
    select('渠道');
    fireEvent.click(screen.getByTestId('editor-add-heading'));
    expect(text()).toContain('### 渠道\n* 新增 3 个渠道\n#### 新的小节\n');
  });

  it('deletes with undo, and never the last chapter', () => {
    renderApp(<Harness />);
    select('年度成果');
    fireEvent.click(screen.getByTestId('editor-delete'));
    expect(text()).not.toContain('年度成果');
    expect(text()).not.toContain('产品线');
    expect(screen.getByRole('status').textContent).toContain('已删除「年度成果」');
    fireEvent.click(screen.getByTestId('editor-undo-delete'));
    expect(text()).toBe(TEXT);

    select('明年计划');
    fireEvent.click(screen.getByTestId('editor-delete'));
    select('年度成果');
    expect(screen.getByTestId('editor-delete').hasAttribute('disabled')).toBe(true);
  });

  it('works from the keyboard: F2 renames, Alt + arrows move, Delete deletes, Ctrl + Z undoes', () => {
    renderApp(<Harness />);
    select('上线三个产品');
    act(() => tree().focus());
    press('F2');
    typeInto('上线 3 个产品');
    expect(text()).toContain('* 上线 3 个产品');

    // The only point of 年度成果 moves down to the start of the next chapter, and back.
    press('ArrowDown', { altKey: true });
    expect(text()).toContain('## 明年计划\n* 上线 3 个产品\n* 扩招 10 人\n');
    press('ArrowUp', { altKey: true });
    expect(text()).toBe(TEXT.replace('上线三个产品', '上线 3 个产品'));
    press('Enter', { ctrlKey: true });
    typeInto('研发投入翻倍');
    expect(text()).toContain('## 年度成果\n* 上线 3 个产品\n* 研发投入翻倍\n### 产品线');

    press('Delete');
    expect(text()).not.toContain('研发投入翻倍');
    fireEvent.click(screen.getByTestId('editor-undo'));
    expect(text()).toContain('研发投入翻倍');
  });

  it('folds and unfolds headings without changing the text', () => {
    renderApp(<Harness />);
    const switcher = screen
      .getByText('产品线')
      .closest('.ant-tree-treenode')!
      .querySelector('.ant-tree-switcher')!;
    fireEvent.click(switcher);
    expect(screen.queryByText('新品：“小橙”')).toBeNull();
    expect(text()).toBe(TEXT);
    fireEvent.click(switcher);
    expect(screen.getByText('新品：“小橙”')).toBeTruthy();
  });

  it('edits the subtitle lines and the note', () => {
    renderApp(<Harness />);
    const subtitle = screen.getByTestId('deck-subtitle-input');
    fireEvent.change(subtitle, { target: { value: '2025 回顾\n内部资料;请勿外传' } });
    fireEvent.blur(subtitle);
    const author = screen.getByTestId('deck-author-input');
    fireEvent.change(author, { target: { value: '张三' } });
    fireEvent.keyDown(author, { key: 'Enter' });
    expect(text()).toContain(
      '# 团队年度总结\n> 2025 回顾\n> 内部资料；请勿外传\n@note 张三; 2026-01-05\n## 年度成果',
    );
  });
});
