import { getIcon, iconPlacement, parseIconPath } from '../icons.js';
import type { IconElement } from '../model.js';
import { rotationDegrees } from '../rotation.js';
import { CUSTOM_GEOMETRY, type PptxShapeProps, type PptxSlide } from './pptxgen.js';

type GeometryPoint = NonNullable<PptxShapeProps['points']>[number];

/**
 * Points depend only on the icon and the frame's size (they are relative to the frame), so a
 * deck's repeated icons (a card row, a timeline) share one array. pptxgenjs only reads `points`.
 */
const pointsCache = new Map<string, readonly GeometryPoint[]>();
const POINTS_CACHE_LIMIT = 512;

function computeIconPoints(element: IconElement): GeometryPoint[] {
  const { x, y, scale } = iconPlacement(element);
  const at = (gridX: number, gridY: number) => ({
    x: (x - element.x + gridX * scale) / 72,
    y: (y - element.y + gridY * scale) / 72,
  });
  return parseIconPath(getIcon(element.name)).map((command): GeometryPoint => {
    if (command.op === 'Z') return { close: true };
    if (command.op === 'C') {
      const start = at(command.x1, command.y1);
      const end = at(command.x2, command.y2);
      const curve = { type: 'cubic' as const, x1: start.x, y1: start.y, x2: end.x, y2: end.y };
      return { ...at(command.x, command.y), curve };
    }
    return { ...at(command.x, command.y), ...(command.op === 'M' ? { moveTo: true } : {}) };
  });
}

/**
 * An icon as native custom geometry (`a:custGeom`): an editable, recolourable vector shape in
 * PowerPoint, stroked like the SVG. Path points are in inches inside the shape's frame.
 */
export function iconPoints(element: IconElement): readonly GeometryPoint[] {
  const key = `${element.name}\u0000${element.w}\u0000${element.h}`;
  let points = pointsCache.get(key);
  if (!points) {
    if (pointsCache.size >= POINTS_CACHE_LIMIT) pointsCache.clear();
    points = computeIconPoints(element);
    pointsCache.set(key, points);
  }
  return points;
}

export function addIconElement(slide: PptxSlide, element: IconElement): void {
  const { strokeWidth } = iconPlacement(element);
  slide.addShape(CUSTOM_GEOMETRY, {
    x: element.x / 72,
    y: element.y / 72,
    w: element.w / 72,
    h: element.h / 72,
    points: iconPoints(element) as GeometryPoint[],
    line: { color: element.color, width: strokeWidth },
    fill: { type: 'none' },
    rotate: rotationDegrees(element.rotate),
    objectName: element.id,
  });
}
