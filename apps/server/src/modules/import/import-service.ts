import { createHash } from 'node:crypto';
import {
  AppError,
  CHAT_TEXT_MAX_LENGTH,
  ErrorCode,
  parseOutline,
  serializeOutline,
  type ImportResult,
  type ImportSource,
  type Locale,
  type ParseResult,
  type ValidateOutlineResult,
} from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../providers/kv/index.js';
import type { ChatModel, ChatUsage } from '../../providers/llm/chat-model.js';
import type { UsageRecorder } from '../ai/usage-ledger.js';
import { detectFile } from './detect.js';
import { cleanLine, type ImportedDocument } from './document.js';
import { ImportQuota } from './import-quota.js';
import { ExtractionBudget, unsupported } from './limits.js';
import { buildOutline, documentAsText } from './outline-builder.js';
import { readDocument } from './parsers/index.js';
import { capText } from './sentences.js';
import { mubuAdapter, type MindMapAdapter } from './share/mubu-document.js';
import { ShareFetcher } from './share/share-fetcher.js';
import { parseShareLink } from './share/share-link.js';
import type { ShareTransport } from './share/pinned-transport.js';
import { sensitiveWordGuard, type TextGuard } from './text-guard.js';
import { treeToDocument } from './tree.js';

/** Who asks, in which language, and the signal that ends when the client goes away. */
export interface ImportCaller {
  userId: string;
  locale: Locale;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface UploadedFile {
  bytes: Buffer;
  /** The client's file name: only a title of last resort, never a type hint. */
  name: string | undefined;
}

export interface OutlineImportDeps {
  kv: KeyValueStore;
  chatModel: ChatModel | null;
  aiUsage: UsageRecorder;
  shareTransport: ShareTransport;
  guard?: TextGuard;
  adapter?: MindMapAdapter;
  quota?: ImportQuota;
}

interface ReadDocument {
  source: ImportSource;
  doc: ImportedDocument;
  fallbackTitle: string;
}

const UNTITLED: Record<Locale, string> = {
  'zh-CN': '导入的文档',
  'zh-TW': '匯入的文件',
  'en-US': 'Imported document',
};
const FILE_TITLE_CHARS = 60;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The file name without folders and extension, as a title of last resort. */
function fileTitle(name: string | undefined, locale: Locale): string {
  const stem = cleanLine((name ?? '').replace(/^.*[\\/]/, '').replace(/\.[^.]{1,10}$/, ''));
  return capText(stem, FILE_TITLE_CHARS) || UNTITLED[locale];
}

/**
 * Runs a parsing step: catalogue errors pass through; anything a library throws on broken input
 * becomes 5403, with the exception's name (never the document's text) for the log.
 */
async function parsing<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported(`parser failed: ${error instanceof Error ? error.name : typeof error}`);
  }
}

/**
 * Outline imports: a file or a share link to an outline (import), to document text for the
 * chat-import fallback (parse), and outline text checked against the level rules (validate).
 */
export class OutlineImportService {
  private readonly quota: ImportQuota;
  private readonly fetcher: ShareFetcher;
  private readonly guard: TextGuard;
  private readonly adapter: MindMapAdapter;

  constructor(private readonly deps: OutlineImportDeps) {
    this.quota = deps.quota ?? new ImportQuota(deps.kv);
    this.fetcher = new ShareFetcher(deps.shareTransport);
    this.guard = deps.guard ?? sensitiveWordGuard;
    this.adapter = deps.adapter ?? mubuAdapter;
  }

  async importFile(caller: ImportCaller, file: UploadedFile): Promise<ImportResult> {
    return this.toOutline(caller, await this.readFile(caller, file));
  }

  async importShareLink(caller: ImportCaller, link: string): Promise<ImportResult> {
    return this.toOutline(caller, await this.readShare(caller, link));
  }

  async parseFile(caller: ImportCaller, file: UploadedFile): Promise<ParseResult> {
    return this.toText(await this.readFile(caller, file));
  }

  async parseShareLink(caller: ImportCaller, link: string): Promise<ParseResult> {
    return this.toText(await this.readShare(caller, link));
  }

  /** Outline text against the format's rules: 5405 / 5406 / 5407 / 5404, else its size. */
  validate(text: string): ValidateOutlineResult {
    const outline = parseOutline(text);
    const count = (...kinds: string[]) =>
      outline.items.filter((i) => kinds.includes(i.kind)).length;
    return {
      outline: serializeOutline(outline),
      chapters: count('chapter'),
      sections: count('section', 'subsection'),
      points: count('point'),
    };
  }

  /** Type by content (5403 before anything counts), then the daily count, then the parser. */
  private async readFile(caller: ImportCaller, file: UploadedFile): Promise<ReadDocument> {
    const detected = await parsing(() => detectFile(file.bytes));
    await this.quota.take(caller.userId, sha256(file.bytes));
    const doc = await parsing(() => readDocument(detected, new ExtractionBudget()));
    return { source: detected.type, doc, fallbackTitle: fileTitle(file.name, caller.locale) };
  }

  /** The link's form (5409 before anything counts), the daily count, the fetch, the adapter. */
  private async readShare(caller: ImportCaller, link: string): Promise<ReadDocument> {
    const url = parseShareLink(link);
    await this.quota.take(caller.userId, sha256(url.href));
    const page = await this.fetcher.fetchPage(url, caller.signal);
    const found = await parsing(() => this.adapter.read(page));
    if (!found) throw new AppError(ErrorCode.SHARE_FILE_NOT_FOUND, 'no document in the share page');
    const doc = await parsing(() =>
      treeToDocument(found.roots, found.title, new ExtractionBudget()),
    );
    return { source: 'mubu', doc, fallbackTitle: found.title?.trim() || UNTITLED[caller.locale] };
  }

  private async toOutline(caller: ImportCaller, read: ReadDocument): Promise<ImportResult> {
    const usage: ChatUsage[] = [];
    const outline = await buildOutline(read.doc, read.fallbackTitle, this.deps.chatModel, {
      signal: caller.signal,
      onUsage: (u) => usage.push(u),
      onModelError: (err) => caller.log.warn({ err }, 'import summary fell back to offline rules'),
    });
    for (const u of usage) {
      await this.deps.aiUsage
        .record({
          userId: caller.userId,
          kind: 'import',
          model: u.model,
          promptTokens: u.promptTokens,
          completionTokens: u.completionTokens,
        })
        .catch((err: unknown) => caller.log.error({ err }, 'import usage not recorded'));
    }
    await this.guard.check(outline);
    return { source: read.source, outline };
  }

  private async toText(read: ReadDocument): Promise<ParseResult> {
    const { title, text } = documentAsText(read.doc, read.fallbackTitle, CHAT_TEXT_MAX_LENGTH);
    if (!text.trim()) throw new AppError(ErrorCode.OUTLINE_EMPTY, 'nothing readable');
    await this.guard.check(`${title}\n${text}`);
    return { source: read.source, title, text };
  }
}
