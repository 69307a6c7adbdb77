// Writes apps/server/test/fixtures/brand-company.pptx, the company template the e2e suite
// uploads: the API tests' pptxgenjs template (grey background, navy band, red logo at the top
// right, title and body placeholders, red / navy palette, Georgia / 黑体 and Verdana / 宋体).
// Run from the repository root: node --import tsx scripts/make-brand-template.ts
import { writeFile } from 'node:fs/promises';
import { brandTemplate } from '../apps/server/test/brand-themes-fixtures.js';

const out = new URL('../apps/server/test/fixtures/brand-company.pptx', import.meta.url);
await writeFile(out, await brandTemplate());
console.log(`wrote ${out.pathname}`);
