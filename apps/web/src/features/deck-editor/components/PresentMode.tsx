import type { DeckDocument } from '@slidecraft/deck/scene';
import { useEffect, useRef, useState } from 'react';
import type { Pictures } from '../model/pictures';
import { slideSvg } from '../model/slide-svg';
import { useEditorTranslation } from '../editor-texts';

const NEXT = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);

/**
 * Present mode: the slides full screen, one at a time; arrows, space and page keys move, a
 * click or tap on the right half goes on and on the left half back, Esc leaves.
 */
export function PresentMode(props: {
  deck: DeckDocument;
  pictures: Pictures;
  start: number;
  onExit: (at: number) => void;
}) {
  const { t } = useEditorTranslation();
  const { deck, onExit } = props;
  const [index, setIndex] = useState(props.start);
  const root = useRef<HTMLDivElement>(null);
  const last = deck.slides.length - 1;
  const indexRef = useRef(index);
  indexRef.current = index;

  useEffect(() => {
    const node = root.current;
    node?.focus();
    // Full screen where the browser allows it; the overlay covers the window anyway.
    node?.requestFullscreen?.().catch(() => undefined);
    const onFullscreen = () => {
      if (!document.fullscreenElement) onExit(indexRef.current);
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onExit]);

  const go = (by: number) => setIndex((i) => Math.min(last, Math.max(0, i + by)));
  return (
    <div
      ref={root}
      className="sc-ed-present"
      tabIndex={-1}
      role="dialog"
      aria-modal
      aria-label={t('toolbar.present')}
      data-testid="present-mode"
      data-slide={index + 1}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') onExit(index);
        else if (NEXT.has(event.key)) go(1);
        else if (PREVIOUS.has(event.key)) go(-1);
        else if (event.key === 'Home') setIndex(0);
        else if (event.key === 'End') setIndex(last);
        else return;
        event.preventDefault();
      }}
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        go(event.clientX - box.left > box.width / 2 ? 1 : -1);
      }}
    >
      <div
        className="sc-ed-present-slide"
        dangerouslySetInnerHTML={{ __html: slideSvg(deck, index, props.pictures) }}
      />
      <div className="sc-ed-present-hint">
        {t('present.counter', { n: index + 1, total: last + 1 })} · {t('present.exit')}
      </div>
    </div>
  );
}
