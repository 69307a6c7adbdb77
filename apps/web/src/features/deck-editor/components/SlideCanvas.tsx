import type { DeckDocument, DeckElement } from '@slidecraft/deck/scene';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { OnDrag, OnResize, OnRotate } from 'react-moveable';
import { lazyModule } from '../../../shared/lazyModule';
import { ROTATABLE } from '../model/deck-ops';
import type { Pictures } from '../model/pictures';
import { slideSvg } from '../model/slide-svg';
import type { Frame } from '../model/frames';
import { TextEditOverlay } from './TextEditOverlay';

interface SlideCanvasProps {
  deck: DeckDocument;
  /**
   * The deck the engine draws: the same, or a moment behind while the user types (the text box
   * being edited shows the words at once; the drawing follows).
   */
  drawDeck: DeckDocument;
  pictures: Pictures;
  slideIndex: number;
  selected: readonly string[];
  editing: string | null;
  onSelect: (ids: string[]) => void;
  onEdit: (id: string | null) => void;
  /** Frames of a move or resize as it happens (drawn, not yet in the history). */
  onLiveFrames: (frames: Record<string, Frame> | null) => void;
  /** The final frames of a move or resize. */
  onCommitFrames: (frames: Record<string, Frame>) => void;
  onTextChange: (id: string, text: string) => void;
}

/**
 * The move, resize and rotate handles (react-moveable, the editor's largest dependency): loaded
 * right after the editor's first frame instead of before it, since nothing is selected then.
 */
const useTransformer = lazyModule(() => import('./ElementTransformer'));

/**
 * The selected slide, large: the engine's SVG of it, and above it one transparent box per
 * element to select (click, shift-click), move, resize and rotate (ElementTransformer), and
 * edit text in place (double-click).
 */
export const SlideCanvas = memo(function SlideCanvas(props: SlideCanvasProps) {
  const { deck, slideIndex, selected, editing } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const live = useRef<Record<string, Frame>>({});
  const transformer = useTransformer();

  useLayoutEffect(() => {
    const node = frameRef.current;
    if (!node) return;
    const measure = () => setWidth(node.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const slide = deck.slides[slideIndex];
  const scale = width / deck.page.width;
  const { drawDeck } = props;
  const { pictures } = props;
  const svg = useMemo(
    () => slideSvg(drawDeck, slideIndex, pictures),
    [drawDeck, slideIndex, pictures],
  );
  if (!slide) return null;

  const px = (points: number) => points * scale;
  const frameOf = (
    target: HTMLElement | SVGElement,
    left: number,
    top: number,
    w: number,
    h: number,
    rotate?: number,
  ) => {
    const id = (target as HTMLElement).dataset.elementId!;
    const before = live.current[id] ?? slide.elements.find((e) => e.id === id);
    const turn = rotate ?? (before as { rotate?: number } | undefined)?.rotate;
    live.current[id] = {
      x: left / scale,
      y: top / scale,
      w: w / scale,
      h: h / scale,
      ...(turn !== undefined ? { rotate: turn } : {}),
    };
    return id;
  };
  // Moveable finds the boxes by selector (the canvas is the only place with element boxes).
  const boxOf = (id: string) => `.sc-ed-box[data-element-id="${CSS.escape(id)}"]`;
  const targets = selected.filter((id) => slide.elements.some((e) => e.id === id)).map(boxOf);
  const others = slide.elements.filter((e) => !selected.includes(e.id)).map((e) => boxOf(e.id));
  const pageW = px(deck.page.width);
  const pageH = px(deck.page.height);

  const dragged = (e: OnDrag) => {
    const target = e.target as HTMLElement;
    target.style.left = `${e.left}px`;
    target.style.top = `${e.top}px`;
    frameOf(target, e.left, e.top, target.offsetWidth, target.offsetHeight);
  };
  const resized = (e: OnResize) => {
    const target = e.target as HTMLElement;
    const left = e.drag.left;
    const top = e.drag.top;
    target.style.width = `${e.width}px`;
    target.style.height = `${e.height}px`;
    target.style.left = `${left}px`;
    target.style.top = `${top}px`;
    frameOf(target, left, top, e.width, e.height);
  };
  const rotated = (e: OnRotate) => {
    const target = e.target as HTMLElement;
    target.style.transform = e.transform;
    const { offsetLeft, offsetTop, offsetWidth, offsetHeight } = target;
    frameOf(target, offsetLeft, offsetTop, offsetWidth, offsetHeight, e.rotation);
  };
  const single =
    selected.length === 1 ? slide.elements.find((e) => e.id === selected[0]) : undefined;
  const flushLive = () => props.onLiveFrames({ ...live.current });
  const commit = () => {
    const frames = live.current;
    live.current = {};
    props.onLiveFrames(null);
    if (Object.keys(frames).length > 0) props.onCommitFrames(frames);
  };

  return (
    <div className="sc-ed-stage" ref={frameRef}>
      <div
        className="sc-ed-page"
        style={{ width: pageW, height: pageH }}
        data-testid="editor-canvas"
        onPointerDown={(event) => {
          if (event.target === event.currentTarget) {
            props.onSelect([]);
            props.onEdit(null);
          }
        }}
      >
        <div className="sc-ed-svg" aria-hidden dangerouslySetInnerHTML={{ __html: svg }} />
        {slide.elements.map((element) => (
          <ElementBox
            key={element.id}
            element={element}
            scale={scale}
            selected={selected.includes(element.id)}
            hidden={editing === element.id}
            onPointerDown={(shift) => {
              if (editing && editing !== element.id) props.onEdit(null);
              if (shift) {
                props.onSelect(
                  selected.includes(element.id)
                    ? selected.filter((id) => id !== element.id)
                    : [...selected, element.id],
                );
              } else if (!selected.includes(element.id)) {
                props.onSelect([element.id]);
              }
            }}
            onDoubleClick={() => {
              if (element.type === 'text') {
                props.onSelect([element.id]);
                props.onEdit(element.id);
              }
            }}
          />
        ))}
        {editing && (
          <TextEditOverlay
            deck={deck}
            slideIndex={slideIndex}
            elementId={editing}
            scale={scale}
            onChange={(text) => props.onTextChange(editing, text)}
            onDone={() => props.onEdit(null)}
          />
        )}
        {transformer && width > 0 && !editing && targets.length > 0 && (
          <transformer.ElementTransformer
            targets={targets}
            others={others}
            rotatable={single !== undefined && ROTATABLE.has(single.type)}
            pageW={pageW}
            pageH={pageH}
            onDrag={(e) => {
              dragged(e);
              flushLive();
            }}
            onResize={(e) => {
              resized(e);
              flushLive();
            }}
            onRotate={(e) => {
              rotated(e);
              flushLive();
            }}
            onEnd={commit}
          />
        )}
      </div>
    </div>
  );
});

function ElementBox(props: {
  element: DeckElement;
  scale: number;
  selected: boolean;
  hidden: boolean;
  onPointerDown: (shift: boolean) => void;
  onDoubleClick: () => void;
}) {
  const { element, scale } = props;
  return (
    <div
      className="sc-ed-box"
      data-element-id={element.id}
      data-element-type={element.type}
      data-testid={`element-${element.id}`}
      aria-selected={props.selected}
      style={{
        left: element.x * scale,
        top: element.y * scale,
        width: element.w * scale,
        height: element.h * scale,
        transform:
          'rotate' in element && element.rotate ? `rotate(${element.rotate}deg)` : undefined,
        visibility: props.hidden ? 'hidden' : undefined,
      }}
      onPointerDown={(event) => props.onPointerDown(event.shiftKey)}
      onDoubleClick={props.onDoubleClick}
    />
  );
}
