import Moveable, { type OnDrag, type OnResize, type OnRotate } from 'react-moveable';

const SNAP_PX = 6;
const ALL_SIDES = {
  left: true,
  top: true,
  right: true,
  bottom: true,
  center: true,
  middle: true,
} as const;

interface ElementTransformerProps {
  /** Selectors of the selected element boxes. */
  targets: string[];
  /** Selectors of the other boxes on the slide, to snap to. */
  others: string[];
  rotatable: boolean;
  /** The page's size on screen, in pixels. */
  pageW: number;
  pageH: number;
  onDrag: (e: OnDrag) => void;
  onResize: (e: OnResize) => void;
  onRotate: (e: OnRotate) => void;
  /** A move, resize or rotation ended (alone or as a group). */
  onEnd: () => void;
}

/**
 * The handles of the selected elements: move, resize and (one text, shape, icon or picture)
 * rotate, snapping to the page's edges and centre and to the other elements (react-moveable).
 * A module of its own so that the editor's first frame does not wait for it.
 */
export function ElementTransformer(props: ElementTransformerProps) {
  const { targets, pageW, pageH, onEnd } = props;
  return (
    <Moveable
      target={targets.length === 1 ? targets[0] : targets}
      draggable
      resizable
      keepRatio={false}
      snappable
      snapThreshold={SNAP_PX}
      snapDirections={ALL_SIDES}
      elementSnapDirections={ALL_SIDES}
      verticalGuidelines={[0, pageW / 2, pageW]}
      horizontalGuidelines={[0, pageH / 2, pageH]}
      elementGuidelines={props.others}
      isDisplaySnapDigit={false}
      origin={false}
      onDrag={props.onDrag}
      onDragEnd={onEnd}
      onResize={props.onResize}
      onResizeEnd={onEnd}
      onDragGroup={(e) => e.events.forEach(props.onDrag)}
      onDragGroupEnd={onEnd}
      onResizeGroup={(e) => e.events.forEach(props.onResize)}
      onResizeGroupEnd={onEnd}
      rotatable={props.rotatable}
      throttleRotate={1}
      snapRotationDegrees={[0, 90, 180, 270]}
      onRotate={props.onRotate}
      onRotateEnd={onEnd}
    />
  );
}
