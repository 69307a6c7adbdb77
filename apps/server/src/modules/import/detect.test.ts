import { describe, expect, it } from 'vitest';
import { detectFile, looksLikeMarkdown } from './detect.js';
import { decodeText } from './text-decode.js';

describe('type by content', () => {
  it('tells Markdown from plain text', () => {
    expect(looksLikeMarkdown('# 标题\n正文')).toBe(true);
    expect(looksLikeMarkdown('标题\n===\n')).toBe(true);
    expect(looksLikeMarkdown('- a\n- b\n')).toBe(true);
    expect(looksLikeMarkdown('一、标题\n正文 #话题\n- 只有一条\n')).toBe(false);
  });

  it('reads UTF-16 with a byte order mark and refuses binary control characters', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('标题\r\n正文', 'utf16le'),
    ]);
    expect(decodeText(utf16)).toBe('标题\n正文');
    expect(decodeText(Buffer.from('text\u0000more'))).toBeNull();
  });

  it('finds OPML after a declaration and comments, and refuses other markup', async () => {
    const opml =
      '\ufeff<?xml version="1.0"?>\n<!-- exported -->\n<opml version="2.0"><body/></opml>';
    expect((await detectFile(Buffer.from(opml))).type).toBe('opml');
    await expect(detectFile(Buffer.from('<?xml version="1.0"?><svg/>'))).rejects.toMatchObject({
      code: 5403,
    });
    expect((await detectFile(Buffer.from('junk\n%PDF-1.7\n'))).type).toBe('pdf');
  });
});
