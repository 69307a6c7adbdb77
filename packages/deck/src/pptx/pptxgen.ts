import pptxgenModule from 'pptxgenjs';

/**
 * pptxgenjs ships ES and CommonJS builds but types that TypeScript reads as CommonJS, so under
 * NodeNext the types put the class on `.default` while Node's ESM loader hands the class over
 * directly. This resolves either shape to the constructor.
 */
export type Presentation = pptxgenModule.default;
export type PptxSlide = pptxgenModule.default.Slide;
export type PptxTextProps = pptxgenModule.default.TextProps;
export type PptxShapeProps = pptxgenModule.default.ShapeProps;
export type PptxTableRow = pptxgenModule.default.TableRow;
export type PptxTableCellOptions = pptxgenModule.default.TableCellProps;
export type PptxChartOptions = pptxgenModule.default.IChartOpts;
type PresentationClass = typeof pptxgenModule.default;

const moduleWithDefault = pptxgenModule as unknown as { default?: PresentationClass };
const PresentationConstructor: PresentationClass =
  moduleWithDefault.default ?? (pptxgenModule as unknown as PresentationClass);

export function createPresentation(): Presentation {
  return new PresentationConstructor();
}

/** pptxgenjs draws custom geometry from `points` for the shape name 'custGeom', which its types omit. */
export const CUSTOM_GEOMETRY = 'custGeom' as unknown as Parameters<PptxSlide['addShape']>[0];
