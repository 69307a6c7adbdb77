import type { BrandThemeSpec } from './spec.js';

/**
 * A brand spec as the server reads it from apps/server/test/brand-themes-fixtures.ts's
 * template: a grey master with a navy band at the foot and a logo at the top right, title and
 * body frames, red and navy colours, Georgia / 黑体 headings and Verdana / 宋体 text.
 */
export function testBrandSpec(): BrandThemeSpec {
  return {
    version: 1,
    page: { width: 960, height: 540 },
    palette: {
      dk1: '000000',
      lt1: 'FFFFFF',
      dk2: '002855',
      lt2: 'E7E6E6',
      accent1: 'C8102E',
      accent2: '002855',
      accent3: 'A5A5A5',
      accent4: 'FFC000',
      accent5: '5B9BD5',
      accent6: '70AD47',
      hlink: '0563C1',
    },
    fonts: {
      major: { latin: 'Georgia', eastAsian: '黑体' },
      minor: { latin: 'Verdana', eastAsian: '宋体' },
    },
    master: {
      part: 'ppt/slideMasters/slideMaster1.xml',
      themePart: 'ppt/theme/theme1.xml',
      colorMap: { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' },
      background: { color: 'F0F0F0' },
      title: { x: 36, y: 21.6, w: 864, h: 72 },
      body: { x: 36, y: 108, w: 864, h: 360 },
      elements: [
        {
          type: 'shape',
          id: 'master-1',
          x: 0,
          y: 504,
          w: 960,
          h: 36,
          geometry: 'rect',
          fill: { color: '002855' },
        },
        {
          type: 'image',
          id: 'master-2',
          x: 828,
          y: 14.4,
          w: 108,
          h: 43.2,
          src: 'attachment:00000000-0000-4000-8000-00000000000a',
        },
      ],
    },
    layouts: {
      title: {
        part: 'ppt/slideLayouts/slideLayout1.xml',
        name: 'Title Slide',
        showMaster: true,
        title: { x: 72, y: 160, w: 816, h: 110 },
        body: { x: 72, y: 290, w: 816, h: 90 },
        elements: [],
      },
      obj: {
        part: 'ppt/slideLayouts/slideLayout2.xml',
        name: 'Title and Content',
        showMaster: true,
        elements: [],
      },
    },
    logos: [
      {
        x: 828,
        y: 14.4,
        w: 108,
        h: 43.2,
        src: 'attachment:00000000-0000-4000-8000-00000000000a',
      },
    ],
    pictures: [],
  };
}
