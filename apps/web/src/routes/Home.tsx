import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AiBox } from '../features/generation';
import { ImportButton } from '../features/import';
import { useDocumentTitle } from '../shared/useDocumentTitle';

export default function Home() {
  const { t } = useTranslation('generation');
  useDocumentTitle();
  return (
    <div className="sc-home">
      <section className="sc-hero">
        <Typography.Title className="sc-hero-title">{t('hero.title')}</Typography.Title>
        <Typography.Paragraph className="sc-hero-subtitle">
          {t('hero.subtitle')}
        </Typography.Paragraph>
      </section>
      <AiBox extra={<ImportButton />} />
    </div>
  );
}
