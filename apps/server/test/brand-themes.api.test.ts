import { buffer } from 'node:stream/consumers';
import JSZip from 'jszip';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_REFUSAL_MESSAGES, brandThemeLimitMessage } from '@slidecraft/contract';
import type { ShapeElement } from '@slidecraft/deck';
import {
  asPotx,
  brandTemplate,
  masterless,
  plainDeck,
  vividTemplate,
} from './brand-themes-fixtures.js';
import {
  brandFiles,
  countThemeRows,
  deleteTheme,
  listThemes,
  themeRow,
  uploadTheme,
} from './brand-themes-helpers.js';
import { auth, buildUserWithId, call, createTestEnv, servicesOf, type TestEnv } from './helper.js';
import { multipart } from './import-fixtures.js';

let env: TestEnv;
let app: FastifyInstance;
let template: Buffer;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  template = await brandTemplate();
});
afterAll(() => env.dispose());

/** A professional user: the basic cap of one theme would stop a test that needs two. */
const proUser = () => buildUserWithId(app, 30 * 86_400);

async function stored(key: string): Promise<Buffer> {
  const file = await servicesOf(app).storage.open(key);
  if (!file) throw new Error(`no file ${key}`);
  return buffer(file.stream);
}

describe('reading a company template', () => {
  it('keeps the palette, fonts, backgrounds, logo and placeholder frames of a pptxgenjs master', async () => {
    const { token } = await proUser();
    const res = await uploadTheme(app, token, template);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.themeId).toMatch(/^brand-[0-9a-f-]{36}$/);
    const { spec, packageKey } = (await themeRow(app, res.body.data.themeId))!;
    expect(spec.palette).toMatchObject({ accent1: 'C8102E', dk2: '002855', lt1: 'FFFFFF' });
    expect(spec.fonts).toEqual({
      major: { latin: 'Georgia', eastAsian: '黑体' },
      minor: { latin: 'Verdana', eastAsian: '宋体' },
    });
    expect(spec.page).toEqual({ width: 960, height: 540 });
    // pptxgenjs writes the master it is given as a layout: the cover and the content slide.
    const layout = spec.layouts.title!;
    expect(layout.title).toEqual({ x: 36, y: 21.6, w: 864, h: 72 });
    expect(layout.body).toEqual({ x: 36, y: 108, w: 864, h: 360 });
    expect(spec.layouts.obj?.title).toEqual(layout.title);
    expect(layout.background).toEqual({ color: 'F0F0F0' });
    const band = layout.elements.find((e): e is ShapeElement => e.type === 'shape');
    expect(band).toMatchObject({ y: 504, h: 36, fill: { color: '002855' } });
    // The logo, 1.5 x 0.6 in at the top right, stored re-encoded beside the package.
    expect(spec.logos).toEqual([{ x: 828, y: 14.4, w: 108, h: 43.2, src: expect.any(String) }]);
    const picture = spec.pictures.find((p) => p.src === spec.logos[0]!.src)!;
    const meta = await sharp(await stored(picture.key)).metadata();
    // Opaque, so stored as JPEG (as every deck picture is).
    expect([picture.mime, meta.format, meta.width, meta.height]).toEqual([
      'image/jpeg',
      'jpeg',
      60,
      24,
    ]);
    expect((await stored(packageKey)).equals(template)).toBe(true);
  });

  it('reads a LibreOffice template: its page, fonts, title layout and master band', async () => {
    const { token } = await proUser();
    const res = await uploadTheme(app, token, await vividTemplate(), { name: 'Vivid' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const { spec } = (await themeRow(app, res.body.data.themeId))!;
    expect(spec.page).toEqual({ width: 793.75, height: 446.5 });
    expect(spec.fonts.major).toEqual({ latin: 'Arial', eastAsian: 'DejaVu Sans' });
    // LibreOffice marks its title layout type="tx": the name tells it.
    expect(spec.layouts.title?.name).toBe('Title Slide');
    expect(spec.layouts.title?.title).toEqual({ x: 42.52, y: 21.26, w: 708.66, h: 77.95 });
    expect(Object.keys(spec.layouts).sort()).toEqual(['blank', 'obj', 'title', 'titleOnly']);
    // Its content layout's body is a placeholder of no type (<p:ph/>): a body.
    expect(spec.layouts.obj?.body).toEqual({ x: 42.52, y: 113.39, w: 708.66, h: 318.9 });
    expect(spec.master.title).toEqual({ x: 35.43, y: 21.26, w: 708.66, h: 255.12 });
    expect(spec.master.elements[0]).toMatchObject({ type: 'shape', y: 297.64, h: 148.82 });
  });

  it('takes a .potx, and draws a thumbnail of the cover with the logo', async () => {
    const { token } = await proUser();
    const res = await uploadTheme(app, token, await asPotx(template), { name: 'POTX' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const row = (await themeRow(app, res.body.data.themeId))!;
    const png = sharp(await stored(row.thumbnailKey));
    const { width, height } = await png.metadata();
    expect([width, height]).toEqual([480, 270]);
    // The background's grey at the middle left, the logo's red at the top right.
    const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
    const near = (x: number, y: number, rgb: number[]) => {
      const at = (y * info.width + x) * info.channels;
      return rgb.every((value, i) => Math.abs(data[at + i]! - value) <= 8);
    };
    expect(near(5, 135, [240, 240, 240])).toBe(true);
    expect(near(441, 18, [200, 16, 46])).toBe(true);
  });
});

describe('files that are not a usable template', () => {
  const notPptx = IMPORT_REFUSAL_MESSAGES.notPptx['zh-CN'];
  const noMaster = IMPORT_REFUSAL_MESSAGES.noMaster['zh-CN'];
  const cases: [string, () => Promise<Buffer>, string][] = [
    ['plain text', async () => Buffer.from('这不是演示文稿'), notPptx],
    [
      'a legacy .ppt (an OLE compound file)',
      async () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]),
      notPptx,
    ],
    ['a broken zip', async () => template.subarray(0, Math.floor(template.length / 2)), notPptx],
    [
      'a macro-enabled template',
      async () => {
        const zip = await JSZip.loadAsync(template);
        const types = await zip.file('[Content_Types].xml')!.async('string');
        zip.file(
          '[Content_Types].xml',
          types.replace(
            'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
            'application/vnd.ms-powerpoint.template.macroEnabled.main+xml',
          ),
        );
        return zip.generateAsync({ type: 'nodebuffer' });
      },
      notPptx,
    ],
    ['a deck whose master has no placeholders', plainDeck, noMaster],
    ['a pptx without a master', () => masterless(template), noMaster],
  ];

  it.each(cases)(
    'refuses %s with 5403 and why, leaving no row and no file',
    async (_name, make, message) => {
      const { token } = await proUser();
      const before = await countThemeRows(app);
      const files = (await brandFiles(env.dataDir)).length;
      const res = await uploadTheme(app, token, await make());
      expect(res.body.code).toBe(5403);
      expect(res.body.message).toContain(message);
      expect(await countThemeRows(app)).toBe(before);
      expect((await brandFiles(env.dataDir)).length).toBe(files);
      expect((await listThemes(app, token)).body.data.items).toEqual([]);
    },
  );

  it('refuses a missing or too long name and a missing file with 5000', async () => {
    const { token } = await proUser();
    const forms: Record<string, string>[] = [{}, { name: '   ' }, { name: '名'.repeat(41) }];
    for (const fields of forms) {
      expect((await uploadTheme(app, token, template, fields)).body.code).toBe(5000);
    }
    const noFile = multipart([{ name: 'name', value: '没有文件' }]);
    const res = await call(app, {
      method: 'POST',
      url: '/api/themes/brand',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...auth(token) },
    });
    expect(res.body.code).toBe(5000);
    const trimmed = await uploadTheme(app, token, template, { name: `  ${'名'.repeat(40)}  ` });
    expect(trimmed.body.code).toBe(200);
    expect((await listThemes(app, token)).body.data.items[0]!.name).toBe('名'.repeat(40));
  });
});

describe('the caps', () => {
  it('keeps one theme for a basic user: the second is 5412 and leaves nothing behind', async () => {
    const { token } = await buildUserWithId(app);
    expect((await uploadTheme(app, token, template)).body.code).toBe(200);
    const rows = await countThemeRows(app);
    const files = (await brandFiles(env.dataDir)).length;
    const second = await uploadTheme(app, token, template, { name: '第二个' });
    expect(second.body.code).toBe(5412);
    expect(second.body.message).toContain(brandThemeLimitMessage('basic')['zh-CN']);
    expect(await countThemeRows(app)).toBe(rows);
    expect((await brandFiles(env.dataDir)).length).toBe(files);
  });

  it('lets two uploads at once take one last place only, and removes the loser’s files', async () => {
    const { token } = await buildUserWithId(app);
    const rows = await countThemeRows(app);
    const files = (await brandFiles(env.dataDir)).length;
    const answers = await Promise.all([
      uploadTheme(app, token, template, { name: '甲' }),
      uploadTheme(app, token, template, { name: '乙' }),
    ]);
    expect(answers.map((res) => res.body.code).sort()).toEqual([200, 5412]);
    expect(await countThemeRows(app)).toBe(rows + 1);
    // One theme's files: the package, the thumbnail and the logo.
    expect((await brandFiles(env.dataDir)).length).toBe(files + 3);
  });

  it('keeps more for a professional user, and frees a place on removal', async () => {
    const { token } = await proUser();
    const first = await uploadTheme(app, token, template, { name: '一' });
    expect((await uploadTheme(app, token, template, { name: '二' })).body.code).toBe(200);
    expect((await deleteTheme(app, token, first.body.data.themeId)).body.code).toBe(200);
    expect((await listThemes(app, token)).body.data.items.map((item) => item.name)).toEqual(['二']);
  });
});

describe('removing a theme', () => {
  it('removes its row and every file of it', async () => {
    const { token } = await proUser();
    const before = (await brandFiles(env.dataDir)).length;
    const { themeId } = (await uploadTheme(app, token, template)).body.data;
    const row = (await themeRow(app, themeId))!;
    expect((await brandFiles(env.dataDir)).length).toBe(before + 3);
    expect((await deleteTheme(app, token, themeId)).body.code).toBe(200);
    expect(await themeRow(app, themeId)).toBeUndefined();
    expect(await servicesOf(app).storage.open(row.packageKey)).toBeNull();
    expect((await brandFiles(env.dataDir)).length).toBe(before);
    // Gone: a second removal is refused like a theme that is not the caller's.
    expect((await deleteTheme(app, token, themeId)).body.code).toBe(5107);
  });
});
