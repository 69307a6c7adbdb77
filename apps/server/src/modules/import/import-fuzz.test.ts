import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError, isCatalogueCode } from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  buildDocx,
  buildOpml,
  buildPdf,
  buildPptx,
  buildXmind,
  buildZip,
} from '../../../test/import-fixtures.js';
import { MemoryKeyValueStore } from '../../providers/kv/memory-kv.js';
import type { UsageRecorder } from '../ai/usage-ledger.js';
import { ImportQuota } from './import-quota.js';
import { OutlineImportService, type ImportCaller } from './import-service.js';

/**
 * Bad input never crashes anything: every real file, cut short at many lengths, with bytes
 * flipped, or replaced by noise, ends in an outline or a catalogue error, within seconds.
 */
const service = new OutlineImportService({
  kv: new MemoryKeyValueStore(),
  chatModel: null,
  aiUsage: { record: async () => undefined } satisfies UsageRecorder,
  shareTransport: async () => {
    throw new Error('no network in unit tests');
  },
  quota: new ImportQuota(new MemoryKeyValueStore(), Number.MAX_SAFE_INTEGER),
});
const caller: ImportCaller = {
  userId: 'fuzz',
  locale: 'zh-CN',
  signal: new AbortController().signal,
  log: silentLog(),
};

/** A logger that drops everything (only its shape matters here). */
function silentLog(): FastifyBaseLogger {
  const noop = () => undefined;
  const log = {
    level: 'silent',
    fatal: noop,
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
  };
  return { ...log, child: () => silentLog() } as unknown as FastifyBaseLogger;
}

/** Imports bytes; returns 200 or the catalogue code, and fails on anything else or a slow answer. */
async function outcome(bytes: Buffer): Promise<number> {
  const started = Date.now();
  try {
    await service.importFile(caller, { bytes, name: 'fuzz.bin' });
    return 200;
  } catch (error) {
    if (!(error instanceof AppError) || !isCatalogueCode(error.code)) throw error;
    return error.code;
  } finally {
    expect(Date.now() - started).toBeLessThan(5000);
  }
}

/** Deterministic variants: truncations, byte flips and a noise tail. */
function variants(valid: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (const fraction of [0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99])
    out.push(valid.subarray(0, Math.floor(valid.length * fraction)));
  for (let i = 0; i < 12; i++) {
    const copy = Buffer.from(valid);
    const at = Math.floor(((i + 1) / 13) * copy.length);
    copy[at] = (copy[at]! + 97) & 0xff;
    copy[Math.min(copy.length - 1, at + 1)] = 0;
    out.push(copy);
  }
  out.push(Buffer.concat([valid.subarray(0, valid.length >> 1), randomBytes(512)]));
  return out;
}

const files: [string, () => Promise<Buffer>][] = [
  [
    'docx',
    () =>
      buildDocx([
        ['Title', '标题'],
        ['Heading1', '章'],
        [null, '正文。'],
      ]),
  ],
  ['pptx', () => buildPptx([{ title: '封面' }, { title: '页', body: ['要点'] }])],
  [
    'xmind',
    () => buildXmind({ title: '根', children: [{ title: '枝', children: [{ title: '叶' }] }] }),
  ],
  [
    'pdf',
    () =>
      buildPdf([
        { size: 24, text: '标题' },
        { size: 18, text: '章' },
        { size: 12, text: '正文。' },
      ]),
  ],
  [
    'opml',
    async () => Buffer.from(buildOpml('题', [{ title: '章', children: [{ title: '点' }] }])),
  ],
  ['md', async () => Buffer.from('# 标题\n\n## 章\n\n- 点\n\n正文 **粗体** [链接](x)。\n')],
  ['txt', async () => Buffer.from('标题\n\n一、章\n正文。\n（1）点\n')],
];

describe('import fuzzing', () => {
  it.each(files)(
    '%s: truncated and damaged copies end in an outline or a catalogue code',
    async (_name, make) => {
      const valid = await make();
      expect(await outcome(valid)).toBe(200);
      for (const variant of variants(valid)) await outcome(variant);
    },
  );

  it('noise of every size is refused with 5403', async () => {
    for (const size of [1, 3, 4, 100, 5000]) {
      const noise = randomBytes(size);
      noise[0] = 0xff; // never valid UTF-8 or GB18030 at the start
      expect(await outcome(noise)).toBe(5403);
    }
  });

  it('zips that only look like documents are refused', async () => {
    const cases = [
      await buildZip({ 'word/document.xml': '<<<not xml' }),
      await buildZip({
        'ppt/presentation.xml':
          '<p:presentation><p:sldIdLst><p:sldId r:id="rId9"/></p:sldIdLst></p:presentation>',
      }),
      await buildZip({ 'content.json': '{"not":"an array"', 'metadata.json': '{}' }),
      await buildZip({ 'content.json': '[]', 'manifest.json': '{}' }),
      await buildZip({ 'content.xml': '<xmap-content><sheet/></xmap-content>' }),
      await buildZip({ '../../etc/passwd': 'x', 'word/document.xml': '<w:document/>' }),
    ];
    for (const zip of cases) expect([5403, 5404, 5405, 5407]).toContain(await outcome(zip));
  });

  it('hostile text stays fast: long runs of markup characters', async () => {
    for (const char of ['*', '[', ' ', '#', '<', '`', '_', '>', '|', '(', '一、']) {
      const text = `# 标题\n\n## 章\n\n${char.repeat(150_000)}\n`;
      await outcome(Buffer.from(text));
      await outcome(Buffer.from(`${char.repeat(150_000)}\n`));
    }
  });

  it('deep nesting is refused, not recursed into', async () => {
    const deepOpml = `<opml><body>${'<outline text="x">'.repeat(5000)}${'</outline>'.repeat(5000)}</body></opml>`;
    expect(await outcome(Buffer.from(deepOpml))).toBe(5403);
    // Stored, not deflated: the repetition would otherwise trip the compression-ratio cap first.
    const deepJson = await buildZip(
      {
        'content.json': `[{"rootTopic":${'{"title":"x","children":{"attached":['.repeat(3000)}{"title":"y"}${']}}'.repeat(3000)}}]`,
        'metadata.json': '{}',
      },
      'STORE',
    );
    expect(await outcome(deepJson)).toBe(5406);
  });
});
