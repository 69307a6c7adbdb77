import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_DAILY_LIMIT, IMPORT_MAX_BYTES, type ParseResult } from '@slidecraft/contract';
import { importTestApp } from './import-client.js';
import { PNG_1X1, buildDocx, buildPdf, buildZip } from './import-fixtures.js';

const { post, importFile, freshUser } = importTestApp();

describe('files that are not what they claim, and limits', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshUser();
  });

  it('judges by content: a PNG named .docx, an unknown zip, an old .doc and HTML are 5403', async () => {
    const unknownZip = await buildZip({ 'readme.txt': 'hello', 'data/values.csv': '1,2,3' });
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const cases: [string, Buffer | string][] = [
      ['photo.docx', PNG_1X1],
      ['archive.pptx', unknownZip],
      ['old.doc', ole],
      ['page.md', '<!DOCTYPE html><html><body><h1>x</h1></body></html>'],
      ['empty.txt', ''],
    ];
    for (const [name, content] of cases) {
      const res = await importFile(token, name, content);
      expect(res.body.code, name).toBe(5403);
      expect(res.body.data).toBeNull();
    }
    const legacy = await importFile(token, 'old.doc', ole);
    expect(legacy.body.message).toBe('不支持的文件类型: 请另存为 .docx 或 .pptx 后再导入');
  });

  it('judges a real file by content whatever its name says', async () => {
    const res = await importFile(token, 'misnamed.pdf', '# 标题\n\n## 章节\n\n- 要点\n');
    expect(res.body.data.source).toBe('md');
  });

  it('refuses a zip bomb before inflating it', async () => {
    // 50 MB of zeros deflate to about 50 KB: a ratio far over 100:1.
    const bomb = await buildZip({ 'word/document.xml': Buffer.alloc(50 * 1024 * 1024) });
    const started = Date.now();
    const res = await importFile(token, 'bomb.docx', bomb);
    expect(res.body.code).toBe(5403);
    expect(res.body.message).toBe('不支持的文件类型: 压缩内容异常');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an archive with too many entries and XML with a DOCTYPE', async () => {
    const entries: Record<string, string> = { 'word/document.xml': '<w:document/>' };
    for (let i = 0; i < 1001; i++) entries[`word/media/${i}.txt`] = 'x';
    const many = await importFile(token, 'many.docx', await buildZip(entries));
    expect(many.body.message).toBe('不支持的文件类型: 压缩内容异常');

    const xxe = await buildDocx([['Heading1', 'x']], {
      extraDocumentXml: '<!DOCTYPE w [<!ENTITY e SYSTEM "file:///etc/passwd">]>',
    });
    const res = await importFile(token, 'xxe.docx', xxe);
    expect(res.body.code).toBe(5403);
    expect(res.body.message).toBe('不支持的文件类型: 文件结构异常');
    expect(JSON.stringify(res.body)).not.toContain('root:');
  });

  it('caps the file size at 20 MB (5403 with the reason), and reads a file at the cap', async () => {
    const over = await importFile(token, 'big.txt', Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61));
    expect(over.body.code).toBe(5403);
    expect(over.body.message).toBe('不支持的文件类型: 文件不能超过 20 MB');
    // Exactly at the cap the upload is read; its 20 million characters then meet the text cap.
    const at = await importFile(token, 'big.txt', Buffer.alloc(IMPORT_MAX_BYTES, 0x61));
    expect(at.body.message).toBe('不支持的文件类型: 文件文字过多');
  });

  it('refuses more than 200 PDF pages', async () => {
    const pdf = await buildPdf([{ size: 20, text: 'Title' }], { pages: 201 });
    const res = await importFile(token, 'long.pdf', pdf);
    expect(res.body.message).toBe('不支持的文件类型: 页数不能超过 200 页');
  });

  it('answers in the request locale, without stack traces', async () => {
    const res = await importFile(token, 'photo.docx', PNG_1X1, 'en-US');
    expect(res.body).toEqual({ code: 5403, message: 'Unsupported file type', data: null });
    const tw = await importFile(
      token,
      'old.doc',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'zh-TW',
    );
    expect(tw.body.message).toBe('不支援的檔案類型: 請另存為 .docx 或 .pptx 後再匯入');
  });

  it('checks imported text for sensitive words (5401)', async () => {
    const res = await importFile(token, 'bad.md', '# 化学实验\n\n## 实验步骤\n\n- 炸药配方\n');
    expect(res.body.code).toBe(5401);
  });
});

describe('the daily import count (5408)', () => {
  it('allows exactly the limit of distinct files a day; the same file again is free', async () => {
    const token = await freshUser();
    const doc = (i: number) => `# 第 ${i} 份\n\n## 章节\n\n- 要点\n`;
    for (let i = 1; i <= IMPORT_DAILY_LIMIT; i++) {
      const res = await importFile(token, `${i}.md`, doc(i));
      expect(res.body.code, `import ${i}`).toBe(200);
    }
    const over = await importFile(token, 'more.md', doc(IMPORT_DAILY_LIMIT + 1));
    expect(over.body).toMatchObject({ code: 5408, message: '导入次数已达上限' });
    // The chat-import fallback parses a file already imported today: not another import.
    const again = await importFile(token, '1.md', doc(1));
    expect(again.body.code).toBe(200);
    const parse = await post<ParseResult>('/api/ai/outline/parse', token, [
      { name: 'file', filename: 'x.md', content: doc(2) },
    ]);
    expect(parse.body.code).toBe(200);
    // Another user has a count of their own.
    expect((await importFile(await freshUser(), 'more.md', doc(99))).body.code).toBe(200);
  });
});
