import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { DeckDocument } from '@slidecraft/deck/scene';
import { Button, Tooltip } from 'antd';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  rectSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, startTransition, useEffect, useRef, useState } from 'react';
import type { Pictures } from '../model/pictures';
import { slideSvg } from '../model/slide-svg';
import { useEditorTranslation } from '../editor-texts';

interface SlideRailProps {
  deck: DeckDocument;
  pictures: Pictures;
  selected: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
  /** A slide dragged to another place in the rail. */
  onReorder: (from: number, to: number) => void;
}

/** The slides down the side (across the top on phones), drawn by the engine, with slide actions. */
/** Thumbnails drawn with the editor's first frame; the others follow right after it. */
const FIRST_THUMBS = 6;

/**
 * How many thumbnails to draw: the first few (and the selected one) with the first frame, so
 * that opening a long deck shows its slide at once; the rest in the render after it.
 */
function useDrawnThumbs(count: number): number {
  const [drawn, setDrawn] = useState(FIRST_THUMBS);
  useEffect(() => {
    if (drawn >= count) return;
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn(Infinity)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, count]);
  return drawn;
}

export const SlideRail = memo(function SlideRail(props: SlideRailProps) {
  const { t } = useEditorTranslation();
  const { deck, selected } = props;
  const drawnThumbs = useDrawnThumbs(deck.slides.length);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.children[selected]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const count = deck.slides.length;
  // A mouse drag starts after 6 px (a click still selects), a touch after a long press (a swipe
  // still scrolls the rail); arrow keys move a focused slide.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const actions = [
    {
      testId: 'slide-add',
      label: t('toolbar.addSlide'),
      icon: <PlusOutlined />,
      onClick: props.onAdd,
    },
    {
      testId: 'slide-duplicate',
      label: t('toolbar.duplicateSlide'),
      icon: <CopyOutlined />,
      onClick: props.onDuplicate,
    },
    {
      testId: 'slide-up',
      label: t('toolbar.moveUp'),
      icon: <ArrowUpOutlined />,
      disabled: selected === 0,
      onClick: () => props.onMove(-1),
    },
    {
      testId: 'slide-down',
      label: t('toolbar.moveDown'),
      icon: <ArrowDownOutlined />,
      disabled: selected >= count - 1,
      onClick: () => props.onMove(1),
    },
    {
      testId: 'slide-delete',
      label: t('toolbar.deleteSlide'),
      icon: <DeleteOutlined />,
      disabled: count <= 1,
      danger: true,
      onClick: props.onDelete,
    },
  ];
  return (
    <nav className="sc-ed-rail" aria-label={t('slides')}>
      <div className="sc-ed-rail-actions">
        {actions.map((action) => (
          <Tooltip key={action.testId} title={action.label}>
            <Button
              size="small"
              danger={action.danger}
              icon={action.icon}
              disabled={action.disabled}
              onClick={action.onClick}
              data-testid={action.testId}
              aria-label={action.label}
            />
          </Tooltip>
        ))}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={(event: DragEndEvent) => {
          const from = deck.slides.findIndex((s) => s.id === event.active.id);
          const to = deck.slides.findIndex((s) => s.id === event.over?.id);
          if (from >= 0 && to >= 0 && from !== to) props.onReorder(from, to);
        }}
      >
        <SortableContext items={deck.slides.map((s) => s.id)} strategy={rectSortingStrategy}>
          <ol ref={list} className="sc-ed-thumbs">
            {deck.slides.map((slide, index) => (
              <SortableThumb
                key={slide.id}
                id={slide.id}
                svg={
                  index < drawnThumbs || index === selected
                    ? slideSvg(deck, index, props.pictures)
                    : ''
                }
                index={index}
                current={index === selected}
                label={t('slideLabel', { n: index + 1 })}
                onSelect={props.onSelect}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </nav>
  );
});

interface ThumbProps {
  id: string;
  svg: string;
  index: number;
  current: boolean;
  label: string;
  onSelect: (index: number) => void;
}

function SortableThumb(props: ThumbProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
      }}
      {...attributes}
      {...listeners}
    >
      <Thumb {...props} />
    </li>
  );
}

const Thumb = memo(function Thumb(props: ThumbProps) {
  return (
    <button
      type="button"
      className="sc-ed-thumb"
      aria-current={props.current ? 'true' : undefined}
      aria-label={props.label}
      onClick={() => props.onSelect(props.index)}
      data-testid={`slide-thumb-${props.index + 1}`}
    >
      <span className="sc-ed-thumb-number">{props.index + 1}</span>
      <span className="sc-ed-thumb-svg" dangerouslySetInnerHTML={{ __html: props.svg }} />
    </button>
  );
});
