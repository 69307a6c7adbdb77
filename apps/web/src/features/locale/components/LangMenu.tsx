import { LOCALES, type Locale } from '@slidecraft/contract';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The language menu around the switch button; loaded on the first click (LangSwitch). */
export default function LangMenu({
  locale,
  onPick,
  open,
  onOpenChange,
  children,
}: {
  locale: Locale;
  onPick: (locale: Locale) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('locale');
  const items: MenuProps['items'] = LOCALES.map((value) => ({
    key: value,
    label: <span data-testid={`lang-option-${value}`}>{t(`names.${value}`)}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => {
          onOpenChange(false);
          onPick(key as Locale);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
