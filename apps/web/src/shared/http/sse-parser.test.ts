import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds the whole stream split at every given byte offset. */
function parseSplit(stream: string, cuts: number[]): string[] {
  const all = bytes(stream);
  const parser = new SseParser();
  const out: string[] = [];
  let start = 0;
  for (const cut of [...cuts, all.length]) {
    out.push(...parser.push(all.slice(start, cut)));
    start = cut;
  }
  out.push(...parser.end());
  return out;
}

describe('SseParser', () => {
  const stream =
    'data: {"code":200,"data":{"text":"# 标题"}}\n\n' +
    ': keep-alive\n\n' +
    'event: message\r\ndata: {"code":200,"data":{"text":"## 第一章"}}\r\n\r\n' +
    'data: {"code":200,"data":{"text":"","done":true}}\n\n';
  const expected = [
    '{"code":200,"data":{"text":"# 标题"}}',
    '{"code":200,"data":{"text":"## 第一章"}}',
    '{"code":200,"data":{"text":"","done":true}}',
  ];

  it('parses a stream delivered in one chunk', () => {
    expect(parseSplit(stream, [])).toEqual(expected);
  });

  it('parses the same stream split at every single byte', () => {
    const all = bytes(stream);
    expect(
      parseSplit(
        stream,
        Array.from({ length: all.length - 1 }, (_, i) => i + 1),
      ),
    ).toEqual(expected);
  });

  it('survives a split inside a multi-byte character and between \\r and \\n', () => {
    const all = bytes(stream);
    const insideChar = bytes('data: {"code":200,"data":{"text":"# ').length + 1;
    const crlf = all.indexOf(13);
    expect(parseSplit(stream, [insideChar, crlf + 1])).toEqual(expected);
  });

  it('joins multi-line data with newlines and delivers a final event without a blank line', () => {
    const parser = new SseParser();
    expect(parser.push('data: a\ndata: b\n\ndata: tail')).toEqual(['a\nb']);
    expect(parser.end()).toEqual(['tail']);
  });
});
