import { useMemo } from 'react';
import { useTemplateContents } from '../hooks/useTemplateContents';
import { WALL_CELLS, pickWall } from '../wall-picks';
import { ProtectedImg } from '../../user-guide/ProtectedImg';

/** Tints of the placeholder blocks shown until (or instead of) the thumbnails. */
const TINTS = ['#FFE8A3', '#FFF4D1', '#FFD23F', '#F5F0E6', '#FFE08A', '#FFF9E8'];
const tint = (i: number) => TINTS[(i * 7) % TINTS.length]!;

/**
 * The login page's decorative wall: a tilted 10 by 10 grid of template thumbnails picked at
 * random. Placeholder blocks stand in while the listing loads or when it fails.
 */
export function TemplateWall() {
  const { data } = useTemplateContents();
  const picks = useMemo(() => pickWall(data?.items ?? []), [data]);
  return (
    <div className="sc-login-wall" aria-hidden="true" data-testid="login-wall">
      {Array.from({ length: WALL_CELLS }, (_, i) => {
        const item = picks[i];
        return (
          <div
            key={i}
            className="sc-login-tile"
            style={{ background: tint(i) }}
            data-testid="wall-cell"
          >
            <span />
            <span />
            {item && (
              <ProtectedImg
                src={item.thumbnail}
                alt=""
                loading="lazy"
                decoding="async"
                draggable={false}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
