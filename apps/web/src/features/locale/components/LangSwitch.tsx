import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/useLocale';

// The menu (antd Dropdown + Menu) loads on the first click: every page shows the button.
const LangMenu = lazy(() => import('./LangMenu'));

/** The header's language switch: 简体中文 / 繁體中文 / English. */
export function LangSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('locale');
  const { locale, setLocale } = useLocale();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      data-testid="lang-switch"
      aria-label={t('label')}
      onClick={() => {
        setWanted(true);
        if (!wanted) setOpen(true);
      }}
    >
      {compact ? t(`short.${locale}`) : t(`names.${locale}`)}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LangMenu locale={locale} onPick={setLocale} open={open} onOpenChange={setOpen}>
        {button}
      </LangMenu>
    </Suspense>
  );
}
