import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TemplateDetail } from '@slidecraft/contract';
import { Button } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTemplatesTranslation } from '../templates-texts';
import { ProtectedImg } from '../../user-guide/ProtectedImg';

type Slides = TemplateDetail['slides'];

/** Desktop: the picked slide large, with arrows, over a strip of every slide to pick from. */
function SlidePicker({ slides }: { slides: Slides }) {
  const { t } = useTemplatesTranslation();
  const [index, setIndex] = useState(0);
  const current = slides[Math.min(index, slides.length - 1)];
  if (!current) return null;
  const go = (next: number) => setIndex(Math.max(0, Math.min(slides.length - 1, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    if (event.key === 'ArrowRight') go(index + 1);
  };
  return (
    <div className="sc-tpl-viewer" onKeyDown={onKeyDown}>
      <div className="sc-tpl-stage">
        <ProtectedImg
          data-testid="template-slide-main"
          data-index={current.index}
          src={current.image}
          alt={t('detail.slide', { index: current.index + 1 })}
          decoding="async"
          draggable={false}
        />
        <Button
          className="sc-tpl-nav sc-tpl-nav-prev"
          shape="circle"
          icon={<LeftOutlined />}
          disabled={index === 0}
          onClick={() => go(index - 1)}
          aria-label={t('detail.prev')}
        />
        <Button
          className="sc-tpl-nav sc-tpl-nav-next"
          shape="circle"
          icon={<RightOutlined />}
          disabled={index >= slides.length - 1}
          onClick={() => go(index + 1)}
          aria-label={t('detail.next')}
        />
        <span className="sc-tpl-counter">
          {index + 1} / {slides.length}
        </span>
      </div>
      <div className="sc-tpl-strip">
        {slides.map((slide, i) => (
          <button
            key={slide.index}
            type="button"
            className="sc-tpl-strip-item"
            aria-pressed={i === index}
            aria-label={t('detail.slide', { index: slide.index + 1 })}
            onClick={() => setIndex(i)}
            data-testid="template-slide-thumb"
            data-index={slide.index}
          >
            <ProtectedImg
              src={slide.thumbnail}
              alt=""
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          </button>
        ))}
      </div>
    </div>
  );
}

/** Phones: every slide, one under another. */
function SlideStack({ slides }: { slides: Slides }) {
  const { t } = useTemplatesTranslation();
  return (
    <div className="sc-tpl-stack" data-testid="template-slide-stack">
      {slides.map((slide, i) => (
        <ProtectedImg
          key={slide.index}
          data-testid="template-slide-main"
          data-index={slide.index}
          src={slide.image}
          alt={t('detail.slide', { index: slide.index + 1 })}
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
        />
      ))}
    </div>
  );
}

/** A template's slides: picked one by one on desktop, stacked on phones. */
export function SlideViewer({ slides, desktop }: { slides: Slides; desktop: boolean }) {
  return desktop ? <SlidePicker slides={slides} /> : <SlideStack slides={slides} />;
}
