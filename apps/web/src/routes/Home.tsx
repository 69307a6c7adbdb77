import { useTranslation } from 'react-i18next';
import { AiBox } from '../features/generation';
import { loadOutlineWorkspace } from '../features/generation/outline-screen';
import { ImportButton } from '../features/import';
import { useDocumentTitle } from '../shared/useDocumentTitle';

/**
 * The workspace page's code (the outline stream and its editor), fetched once the topic box is
 * first used rather than with the home page: the router's own load of it then finds it there.
 */
const prefetchWorkspace = () => {
  Promise.all([import('./Workspace'), loadOutlineWorkspace()]).catch(() => undefined);
};

export default function Home() {
  const { t } = useTranslation('generation');
  useDocumentTitle();
  return (
    <div className="sc-home">
      <section className="sc-hero">
        <h1 className="sc-hero-title">{t('hero.title')}</h1>
        <p className="sc-hero-subtitle">{t('hero.subtitle')}</p>
      </section>
      <AiBox extra={<ImportButton />} onFirstUse={prefetchWorkspace} />
    </div>
  );
}
