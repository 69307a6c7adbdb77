import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_TEMPLATES, TemplateFileSchema, type TemplateSource } from '@slidecraft/server';

/**
 * What an operator's own templates look like: the built-in ones again under other names, as a
 * company, a department or a city would make its own ('深圳销售部年终总结', '2027个人简历').
 */
const PREFIXES = [
  '2027',
  '2027年',
  '部门',
  '公司',
  '季度',
  '集团',
  '分公司',
  '事业部',
  '上半年',
  '下半年',
  '第三季度',
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '成都',
  '武汉',
  '南京',
  '西安',
  '重庆',
  '苏州',
  '天津',
  '长沙',
  '新版',
  '精选',
  '高端',
  '原创',
  '通用',
  '实用',
  '大气',
  '清新',
] as const;

/** Title length limit of TemplateFileSchema. */
const MAX_TITLE = 24;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The oldest 'added' date of a variation; the rest spread over about two years after it. */
const FIRST_DAY = Date.UTC(2024, 11, 1);

/** The `n`-th variation of a built-in template: new id, title and date, same everything else. */
function variation(base: TemplateSource, n: number, round: number): TemplateSource {
  const prefix = PREFIXES[(round * 7 + n) % PREFIXES.length]!;
  const title = [...`${prefix}${base.title}`].slice(0, MAX_TITLE).join('');
  const added = new Date(FIRST_DAY + ((n * 37) % 720) * DAY_MS).toISOString().slice(0, 10);
  return {
    ...base,
    id: `${base.id}-v${String(n).padStart(4, '0')}`,
    title,
    added,
  };
}

/** `count` variations of the built-in templates, each checked against TemplateFileSchema. */
export function variations(count: number): TemplateSource[] {
  const out: TemplateSource[] = [];
  for (let n = 0; n < count; n++) {
    const base = BUILT_IN_TEMPLATES[n % BUILT_IN_TEMPLATES.length]!;
    const source = variation(base, n, Math.floor(n / BUILT_IN_TEMPLATES.length));
    TemplateFileSchema.parse(source);
    out.push(source);
  }
  return out;
}

/**
 * A TEMPLATE_DIR (one .json file per template) that, with the built-in templates, makes a
 * catalogue of `total` templates; returns the directory.
 */
export async function writeTemplateDir(total: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sc-bench-templates-'));
  const extra = variations(total - BUILT_IN_TEMPLATES.length);
  for (const source of extra) {
    await writeFile(path.join(dir, `${source.id}.json`), JSON.stringify(source));
  }
  return dir;
}

export const BUILT_IN_COUNT = BUILT_IN_TEMPLATES.length;
