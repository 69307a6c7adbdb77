import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@slidecraft/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/useLocale';

/** The header's language switch: 简体中文 / 繁體中文 / English. */
export function LangSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('locale');
  const { locale, setLocale } = useLocale();
  const items: MenuProps['items'] = LOCALES.map((value) => ({
    key: value,
    label: <span data-testid={`lang-option-${value}`}>{t(`names.${value}`)}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => setLocale(key as Locale),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        data-testid="lang-switch"
        aria-label={t('label')}
      >
        {compact ? t(`short.${locale}`) : t(`names.${locale}`)}
      </Button>
    </Dropdown>
  );
}
