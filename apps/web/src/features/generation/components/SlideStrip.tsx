import { useEffect, useRef } from 'react';
import { ProtectedImg } from '../../user-guide/ProtectedImg';
import { useGenerationFlowTranslation } from '../generation-flow-texts';

interface SlideStripProps {
  slides: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
}

/** The row of slide thumbnails under the large slide; scrolls sideways, keeps the pick in view. */
export function SlideStrip({ slides, selected, onSelect }: SlideStripProps) {
  const { t } = useGenerationFlowTranslation();
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const thumb = strip.current?.children[selected];
    thumb?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  return (
    <div ref={strip} className="sc-slide-strip" role="group" aria-label={t('preview.strip')}>
      {slides.map((src, i) => (
        <button
          key={i}
          type="button"
          className="sc-slide-thumb"
          aria-pressed={i === selected}
          aria-label={t('preview.slide', { n: i + 1 })}
          onClick={() => onSelect(i)}
          data-testid={`slide-thumb-${i + 1}`}
        >
          <ProtectedImg src={src} alt="" loading="lazy" decoding="async" draggable={false} />
        </button>
      ))}
    </div>
  );
}
