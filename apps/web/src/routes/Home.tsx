import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth';
import { AiBox } from '../features/generation';
import { ImportButton } from '../features/import';
import { tourSeenHere } from '../features/user-guide/seen';
import { useDocumentTitle } from '../shared/useDocumentTitle';

/** The first-visit tour: its code loads only for a signed-in user it may still be new to. */
const UserGuideTour = lazy(() => import('../features/user-guide/UserGuideTour'));

export default function Home() {
  const { t } = useTranslation('generation');
  const { user } = useSession();
  useDocumentTitle();
  return (
    <div className="sc-home">
      <section className="sc-hero">
        <h1 className="sc-hero-title">{t('hero.title')}</h1>
        <p className="sc-hero-subtitle">{t('hero.subtitle')}</p>
      </section>
      <AiBox extra={<ImportButton />} />
      {user && !tourSeenHere(user.id) && (
        <Suspense fallback={null}>
          <UserGuideTour guide="home" userId={user.id} />
        </Suspense>
      )}
    </div>
  );
}
