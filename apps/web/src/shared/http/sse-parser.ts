/**
 * An incremental parser of a text/event-stream body. Feed it the bytes as they arrive, split
 * anywhere (inside a line, between \r and \n, inside a multi-byte character); it returns the
 * `data` payload of every event a chunk completes. Fields other than `data` are ignored.
 */
export class SseParser {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private data: string[] | null = null;

  push(chunk: Uint8Array | string): string[] {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    return this.consume(text, false);
  }

  /** End of stream: an event that lacks its closing blank line is still delivered. */
  end(): string[] {
    const events = this.consume(this.decoder.decode(), true);
    if (this.data) events.push(this.data.join('\n'));
    this.data = null;
    return events;
  }

  private consume(text: string, final: boolean): string[] {
    this.buffer += text;
    const events: string[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      // A trailing \r may be the first half of \r\n: wait for the next chunk.
      if (ch === '\r' && i === this.buffer.length - 1 && !final) break;
      this.line(this.buffer.slice(start, i), events);
      if (ch === '\r' && this.buffer[i + 1] === '\n') i++;
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    if (final && this.buffer) {
      this.line(this.buffer, events);
      this.buffer = '';
    }
    return events;
  }

  private line(line: string, events: string[]): void {
    if (line === '') {
      if (this.data) events.push(this.data.join('\n'));
      this.data = null;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    (this.data ??= []).push(value);
  }
}
