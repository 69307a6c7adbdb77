import { DownOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { LOCALES, type Locale, type SlideAiAction, type TextAiAction } from '@slidecraft/contract';
import { Button, Dropdown, Tag, Tooltip, type MenuProps } from 'antd';
import { memo, useState } from 'react';
import { useEditorTranslation } from '../editor-texts';

/** What the AI menu can work on, from the editor's selection. */
export type AiScope =
  | { kind: 'text'; empty: boolean }
  | { kind: 'slide'; regenerable: boolean }
  /** Something else is selected (a shape, several elements). */
  | { kind: 'none' };

interface AiMenuProps {
  scope: AiScope;
  /** The basic tier sees Regenerate marked as a Professional feature. */
  member: boolean;
  /** An answer is streaming: no other action until it ends. */
  busy: boolean;
  onText: (action: TextAiAction, to?: Locale) => void;
  onSlide: (action: SlideAiAction, to?: Locale) => void;
}

const TEXT_ACTIONS = ['rewrite', 'expand', 'shorten'] as const;
const SLIDE_ACTIONS = ['rewrite', 'expand', 'shorten', 'table', 'timeline'] as const;

/**
 * The toolbar's AI menu: on one selected text box, its text rewritten, expanded, shortened or
 * translated; with nothing selected, the slide regenerated or reworked. A menu of buttons
 * (arrow keys move, Enter picks, Esc closes) opened from one toolbar button.
 */
export const AiMenu = memo(function AiMenu(props: AiMenuProps) {
  const { t } = useEditorTranslation();
  const { scope } = props;
  const [open, setOpen] = useState(false);
  const translate = (prefix: string): NonNullable<MenuProps['items']>[number] => ({
    type: 'group',
    key: `${prefix}-translate`,
    label: t('ai.translateGroup'),
    children: LOCALES.map((to) => ({
      key: `${prefix}:translate:${to}`,
      label: t(`ai.translateTo.${to}`),
      'data-testid': `ai-${prefix}-translate-${to}`,
    })),
  });
  const items: MenuProps['items'] =
    scope.kind === 'text'
      ? [
          {
            type: 'group',
            key: 'text',
            label: t('ai.textGroup'),
            children: TEXT_ACTIONS.map((action) => ({
              key: `text:${action}`,
              label: t(`ai.actions.${action}`),
              'data-testid': `ai-text-${action}`,
            })),
          },
          translate('text'),
        ]
      : [
          {
            type: 'group',
            key: 'slide',
            label: t('ai.slideGroup'),
            children: [
              {
                key: 'slide:regenerate',
                disabled: scope.kind === 'slide' && !scope.regenerable,
                'data-testid': 'ai-slide-regenerate',
                label: <RegenerateLabel member={props.member} scope={scope} />,
              },
              ...SLIDE_ACTIONS.map((action) => ({
                key: `slide:${action}`,
                label: t(`ai.actions.${action}`),
                'data-testid': `ai-slide-${action}`,
              })),
            ],
          },
          translate('slide'),
        ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [kind, action, to] = key.split(':') as [string, string, Locale | undefined];
    if (kind === 'text') props.onText(action as TextAiAction, to);
    else props.onSlide(action as SlideAiAction, to);
  };
  const blocked = props.busy
    ? t('ai.busy')
    : scope.kind === 'none'
      ? t('ai.unavailable')
      : scope.kind === 'text' && scope.empty
        ? t('ai.emptyBox')
        : null;

  return (
    // The tooltip gives way to the open menu.
    <Tooltip title={blocked ?? t('ai.menuLabel')} open={open ? false : undefined}>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        open={open}
        onOpenChange={setOpen}
        disabled={blocked !== null}
        autoFocus
      >
        <Button
          type="text"
          icon={<ThunderboltOutlined />}
          disabled={blocked !== null}
          aria-label={t('ai.menuLabel')}
          aria-haspopup="menu"
          data-testid="ai-menu"
        >
          {t('ai.menu')} <DownOutlined />
        </Button>
      </Dropdown>
    </Tooltip>
  );
});

function RegenerateLabel(props: { member: boolean; scope: AiScope }) {
  const { t } = useEditorTranslation();
  const unavailable = props.scope.kind === 'slide' && !props.scope.regenerable;
  const label = (
    <span>
      {t('ai.actions.regenerate')}
      {!props.member && (
        <Tag color="gold" style={{ marginInlineStart: 8 }} title={t('ai.proHint')}>
          {t('ai.pro')}
        </Tag>
      )}
    </span>
  );
  if (!unavailable) return label;
  return (
    <Tooltip title={t('ai.regenerateUnavailable')} placement="right">
      <span aria-description={t('ai.regenerateUnavailable')}>{label}</span>
    </Tooltip>
  );
}
