import { Alert, Button, Typography } from 'antd';
import { DeckTitleFields } from './DeckTitleFields';
import { OutlineEditorToolbar } from './OutlineEditorToolbar';
import { OutlineTree } from './OutlineTree';
import type { OutlineEditorState } from './useOutlineEditor';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

/** The outline editor: the deck title fields, the tools, the tree, and undo for a deletion. */
export function OutlineEditor({ editor }: { editor: OutlineEditorState }) {
  const { t } = useGenerationFlowTranslation();
  return (
    <section
      className="sc-outline-editor"
      aria-label={t('editor.title')}
      data-testid="outline-editor"
    >
      <DeckTitleFields editor={editor} />
      <OutlineEditorToolbar editor={editor} />
      {editor.deleted !== null && (
        <Alert
          className="sc-editor-deleted"
          type="info"
          showIcon
          title={t('editor.deleted', { title: editor.deleted })}
          action={
            <Button size="small" onClick={editor.undo} data-testid="editor-undo-delete">
              {t('editor.undo')}
            </Button>
          }
          role="status"
        />
      )}
      <OutlineTree editor={editor} />
      <Typography.Paragraph type="secondary" className="sc-editor-keys">
        {t('editor.keys')}
      </Typography.Paragraph>
    </section>
  );
}
