import { DownOutlined } from '@ant-design/icons';
import type { FontRole } from '@slidecraft/deck/scene';
import { shippedFontOfFace, type ShippedFont } from '@slidecraft/deck/scene';
import { resolveLocale } from '@slidecraft/contract';
import { Button, Popover, Spin, Tooltip } from 'antd';
import { memo, useState } from 'react';
import { lazyModule } from '../../../shared/lazyModule';
import { useEditorTranslation } from '../editor-texts';

/** What a picked font applies to: the selected text boxes, or every title or body text. */
export type FontTarget = 'selection' | FontRole;

export interface FontPickerProps {
  /** The selected boxes' font (`fontFace` of their first run); undefined: the theme's. */
  selectionFace: string | undefined;
  hasText: boolean;
  /** The font every title or body text uses now, read when the panel opens. */
  roleFace: (role: FontRole) => string | undefined;
  onPick: (target: FontTarget, font: ShippedFont | null) => void;
}

/** The panel (list, search, favourites): loaded when the picker first opens. */
const usePanel = lazyModule(() => import('./FontPanel'));

function PanelWhenLoaded(props: FontPickerProps & { onDone: () => void }) {
  const panel = usePanel();
  if (!panel) return <Spin className="sc-font-panel-loading" />;
  return <panel.FontPanel {...props} />;
}

/** The font of the selected text or of all titles or body text, from the shipped fonts. */
export const FontPicker = memo(function FontPicker(props: FontPickerProps) {
  const { t, i18n } = useEditorTranslation();
  const [open, setOpen] = useState(false);
  const current = props.hasText ? shippedFontOfFace(props.selectionFace) : undefined;
  const label = current
    ? current.names[resolveLocale(i18n.language)]
    : props.hasText
      ? t('fonts.themeFont')
      : t('fonts.button');
  return (
    <Popover
      content={<PanelWhenLoaded {...props} onDone={() => setOpen(false)} />}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottom"
      destroyOnHidden
    >
      <Tooltip title={t('fonts.button')} {...(open ? { open: false } : {})}>
        <Button
          type="text"
          className="sc-font-button"
          aria-label={`${t('fonts.button')}: ${label}`}
          aria-haspopup="dialog"
          data-testid="font-picker"
        >
          <span className="sc-font-button-label">{label}</span>
          <DownOutlined />
        </Button>
      </Tooltip>
    </Popover>
  );
});
