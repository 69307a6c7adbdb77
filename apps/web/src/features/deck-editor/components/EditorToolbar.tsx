import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BgColorsOutlined,
  BoldOutlined,
  BarChartOutlined,
  BorderOutlined,
  DeleteOutlined,
  FontSizeOutlined,
  PlaySquareOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { TextElement } from '@slidecraft/deck/scene';
import { Button, ColorPicker, Divider, InputNumber, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunStyle } from '../model/deck-ops';

interface EditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onAddText: () => void;
  onAddShape: () => void;
  onAddTable: () => void;
  onAddChart: () => void;
  /** The selected text boxes (formatting applies to all of them). */
  texts: readonly TextElement[];
  hasSelection: boolean;
  onDelete: () => void;
  onStyle: (style: RunStyle) => void;
  onAlign: (align: TextElement['align']) => void;
  onBullets: () => void;
  onPresent: () => void;
  extra?: ReactNode;
}

function Tool(props: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  active?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        type={props.active ? 'primary' : 'text'}
        icon={props.icon}
        aria-label={props.title}
        aria-pressed={props.active}
        disabled={props.disabled}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

/** Undo and redo, insert, delete, text formatting and present. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation('editor');
  const first = props.texts[0]?.paragraphs[0]?.runs[0];
  const hasText = props.texts.length > 0;
  const allBold =
    hasText && props.texts.every((e) => e.paragraphs.every((p) => p.runs.every((r) => r.bold)));
  return (
    <Space className="sc-ed-toolbar" wrap size={2} role="toolbar">
      <Tool
        title={t('toolbar.undo')}
        icon={<UndoOutlined />}
        disabled={!props.canUndo}
        onClick={props.onUndo}
        testId="editor-undo"
      />
      <Tool
        title={t('toolbar.redo')}
        icon={<RedoOutlined />}
        disabled={!props.canRedo}
        onClick={props.onRedo}
        testId="editor-redo"
      />
      <Divider orientation="vertical" />
      <Tool
        title={t('toolbar.addText')}
        icon={<FontSizeOutlined />}
        onClick={props.onAddText}
        testId="add-text"
      />
      <Tool
        title={t('toolbar.addShape')}
        icon={<BorderOutlined />}
        onClick={props.onAddShape}
        testId="add-shape"
      />
      <Tool
        title={t('toolbar.addTable')}
        icon={<TableOutlined />}
        onClick={props.onAddTable}
        testId="add-table"
      />
      <Tool
        title={t('toolbar.addChart')}
        icon={<BarChartOutlined />}
        onClick={props.onAddChart}
        testId="add-chart"
      />
      <Tool
        title={t('toolbar.deleteElement')}
        icon={<DeleteOutlined />}
        disabled={!props.hasSelection}
        onClick={props.onDelete}
        testId="delete-element"
      />
      <Divider orientation="vertical" />
      <Tool
        title={t('toolbar.bold')}
        icon={<BoldOutlined />}
        disabled={!hasText}
        active={allBold}
        onClick={() => props.onStyle({ bold: !allBold })}
        testId="text-bold"
      />
      <Tooltip title={t('toolbar.color')}>
        <ColorPicker
          disabled={!hasText}
          disabledAlpha
          value={first ? `#${first.color}` : undefined}
          onChangeComplete={(color) =>
            props.onStyle({ color: color.toHex().slice(0, 6).toUpperCase() })
          }
        >
          <Button
            type="text"
            icon={<BgColorsOutlined />}
            disabled={!hasText}
            aria-label={t('toolbar.color')}
            data-testid="text-color"
          />
        </ColorPicker>
      </Tooltip>
      <Tooltip title={t('toolbar.size')}>
        <InputNumber
          size="small"
          min={6}
          max={200}
          disabled={!hasText}
          value={first?.size}
          onChange={(size) => size && props.onStyle({ size })}
          aria-label={t('toolbar.size')}
          data-testid="text-size"
          style={{ width: 64 }}
        />
      </Tooltip>
      <Tool
        title={t('toolbar.alignLeft')}
        icon={<AlignLeftOutlined />}
        disabled={!hasText}
        onClick={() => props.onAlign('left')}
        testId="align-left"
      />
      <Tool
        title={t('toolbar.alignCenter')}
        icon={<AlignCenterOutlined />}
        disabled={!hasText}
        onClick={() => props.onAlign('center')}
        testId="align-center"
      />
      <Tool
        title={t('toolbar.alignRight')}
        icon={<AlignRightOutlined />}
        disabled={!hasText}
        onClick={() => props.onAlign('right')}
        testId="align-right"
      />
      <Tool
        title={t('toolbar.bullets')}
        icon={<UnorderedListOutlined />}
        disabled={!hasText}
        active={hasText && props.texts.every((e) => e.bullet)}
        onClick={props.onBullets}
        testId="text-bullets"
      />
      <Divider orientation="vertical" />
      <Tool
        title={t('toolbar.present')}
        icon={<PlaySquareOutlined />}
        onClick={props.onPresent}
        testId="present"
      />
      {props.extra}
    </Space>
  );
}
