import type { Draft } from 'immer';
import {
  getTheme,
  type ChartElement,
  type DeckDocument,
  type TableElement,
} from '@slidecraft/deck/scene';
import { newId } from './deck-ops';

/**
 * Tables and charts: new ones in the theme's colours, cell and data edits, rows and columns.
 * Row heights and column widths always sum to the frame, as the deck schema documents.
 */
type DeckDraft = Draft<DeckDocument>;
type Frame = Pick<TableElement, 'x' | 'y' | 'w' | 'h'>;

export const MAX_TABLE_SIDE = 20;
export const MAX_CHART_POINTS = 24;

export function newTable(deck: DeckDocument, at: Frame, headers: string[]): TableElement {
  const theme = getTheme(deck.themeId);
  const rows = [headers, headers.map(() => ''), headers.map(() => '')];
  return {
    type: 'table',
    id: newId('tb'),
    ...at,
    rows,
    header: true,
    columnWidths: even(at.w, headers.length),
    rowHeights: even(at.h, rows.length),
    font: 'body',
    size: 14,
    color: theme.palette.text,
    headerColor: theme.palette.onPrimary,
    headerFill: theme.palette.primary,
    bandFill: theme.palette.surface,
    borderColor: theme.palette.surface,
  };
}

export function newChart(deck: DeckDocument, at: Frame, categories: string[]): ChartElement {
  const theme = getTheme(deck.themeId);
  return {
    type: 'chart',
    id: newId('ch'),
    ...at,
    kind: 'column',
    categories,
    values: categories.map((_, i) => (i + 1) * 10),
    colors: [...theme.chart],
    labelColor: theme.palette.text,
    unit: '',
  };
}

function even(total: number, parts: number): number[] {
  return Array.from({ length: parts }, () => round(total / parts));
}

function table(deck: DeckDraft, slideIndex: number, id: string): Draft<TableElement> | undefined {
  const element = deck.slides[slideIndex]?.elements.find((e) => e.id === id);
  return element?.type === 'table' ? element : undefined;
}

function chart(deck: DeckDraft, slideIndex: number, id: string): Draft<ChartElement> | undefined {
  const element = deck.slides[slideIndex]?.elements.find((e) => e.id === id);
  return element?.type === 'chart' ? element : undefined;
}

export const setCell =
  (slideIndex: number, id: string, row: number, column: number, text: string) =>
  (deck: DeckDraft) => {
    const t = table(deck, slideIndex, id);
    if (t?.rows[row] && column < t.rows[row].length) t.rows[row][column] = text.slice(0, 2000);
  };

/** Adds a row at the end (a column at the right); the frame grows by one row (column). */
export const addTableRow = (slideIndex: number, id: string) => (deck: DeckDraft) => {
  const t = table(deck, slideIndex, id);
  if (!t || t.rows.length >= MAX_TABLE_SIDE) return;
  const height = t.rowHeights.at(-1) ?? 30;
  t.rows.push(t.rows[0]!.map(() => ''));
  t.rowHeights.push(height);
  t.h = round(t.h + height);
};

export const addTableColumn = (slideIndex: number, id: string) => (deck: DeckDraft) => {
  const t = table(deck, slideIndex, id);
  if (!t || t.columnWidths.length >= MAX_TABLE_SIDE) return;
  for (const row of t.rows) row.push('');
  t.columnWidths = even(t.w, t.columnWidths.length + 1);
};

/** Removes the last row (column); a table keeps at least one of each. */
export const removeTableRow = (slideIndex: number, id: string) => (deck: DeckDraft) => {
  const t = table(deck, slideIndex, id);
  if (!t || t.rows.length <= 1) return;
  t.rows.pop();
  t.h = round(t.h - t.rowHeights.pop()!);
};

export const removeTableColumn = (slideIndex: number, id: string) => (deck: DeckDraft) => {
  const t = table(deck, slideIndex, id);
  if (!t || t.columnWidths.length <= 1) return;
  for (const row of t.rows) row.pop();
  t.columnWidths = even(t.w, t.columnWidths.length - 1);
};

export const setChartKind =
  (slideIndex: number, id: string, kind: ChartElement['kind']) => (deck: DeckDraft) => {
    const c = chart(deck, slideIndex, id);
    if (c) c.kind = kind;
  };

/** One data point: its category label and value (negative and non-numbers become 0). */
export const setChartPoint =
  (slideIndex: number, id: string, index: number, point: { category?: string; value?: number }) =>
  (deck: DeckDraft) => {
    const c = chart(deck, slideIndex, id);
    if (!c || index >= c.categories.length) return;
    if (point.category !== undefined) c.categories[index] = point.category.slice(0, 200);
    if (point.value !== undefined)
      c.values[index] = Number.isFinite(point.value) ? Math.max(0, point.value) : 0;
  };

export const addChartPoint =
  (slideIndex: number, id: string, category: string) => (deck: DeckDraft) => {
    const c = chart(deck, slideIndex, id);
    if (!c || c.categories.length >= MAX_CHART_POINTS) return;
    c.categories.push(category);
    c.values.push(0);
  };

export const removeChartPoint =
  (slideIndex: number, id: string, index: number) => (deck: DeckDraft) => {
    const c = chart(deck, slideIndex, id);
    if (!c || c.categories.length <= 1) return;
    c.categories.splice(index, 1);
    c.values.splice(index, 1);
  };

export const setChartUnit = (slideIndex: number, id: string, unit: string) => (deck: DeckDraft) => {
  const c = chart(deck, slideIndex, id);
  if (c) c.unit = unit.slice(0, 8);
};

const round = (value: number) => Math.round(value * 100) / 100;
