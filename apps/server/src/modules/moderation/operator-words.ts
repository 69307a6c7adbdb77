import { watch, type FSWatcher } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../../config.js';
import { useOperatorWords } from './sensitive-filter.js';

/** The most an operator file may hold; past it the rest is ignored with a warning. */
const MAX_BYTES = 2 * 1024 * 1024;
const MAX_PHRASES = 100_000;
/** Watch events come in bursts while an editor saves: read once they settle. */
const DEBOUNCE_MS = 200;
/** Also checked on this period, for file systems whose watch events are unreliable. */
const POLL_MS = 5000;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Phrases of an operator's file: one a line, `#` starts a comment, blank lines ignored. */
export function parseOperatorWords(text: string): { phrases: string[]; truncated: boolean } {
  const phrases: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const hash = raw.indexOf('#');
    const line = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
    if (!line) continue;
    if (phrases.length >= MAX_PHRASES) return { phrases, truncated: true };
    phrases.push(line);
  }
  return { phrases, truncated: false };
}

async function readPhrases(file: string, log: Log): Promise<string[]> {
  const buffer = await readFile(file);
  const text = buffer.subarray(0, MAX_BYTES).toString('utf8');
  const { phrases, truncated } = parseOperatorWords(text);
  if (truncated || buffer.length > MAX_BYTES) {
    log.warn({ file, kept: phrases.length }, 'SENSITIVE_WORDS_FILE too large: the rest is ignored');
  }
  return phrases;
}

/**
 * Keeps an operator's phrase file loaded (SENSITIVE_WORDS_FILE): read at start (a file that
 * cannot be read stops the start), then again whenever it changes, without a restart. A file
 * that disappears or cannot be read later keeps the last good list, with a warning.
 */
export class OperatorWordsFile {
  private watcher: FSWatcher | null = null;
  private poller: NodeJS.Timeout | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private lastMtime = 0;

  private constructor(
    private readonly file: string,
    private readonly apply: (phrases: string[]) => void,
    private readonly log: Log,
  ) {}

  /** Loads the file (throws when it cannot be read) and starts watching it. */
  static async open(
    file: string,
    apply: (phrases: string[]) => void,
    log: Log,
  ): Promise<OperatorWordsFile> {
    const watched = new OperatorWordsFile(path.resolve(file), apply, log);
    watched.lastMtime = (await stat(watched.file)).mtimeMs;
    apply(await readPhrases(watched.file, log));
    watched.start();
    return watched;
  }

  private start(): void {
    // The directory, not the file: editors replace files on save (a new inode).
    try {
      this.watcher = watch(path.dirname(this.file), (_event, name) => {
        if (!name || path.basename(String(name)) === path.basename(this.file)) this.soon();
      });
      this.watcher.on('error', () => undefined);
    } catch {
      this.watcher = null;
    }
    this.poller = setInterval(() => void this.reloadIfChanged(), POLL_MS);
    this.poller.unref();
  }

  private soon(): void {
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.reloadIfChanged(true), DEBOUNCE_MS);
    this.debounce.unref();
  }

  private async reloadIfChanged(force = false): Promise<void> {
    try {
      const { mtimeMs } = await stat(this.file);
      if (!force && mtimeMs === this.lastMtime) return;
      const phrases = await readPhrases(this.file, this.log);
      this.lastMtime = mtimeMs;
      this.apply(phrases);
      this.log.info(
        { file: this.file, phrases: phrases.length },
        'operator sensitive words reloaded',
      );
    } catch (err) {
      this.log.warn(
        { file: this.file, err: (err as Error).message },
        'SENSITIVE_WORDS_FILE unreadable: the last list stays in force',
      );
    }
  }

  close(): void {
    this.watcher?.close();
    if (this.poller) clearInterval(this.poller);
    if (this.debounce) clearTimeout(this.debounce);
  }
}

/**
 * SENSITIVE_WORDS_FILE at start: the operator's phrases join the built-in list and follow the
 * file's changes; a file that cannot be read stops the start with one line naming the variable.
 */
export async function openOperatorWords(
  file: string | undefined,
  log: Log,
): Promise<OperatorWordsFile | null> {
  if (!file) return null;
  try {
    return await OperatorWordsFile.open(file, useOperatorWords, log);
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new ConfigError(
      `Invalid configuration:\n  SENSITIVE_WORDS_FILE: cannot read ${file} (${reason})`,
    );
  }
}
