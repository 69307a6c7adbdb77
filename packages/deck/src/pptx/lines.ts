import type { ShapeElement } from '../model.js';
import type { PptxShapeProps } from './pptxgen.js';

type Line = NonNullable<ShapeElement['line']>;
type PptxLine = NonNullable<PptxShapeProps['line']>;

/** PowerPoint's preset dashes: `dot` is its round-dot line (sysDot), the common dotted one. */
const DASHES = { solid: 'solid', dash: 'dash', dot: 'sysDot' } as const;

/** PowerPoint's default arrow head (a filled triangle), at the start or the end of the path. */
const ARROW = 'triangle';

/**
 * An outline as pptxgenjs line options: colour and width as before, and only when the model
 * sets them a dash (`a:prstDash`) and arrow heads (`a:headEnd` at the start, `a:tailEnd` at
 * the end), so outlines without them are written as they always were.
 */
export function lineProps(line: Line): PptxLine {
  const props: PptxLine = { color: line.color, width: line.width };
  if (line.dash) props.dashType = DASHES[line.dash];
  if (line.headArrow) props.beginArrowType = ARROW;
  if (line.tailArrow) props.endArrowType = ARROW;
  return props;
}
