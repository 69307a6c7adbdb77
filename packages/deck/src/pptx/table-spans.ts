import type { TableElement } from '../model.js';

/** A cell that is written, with the cells it covers to its right and below. */
export interface CellSpan {
  colspan: number;
  rowspan: number;
}

/**
 * Which cells of the grid are written and how far each reaches. pptxgenjs takes each row's
 * written cells only (it adds the covered ones itself, as hMerge/vMerge), so a cell covered by
 * another's span is null here. Spans are cut to the table and to cells an earlier span already
 * covers, so the rows always add up to the grid; a cell marked `merged` that no span covers is
 * written as an ordinary (empty) cell rather than leaving a hole.
 */
export function cellSpans(element: TableElement): (CellSpan | null)[][] {
  const rows = element.rows.length;
  const columns = element.columnWidths.length;
  const covered = Array.from({ length: rows }, () => new Array<boolean>(columns).fill(false));
  const grid: (CellSpan | null)[][] = [];
  for (let row = 0; row < rows; row++) {
    const line: (CellSpan | null)[] = [];
    for (let column = 0; column < columns; column++) {
      if (covered[row]![column]) {
        line.push(null);
        continue;
      }
      const style = element.cells?.[row]?.[column];
      let colspan = 1;
      const wanted = Math.min(style?.colSpan ?? 1, columns - column);
      while (colspan < wanted && !covered[row]![column + colspan]) colspan++;
      let rowspan = 1;
      const tall = Math.min(style?.rowSpan ?? 1, rows - row);
      const free = (r: number) => covered[r]!.slice(column, column + colspan).every((c) => !c);
      while (rowspan < tall && free(row + rowspan)) rowspan++;
      for (let r = row; r < row + rowspan; r++)
        for (let c = column; c < column + colspan; c++) covered[r]![c] = true;
      line.push({ colspan, rowspan });
    }
    grid.push(line);
  }
  return grid;
}
