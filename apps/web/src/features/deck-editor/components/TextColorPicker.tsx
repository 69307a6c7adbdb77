import { FontColorsOutlined } from '@ant-design/icons';
import { getTheme } from '@slidecraft/deck/scene';
import { Button, Popover, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useEditorTranslation } from '../editor-texts';

/** PowerPoint's standard colours, the row users know from it and from WPS. */
const STANDARD = [
  'C00000',
  'FF0000',
  'FFC000',
  'FFFF00',
  '92D050',
  '00B050',
  '00B0F0',
  '0070C0',
  '002060',
  '7030A0',
  '000000',
  'FFFFFF',
] as const;

/** The theme's colours a text may take, in PowerPoint's order: text, then brand colours. */
function themeColors(themeId: string): string[] {
  const { palette } = getTheme(themeId);
  const colors = [
    palette.title,
    palette.text,
    palette.textMuted,
    palette.primary,
    palette.secondary,
    palette.accent,
    palette.onPrimary,
    palette.surface,
  ].map((c) => c.toUpperCase());
  return [...new Set(colors)];
}

interface TextColorPickerProps {
  themeId: string;
  /** The selected boxes' colour when they share one (RRGGBB). */
  value: string | undefined;
  disabled: boolean;
  onChange: (color: string) => void;
}

/**
 * The text colour: the theme's colours (they follow a theme change), the standard row, and the
 * system colour dialog for any other. Small and plain, so the editor's first frame does not
 * wait for a full colour picker.
 */
export function TextColorPicker(props: TextColorPickerProps) {
  const { t } = useEditorTranslation();
  const [open, setOpen] = useState(false);
  const pick = (color: string) => {
    props.onChange(color.toUpperCase());
    setOpen(false);
  };
  const swatches = (colors: readonly string[], group: string) => (
    <div className="sc-ed-swatches" role="group" aria-label={group}>
      {colors.map((color) => (
        <button
          key={color}
          type="button"
          className="sc-ed-swatch"
          style={{ background: `#${color}` }}
          aria-label={`#${color}`}
          aria-pressed={props.value?.toUpperCase() === color}
          data-testid={`swatch-${color}`}
          onClick={() => pick(color)}
        />
      ))}
    </div>
  );
  const content = (
    <div className="sc-ed-color-panel" data-testid="text-color-panel">
      <Typography.Text type="secondary">{t('toolbar.themeColors')}</Typography.Text>
      {swatches(themeColors(props.themeId), t('toolbar.themeColors'))}
      <Typography.Text type="secondary">{t('toolbar.standardColors')}</Typography.Text>
      {swatches(STANDARD, t('toolbar.standardColors'))}
      <label className="sc-ed-color-more">
        <input
          type="color"
          value={`#${props.value ?? '000000'}`}
          onChange={(event) => pick(event.target.value.slice(1))}
          data-testid="text-color-custom"
        />
        {t('toolbar.moreColors')}
      </label>
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      open={open && !props.disabled}
      onOpenChange={setOpen}
      placement="bottom"
    >
      {/* The tooltip gives way to the open panel. */}
      <Tooltip title={t('toolbar.color')} {...(open ? { open: false } : {})}>
        <Button
          type="text"
          icon={
            <FontColorsOutlined style={props.value ? { color: `#${props.value}` } : undefined} />
          }
          disabled={props.disabled}
          aria-label={t('toolbar.color')}
          data-testid="text-color"
        />
      </Tooltip>
    </Popover>
  );
}
