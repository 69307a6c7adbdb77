import type { ContentLayout } from '../content-layout.js';
import { familyTable, type TableLook } from './compare-table.js';

/**
 * The base (business) table: a header row in the brand colour over banded rows, no ornaments.
 * It plans and grows like the families' tables (compare-table.ts): a short table takes larger
 * text and taller rows instead of leaving half the slide empty.
 */
const BASE_LOOK: TableLook = {
  variant: 'base',
  header: true,
  grow: 1.2,
  box: (area) => ({ x: area.x, y: area.y + 8, w: area.w, h: area.h - 16 }),
  style: ({ theme: { palette } }) => ({
    font: 'body',
    color: palette.text,
    headerColor: palette.onPrimary,
    headerFill: palette.primary,
    bandFill: palette.surface,
    borderColor: palette.surface,
  }),
  decorate: () => ({ behind: [], over: [] }),
};

export const tableLayout: ContentLayout = familyTable(BASE_LOOK);
