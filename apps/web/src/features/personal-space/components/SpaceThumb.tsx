import type { SpaceItem } from '@slidecraft/contract';
import { ProtectedImg } from '../../user-guide/ProtectedImg';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

/** The first slide in a 16:9 box, or a placeholder until it is rendered. */
export function SpaceThumb({ item }: { item: SpaceItem }) {
  const { t } = usePersonalSpaceTranslation();
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
