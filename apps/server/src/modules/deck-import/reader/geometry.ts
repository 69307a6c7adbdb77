import { SHAPE_GEOMETRIES, type ShapeElement, type ShapeGeometry } from '@slidecraft/deck';
import { children, intAttr, type XNode } from './xml.js';

const KNOWN = new Set<string>(SHAPE_GEOMETRIES);

/** Presets the engine does not draw, mapped to the nearest one it does. */
const NEAREST: Record<string, ShapeGeometry> = {
  flowChartProcess: 'rect',
  flowChartAlternateProcess: 'roundRect',
  flowChartTerminator: 'roundRect',
  flowChartDecision: 'diamond',
  flowChartInputOutput: 'parallelogram',
  flowChartConnector: 'ellipse',
  flowChartPreparation: 'hexagon',
  flowChartManualOperation: 'trapezoid',
  flowChartPredefinedProcess: 'rect',
  flowChartDocument: 'rect',
  wedgeRectCallout: 'rect',
  wedgeRoundRectCallout: 'roundRect',
  wedgeEllipseCallout: 'ellipse',
  snip2SameRect: 'snip1Rect',
  snipRoundRect: 'snip1Rect',
  round2DiagRect: 'round2SameRect',
  plaque: 'roundRect',
  frame: 'rect',
  bevel: 'rect',
  foldedCorner: 'rect',
  cube: 'rect',
  can: 'rect',
  star4: 'star5',
  star6: 'star5',
  star7: 'star5',
  star8: 'star5',
  star10: 'star5',
  star12: 'star5',
  star16: 'star5',
  star24: 'star5',
  star32: 'star5',
  notchedRightArrow: 'rightArrow',
  stripedRightArrow: 'rightArrow',
  rightArrowCallout: 'rightArrow',
  leftArrowCallout: 'leftArrow',
  upArrowCallout: 'upArrow',
  downArrowCallout: 'downArrow',
  upDownArrow: 'upArrow',
  heptagon: 'hexagon',
  decagon: 'octagon',
  dodecagon: 'octagon',
  mathPlus: 'plus',
  donut: 'ellipse',
  pie: 'ellipse',
  chord: 'ellipse',
  teardrop: 'ellipse',
};

/** Presets that are lines between two corners of the frame. */
const LINES = new Set([
  'line',
  'straightConnector1',
  'bentConnector2',
  'bentConnector3',
  'bentConnector4',
  'bentConnector5',
  'curvedConnector2',
  'curvedConnector3',
  'curvedConnector4',
  'curvedConnector5',
  'lineInv',
]);

export interface Geometry {
  geometry: ShapeGeometry;
  radius?: number;
  path?: NonNullable<ShapeElement['path']>;
  /** The preset had no exact match and was drawn as `geometry`. */
  approximated?: string;
}

const n = (value: number) => Number(value.toFixed(2));

function point(node: XNode | undefined): [number, number] {
  return [intAttr(node, 'x') ?? 0, intAttr(node, 'y') ?? 0];
}

/**
 * An a:custGeom's paths as one SVG path in the first path's box (the others scaled into it).
 * Arcs become cubic curves (at most four per arc); the numbers are re-serialised, nothing of
 * the file's text is copied.
 */
function customPath(custGeom: XNode, frameW: number, frameH: number): Geometry['path'] {
  const paths = children(children(custGeom, 'a:pathLst')[0], 'a:path');
  if (paths.length === 0) return undefined;
  const boxW = intAttr(paths[0], 'w') || frameW || 1;
  const boxH = intAttr(paths[0], 'h') || frameH || 1;
  const parts: string[] = [];
  for (const item of paths) {
    const sx = boxW / (intAttr(item, 'w') || boxW);
    const sy = boxH / (intAttr(item, 'h') || boxH);
    let cx = 0;
    let cy = 0;
    const at = ([x, y]: [number, number]) => `${n(x * sx)} ${n(y * sy)}`;
    for (const command of item.children) {
      const pts = children(command, 'a:pt').map(point);
      switch (command.name) {
        case 'a:moveTo':
          if (pts[0]) {
            parts.push(`M${at(pts[0])}`);
            [cx, cy] = pts[0];
          }
          break;
        case 'a:lnTo':
          if (pts[0]) {
            parts.push(`L${at(pts[0])}`);
            [cx, cy] = pts[0];
          }
          break;
        case 'a:cubicBezTo':
          if (pts.length === 3) {
            parts.push(`C${pts.map(at).join(' ')}`);
            [cx, cy] = pts[2]!;
          }
          break;
        case 'a:quadBezTo':
          if (pts.length === 2) {
            parts.push(`Q${pts.map(at).join(' ')}`);
            [cx, cy] = pts[1]!;
          }
          break;
        case 'a:arcTo': {
          const arc = arcCurves(command, cx, cy);
          for (const curve of arc.curves) parts.push(`C${curve.map(at).join(' ')}`);
          [cx, cy] = arc.end;
          break;
        }
        case 'a:close':
          parts.push('Z');
          break;
        default:
          break;
      }
    }
  }
  const d = parts.join(' ');
  return d.startsWith('M') ? { d, w: boxW, h: boxH } : undefined;
}

/** An OOXML arcTo (radii, start and swing angles from the current point) as cubic curves. */
function arcCurves(
  node: XNode,
  x0: number,
  y0: number,
): { curves: [number, number][][]; end: [number, number] } {
  const wR = intAttr(node, 'wR') ?? 0;
  const hR = intAttr(node, 'hR') ?? 0;
  const start = ((intAttr(node, 'stAng') ?? 0) / 60000) * (Math.PI / 180);
  const swing = ((intAttr(node, 'swAng') ?? 0) / 60000) * (Math.PI / 180);
  const cx = x0 - wR * Math.cos(start);
  const cy = y0 - hR * Math.sin(start);
  const steps = Math.max(1, Math.ceil(Math.abs(swing) / (Math.PI / 2)));
  const delta = swing / steps;
  const k = (4 / 3) * Math.tan(delta / 4);
  const curves: [number, number][][] = [];
  let a = start;
  for (let i = 0; i < steps; i++) {
    const b = a + delta;
    const p0: [number, number] = [cx + wR * Math.cos(a), cy + hR * Math.sin(a)];
    const p3: [number, number] = [cx + wR * Math.cos(b), cy + hR * Math.sin(b)];
    curves.push([
      [p0[0] - k * wR * Math.sin(a), p0[1] + k * hR * Math.cos(a)],
      [p3[0] + k * wR * Math.sin(b), p3[1] - k * hR * Math.cos(b)],
      p3,
    ]);
    a = b;
  }
  return { curves, end: curves.length ? curves[curves.length - 1]![2]! : [x0, y0] };
}

/** The geometry of an spPr (prstGeom or custGeom); rect when it has none. */
export function readGeometry(spPr: XNode | undefined, frame: { w: number; h: number }): Geometry {
  const preset = spPr?.children.find((item) => item.name === 'a:prstGeom');
  const custom = spPr?.children.find((item) => item.name === 'a:custGeom');
  if (custom) {
    const shapePath = customPath(custom, frame.w * 12700, frame.h * 12700);
    return shapePath
      ? { geometry: 'custom', path: shapePath }
      : { geometry: 'rect', approximated: 'custGeom' };
  }
  const name = preset?.attrs.prst ?? 'rect';
  if (LINES.has(name))
    return {
      geometry: 'line',
      ...(name === 'line' || name === 'straightConnector1' ? {} : { approximated: name }),
    };
  if (name === 'roundRect') {
    const adj = children(children(preset, 'a:avLst')[0], 'a:gd').find(
      (gd) => gd.attrs.name === 'adj',
    );
    const share = adj
      ? Number(/val\s+(\d+)/.exec(adj.attrs.fmla ?? '')?.[1] ?? 16667) / 100000
      : 0.16667;
    return { geometry: 'roundRect', radius: n(Math.min(frame.w, frame.h) * share) };
  }
  if (KNOWN.has(name) && name !== 'custom') return { geometry: name as ShapeGeometry };
  return { geometry: NEAREST[name] ?? 'rect', approximated: name };
}
