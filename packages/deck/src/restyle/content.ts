import type {
  ChartElement,
  DeckElement,
  ImageElement,
  Paragraph,
  Slide,
  TableElement,
} from '../model.js';

/** One paragraph of a slide's text: its words and its indent level (0 is the outermost). */
export interface Item {
  text: string;
  level: number;
  /** Shown without a bullet (a column's head, a line of prose). */
  plain: boolean;
}

/** A text box (or a shape's text) of a slide: its paragraphs and where it sits on the page. */
export interface Block {
  items: Item[];
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What one slide says, without the decorations of its master and layout. */
export interface SlideContent {
  slide: Slide;
  /** PowerPoint's layout type ('title', 'secHead', 'twoObj', ...) or the engine's layout id. */
  layoutType: string;
  title: string;
  /** Text boxes other than the title, in reading order. */
  blocks: Block[];
  tables: TableElement[];
  charts: ChartElement[];
  pictures: ImageElement[];
}

/** A paragraph's words on one line (a line break inside a paragraph reads as a space). */
export function paragraphText(paragraph: Paragraph): string {
  return paragraph.runs
    .map((run) => run.text)
    .join('')
    .replace(/[\r\n\v\u2028\u2029]+/gu, ' ')
    .trim();
}

/** The items of a slide's text, in reading order. */
export const itemsOf = (content: SlideContent): Item[] =>
  content.blocks.flatMap((block) => block.items);

/** Every string of a slide's content: title, paragraphs, table cells, chart words. */
export function contentStrings(content: SlideContent): string[] {
  return [
    content.title,
    ...itemsOf(content).map((item) => item.text),
    ...content.tables.flatMap((table) => table.rows.flat()),
    ...content.charts.flatMap(chartStrings),
  ].filter((text) => text.trim().length > 0);
}

/** The words a chart shows: its title, categories and series names. */
export function chartStrings(chart: ChartElement): string[] {
  return [
    chart.title ?? '',
    chart.seriesName ?? '',
    ...chart.categories,
    ...(chart.extraSeries ?? []).map((series) => series.name),
  ];
}

/** Every string a slide shows: text boxes and shape text by paragraph, table cells, charts. */
export function shownStrings(slide: Slide): string[] {
  return slide.elements.flatMap((element: DeckElement) => {
    switch (element.type) {
      case 'text':
        return element.paragraphs.map(paragraphText);
      case 'shape':
        return (element.text?.paragraphs ?? []).map(paragraphText);
      case 'table':
        return element.rows.flat();
      case 'chart':
        return chartStrings(element);
      default:
        return [];
    }
  });
}
