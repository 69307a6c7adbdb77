import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  NodeIndexOutlined,
  PlusOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { OutlineKind } from '@slidecraft/contract';
import type { ReactNode } from 'react';
import { CHILD_HEADING, canRemove, findItem, moveBy, titleOf } from './outline-ops';
import type { OutlineEditorState } from './useOutlineEditor';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

/** The 'add' label per level (the deck title's children are chapters). */
const ADD_KEY = {
  title: 'editor.add.chapter',
  chapter: 'editor.add.chapter',
  section: 'editor.add.section',
  subsection: 'editor.add.subsection',
  point: 'editor.add.point',
} as const satisfies Record<OutlineKind, string>;

function ToolButton(props: {
  icon: ReactNode;
  label: string;
  onClick: () => unknown;
  disabled?: boolean;
  danger?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        icon={props.icon}
        disabled={props.disabled}
        danger={props.danger}
        aria-label={props.label}
        onClick={() => void props.onClick()}
        data-testid={props.testId}
      >
        <span className="sc-editor-tool-label">{props.label}</span>
      </Button>
    </Tooltip>
  );
}

/**
 * The actions on the selected item as buttons (the keyboard and touch way to everything the
 * mouse does in the tree): rename, add a sibling, a point or a sub-heading, move, delete, undo.
 */
export function OutlineEditorToolbar({ editor }: { editor: OutlineEditorState }) {
  const { t } = useGenerationFlowTranslation();
  const { outline, selected } = editor;
  const item = selected ? findItem(outline, selected) : undefined;
  const id = item?.id ?? '';
  const sibling = item ? t(ADD_KEY[item.kind]) : '';
  const subHeading = item && CHILD_HEADING[item.kind];

  return (
    <Space
      wrap
      size={[6, 6]}
      className="sc-editor-toolbar"
      role="toolbar"
      aria-label={t('editor.tools')}
    >
      {item ? (
        <>
          <ToolButton
            icon={<EditOutlined />}
            label={t('editor.rename')}
            onClick={() => editor.startEditing(id)}
            testId="editor-rename"
          />
          <ToolButton
            icon={<PlusOutlined />}
            label={sibling}
            onClick={() => editor.addSibling(id)}
            testId="editor-add-sibling"
          />
          {item.kind !== 'point' && (
            <ToolButton
              icon={<UnorderedListOutlined />}
              label={t('editor.add.pointUnder')}
              onClick={() => editor.addPoint(id)}
              testId="editor-add-point"
            />
          )}
          {subHeading && (
            <ToolButton
              icon={<NodeIndexOutlined />}
              label={t(ADD_KEY[subHeading])}
              onClick={() => editor.addHeading(id)}
              testId="editor-add-heading"
            />
          )}
          <ToolButton
            icon={<ArrowUpOutlined />}
            label={t('editor.moveUp')}
            disabled={!moveBy(outline, id, -1)}
            onClick={() => editor.move(id, -1)}
            testId="editor-move-up"
          />
          <ToolButton
            icon={<ArrowDownOutlined />}
            label={t('editor.moveDown')}
            disabled={!moveBy(outline, id, 1)}
            onClick={() => editor.move(id, 1)}
            testId="editor-move-down"
          />
          <ToolButton
            icon={<DeleteOutlined />}
            label={t('editor.delete')}
            danger
            disabled={!canRemove(outline, id)}
            onClick={() => editor.remove(id)}
            testId="editor-delete"
          />
        </>
      ) : (
        <ToolButton
          icon={<PlusOutlined />}
          label={t('editor.add.chapter')}
          onClick={() => editor.addHeading(titleOf(outline).id)}
          testId="editor-add-chapter"
        />
      )}
      <ToolButton
        icon={<UndoOutlined />}
        label={t('editor.undo')}
        disabled={!editor.canUndo}
        onClick={editor.undo}
        testId="editor-undo"
      />
    </Space>
  );
}
