import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  BgColorsOutlined,
  AlignRightOutlined,
  BoldOutlined,
  BarChartOutlined,
  BorderOutlined,
  DeleteOutlined,
  FontSizeOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { FontRole, ShippedFont, TextElement } from '@slidecraft/deck/scene';
import { Button, Divider, Input, Space, Tooltip } from 'antd';
import { memo, useState, type ReactNode } from 'react';
import type { RunStyle } from '../model/deck-ops';
import { FontPicker, type FontTarget } from './FontPicker';
import { TextColorPicker } from './TextColorPicker';
import { useEditorTranslation } from '../editor-texts';

interface DeckEditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onAddText: () => void;
  onAddShape: () => void;
  onAddTable: () => void;
  onAddChart: () => void;
  /** Inserts a picture, or replaces the selected one. */
  onPicture: () => void;
  pictureSelected: boolean;
  uploading: boolean;
  /** How the selected text boxes look (formatting applies to all of them); null without any. */
  textStyle: TextStyleSummary | null;
  hasSelection: boolean;
  onDelete: () => void;
  onStyle: (style: RunStyle) => void;
  onAlign: (align: TextElement['align']) => void;
  onBullets: () => void;
  /** A font for the selected text or for every title or body text (null: the theme's). */
  onFont: (target: FontTarget, font: ShippedFont | null) => void;
  /** The font all titles or all body text use now (undefined: the theme's or a mix). */
  roleFace: (role: FontRole) => string | undefined;
  onPresent: () => void;
  onThemes: () => void;
  /** The deck was made from a .pptx: the theme button restyles it ("换主题 / 一键美化"). */
  restyles?: boolean;
  /** The AI menu (its own props change apart from the toolbar's). */
  ai: ReactNode;
  /** The deck's theme: the colour picker offers its colours. */
  themeId: string;
}

/** What the toolbar shows of the selected text: plain values, so typing re-renders nothing. */
export interface TextStyleSummary {
  bold: boolean;
  color: string | undefined;
  size: number | undefined;
  bullets: boolean;
  /** The first run's picked font (family name); undefined: the theme's. */
  fontFace: string | undefined;
}

export function summarizeText(texts: readonly TextElement[]): TextStyleSummary | null {
  const first = texts[0]?.paragraphs[0]?.runs[0];
  if (texts.length === 0) return null;
  return {
    bold: texts.every((e) => e.paragraphs.every((p) => p.runs.every((r) => r.bold))),
    color: first?.color,
    size: first?.size,
    bullets: texts.every((e) => e.bullet),
    fontFace: first?.fontFace,
  };
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

/** Undo and redo, insert, delete, text formatting, AI and present. */
export const DeckEditorToolbar = memo(function DeckEditorToolbar(props: DeckEditorToolbarProps) {
  const { t } = useEditorTranslation();
  const style = props.textStyle;
  const hasText = style !== null;
  const allBold = style?.bold ?? false;
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
      <Tooltip title={props.pictureSelected ? t('toolbar.replaceImage') : t('toolbar.addImage')}>
        <Button
          type="text"
          icon={<PictureOutlined />}
          loading={props.uploading}
          aria-label={props.pictureSelected ? t('toolbar.replaceImage') : t('toolbar.addImage')}
          onClick={props.onPicture}
          data-testid="add-image"
        />
      </Tooltip>
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
      <TextColorPicker
        themeId={props.themeId}
        value={style?.color}
        disabled={!hasText}
        onChange={(color) => props.onStyle({ color })}
      />
      <FontPicker
        selectionFace={style?.fontFace}
        hasText={hasText}
        roleFace={props.roleFace}
        onPick={props.onFont}
      />
      <SizeInput
        value={style?.size}
        disabled={!hasText}
        label={t('toolbar.size')}
        onChange={(size) => props.onStyle({ size })}
      />
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
        active={style?.bullets ?? false}
        onClick={props.onBullets}
        testId="text-bullets"
      />
      <Divider orientation="vertical" />
      {props.ai}
      <Tool
        title={t('toolbar.present')}
        icon={<PlaySquareOutlined />}
        onClick={props.onPresent}
        testId="present"
      />
      <Tooltip title={props.restyles ? t('restyle.title') : t('toolbar.theme')}>
        <Button
          type="text"
          icon={<BgColorsOutlined />}
          onClick={props.onThemes}
          data-testid="editor-theme"
        >
          {props.restyles ? t('restyle.title') : t('toolbar.theme')}
        </Button>
      </Tooltip>
    </Space>
  );
});

const SIZE_MIN = 6;
const SIZE_MAX = 200;

/**
 * The font size: typed freely, applied on Enter or when the field is left (a size is not
 * applied digit by digit: typing 100 would pass through 10), refused outside 6 to 200.
 */
function SizeInput(props: {
  value: number | undefined;
  disabled: boolean;
  label: string;
  onChange: (size: number) => void;
}) {
  const [draft, setDraft] = useState<string | undefined>();
  const commit = () => {
    const size = Number(draft);
    if (draft !== undefined && Number.isFinite(size) && size >= SIZE_MIN && size <= SIZE_MAX) {
      props.onChange(Math.round(size * 10) / 10);
    }
    setDraft(undefined);
  };
  return (
    <Tooltip title={props.label}>
      <Input
        size="small"
        type="number"
        min={SIZE_MIN}
        max={SIZE_MAX}
        disabled={props.disabled}
        value={draft ?? (props.value === undefined ? '' : String(props.value))}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        aria-label={props.label}
        data-testid="text-size"
        style={{ width: 64 }}
      />
    </Tooltip>
  );
}
