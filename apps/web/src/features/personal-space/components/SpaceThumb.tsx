import type { SpaceItem } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { ProtectedImg } from '../../user-guide/ProtectedImg';

/** The first slide in a 16:9 box, or a placeholder until it is rendered. */
export function SpaceThumb({ item }: { item: SpaceItem }) {
  const { t } = useTranslation('personalSpace');
  return (
    <div className="sc-space-thumb">
      {item.thumbnail ? (
        <ProtectedImg
          src={item.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      ) : (
        <span className="sc-space-thumb-empty">{t('card.noThumbnail')}</span>
      )}
    </div>
  );
}
