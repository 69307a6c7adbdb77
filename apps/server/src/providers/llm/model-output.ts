/**
 * Filters over a model's streamed text. Models asked for the outline text format still wrap it
 * in a code fence or open with "好的，以下是大纲：", and reasoning models served through
 * Ollama or vLLM put their thinking inside `<think>` in the content itself; any of these would
 * make the outline unparseable (5407). The filters pass text through as soon as it is known to
 * be kept, so they add no latency to ordinary lines.
 */

const THINK_OPEN = '<think>';
const THINK_CLOSE = '</think>';

/** Drops a `<think>…</think>` block at the very start of the answer. */
export async function* withoutThinking(source: AsyncIterable<string>): AsyncIterable<string> {
  let state: 'start' | 'thinking' | 'afterThinking' | 'answer' = 'start';
  let held = '';
  for await (const chunk of source) {
    if (state === 'answer') {
      yield chunk;
      continue;
    }
    if (state === 'afterThinking') {
      // The blank lines between the think block and the answer.
      const rest = chunk.replace(/^\s+/, '');
      if (rest) {
        state = 'answer';
        yield rest;
      }
      continue;
    }
    held += chunk;
    if (state === 'start') {
      const lead = held.trimStart();
      if (lead.startsWith(THINK_OPEN)) {
        state = 'thinking';
        held = lead.slice(THINK_OPEN.length);
      } else if (THINK_OPEN.startsWith(lead)) {
        continue; // still a prefix of <think> (or blank): wait for more
      } else {
        state = 'answer';
        yield held;
        held = '';
        continue;
      }
    }
    const end = held.indexOf(THINK_CLOSE);
    if (end >= 0) {
      const rest = held.slice(end + THINK_CLOSE.length).replace(/^\s+/, '');
      held = '';
      state = rest ? 'answer' : 'afterThinking';
      if (rest) yield rest;
    } else {
      // Keep only what could be the start of the closing tag.
      held = held.slice(-THINK_CLOSE.length);
    }
  }
  if (state === 'start' && held) yield held;
}

/**
 * Keeps the lines of a structured answer: nothing before the first line matching `start` (the
 * model's preamble) and no code-fence lines. A line is held back only while it could still be
 * dropped (before the start, or while it begins with a backtick).
 */
export class LineGate {
  private started = false;
  /** The current, unfinished line's text not yet emitted or dropped. */
  private line = '';
  /** Whether the current line has been decided: emit the rest of it, or drop it. */
  private verdict: 'keep' | 'drop' | null = null;
  /** Everything dropped before the start, given back if no start ever comes. */
  private preamble = '';

  constructor(private readonly start: RegExp) {}

  push(chunk: string): string {
    let out = '';
    for (const piece of chunk.split(/(?<=\n)/)) {
      out += this.feed(piece);
    }
    return out;
  }

  /** The rest at the end of the stream. */
  end(): string {
    if (!this.started) {
      // No structured line at all: give back what came rather than an empty answer.
      return this.preamble + this.line;
    }
    const rest = this.verdict === 'drop' || isFence(this.line) ? '' : this.line;
    this.line = '';
    return rest;
  }

  /** One piece that holds at most one newline, at its end. */
  private feed(piece: string): string {
    const complete = piece.endsWith('\n');
    let out = '';
    if (this.verdict === 'keep') out = piece;
    else if (this.verdict === null) {
      this.line += piece;
      this.verdict = this.decide(this.line, complete);
      if (this.verdict === 'keep') out = this.line;
      if (this.verdict === 'drop' && !this.started) this.preamble += this.line;
      if (this.verdict !== null) this.line = '';
    } else if (!this.started) this.preamble += piece;
    if (complete) {
      if (this.verdict === null && !this.started) this.preamble += this.line;
      this.line = '';
      this.verdict = null;
    }
    return out;
  }

  private decide(line: string, complete: boolean): 'keep' | 'drop' | null {
    const text = line.trimStart();
    if (!this.started) {
      if (this.start.test(text)) {
        this.started = true;
        return 'keep';
      }
      return complete ? 'drop' : null;
    }
    if (!text.startsWith('`')) return text || complete ? 'keep' : null;
    if (isFence(text)) return 'drop';
    return complete || text.length >= 3 ? 'keep' : null;
  }
}

const isFence = (text: string) => text.trimStart().startsWith('```');

/** Applies a LineGate to a stream. */
export async function* gateLines(
  source: AsyncIterable<string>,
  start: RegExp,
): AsyncIterable<string> {
  const gate = new LineGate(start);
  for await (const chunk of source) {
    const out = gate.push(chunk);
    if (out) yield out;
  }
  const rest = gate.end();
  if (rest) yield rest;
}

/** The first line of an outline: the deck title. */
export const OUTLINE_START = /^#\s/;
/** The first line of a page fill: a point. */
export const POINTS_START = /^[*\-•]\s/;
