import * as z from 'zod/mini';
import { OUTLINE_MAX_LENGTH } from '../constants.js';
import { ErrorCode } from '../errors.js';
import type { Locale } from '../locale.js';
import { isCleanText } from '../validators.js';

/**
 * Outline imports (spec sections 4 and 7): a file or a mind-map share link becomes an outline.
 * The limits are ours (see docs/decisions.md, "Outline imports").
 */

/** Largest file accepted (bytes); the multipart limit enforces it, answered with 5403. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Distinct files or links one user may import per calendar day (UTC+8); the next gets 5408. */
export const IMPORT_DAILY_LIMIT = 20;
/** Most pages (PDF) or slides (PPTX) read from one file; more gets 5403. */
export const IMPORT_MAX_PAGES = 200;
/** Most characters of text extracted from one file; more gets 5403. */
export const IMPORT_MAX_CHARS = 200_000;
/** Longest share link accepted (characters). */
export const SHARE_LINK_MAX_LENGTH = 2048;

/** File types recognised by content (never by name or declared type). */
const IMPORT_FILE_TYPES = ['docx', 'pdf', 'pptx', 'md', 'txt', 'xmind', 'opml'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];
/** What an import came from: a file type, or a mind-map share link. */
const IMPORT_SOURCES = [...IMPORT_FILE_TYPES, 'mubu'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The `accept` hint of the file picker; the server still judges by content. */
export const IMPORT_FILE_ACCEPT = '.docx,.pdf,.pptx,.md,.markdown,.txt,.xmind,.opml';

/**
 * Hosts a mind-map share link may point at (HTTPS only). The server fetches nothing else,
 * follows redirects only between these hosts and checks every address it connects to.
 */
export const MUBU_SHARE_HOSTS = ['mubu.com', 'www.mubu.com', 'm.mubu.com'] as const;

/** The 5406 / 5407 answers of an import mean "fall back to the chat-import stream" (spec 4). */
export const IMPORT_FALLBACK_CODES: readonly number[] = [
  ErrorCode.OUTLINE_TOO_MANY_LEVELS,
  ErrorCode.OUTLINE_LEVEL_ERROR,
];

const outlineText = z
  .string()
  .check(
    z.maxLength(OUTLINE_MAX_LENGTH),
    z.refine(isCleanText, { message: 'control characters or broken unicode' }),
  );

const shareLink = z.string().check(z.trim(), z.minLength(1), z.maxLength(SHARE_LINK_MAX_LENGTH));

/** POST /api/ai/outline/mubu/import (JSON). */
export const MubuImportBodySchema = z.object({ shareLink });

/** POST /api/ai/outline/import form fields besides `file` (exactly one of the two). */
export const ImportFormFieldsSchema = z.object({ mubuShareLink: z.optional(shareLink) });
/** POST /api/ai/outline/parse form fields besides `file` (exactly one of the two). */
export const ParseFormFieldsSchema = z.object({ url: z.optional(shareLink) });
/** POST /api/ai/outline/validate: form (multipart or urlencoded) or JSON. */
export const ValidateOutlineBodySchema = z.object({ outline: outlineText });

/** Answer of import and mubu/import: the outline text (spec section 3: "import returns outline"). */
export const ImportResultSchema = z.object({
  outline: z.string(),
  source: z.enum(IMPORT_SOURCES),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/**
 * Answer of parse: the document as text, headings marked with one '#' per level (any depth)
 * and points as '* ' lines, without the outline's level rules. It feeds the chat-import stream
 * when the import itself answered 5406 / 5407.
 */
export const ParseResultSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  title: z.string(),
  text: z.string(),
});
export type ParseResult = z.infer<typeof ParseResultSchema>;

/** Answer of validate: the outline in normalised form and its size. */
export const ValidateOutlineResultSchema = z.object({
  outline: z.string(),
  chapters: z.int(),
  sections: z.int(),
  points: z.int(),
});
export type ValidateOutlineResult = z.infer<typeof ValidateOutlineResultSchema>;

/** Why a file was refused (5403 or 5409); appended to the catalogue message. */
export type ImportRefusal =
  | 'tooLarge'
  | 'tooManyPages'
  | 'tooMuchText'
  | 'legacyOffice'
  | 'unsafeArchive'
  | 'unsafeXml'
  | 'tooSlow'
  | 'outlineTooLong'
  | 'linkHost'
  | 'linkUnreachable'
  | 'notPptx'
  | 'noMaster';

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

const r = (zhCN: string, zhTW: string, enUS: string): Record<Locale, string> => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

export const IMPORT_REFUSAL_MESSAGES: Record<ImportRefusal, Record<Locale, string>> = {
  tooLarge: r(
    `文件不能超过 ${MAX_MB} MB`,
    `檔案不能超過 ${MAX_MB} MB`,
    `the file must not exceed ${MAX_MB} MB`,
  ),
  tooManyPages: r(
    `页数不能超过 ${IMPORT_MAX_PAGES} 页`,
    `頁數不能超過 ${IMPORT_MAX_PAGES} 頁`,
    `at most ${IMPORT_MAX_PAGES} pages`,
  ),
  tooMuchText: r('文件文字过多', '檔案文字過多', 'the file has too much text'),
  legacyOffice: r(
    '请另存为 .docx 或 .pptx 后再导入',
    '請另存為 .docx 或 .pptx 後再匯入',
    'save it as .docx or .pptx and import again',
  ),
  unsafeArchive: r('压缩内容异常', '壓縮內容異常', 'the archive content is not acceptable'),
  unsafeXml: r('文件结构异常', '檔案結構異常', 'the file structure is not acceptable'),
  tooSlow: r('文件解析超时', '檔案解析逾時', 'reading the file took too long'),
  outlineTooLong: r('内容过长', '內容過長', 'the content is too long'),
  linkHost: r(
    '仅支持幕布的 https 分享链接',
    '僅支援幕布的 https 分享連結',
    'only https share links of Mubu are supported',
  ),
  linkUnreachable: r('无法读取分享链接', '無法讀取分享連結', 'the share link could not be read'),
  notPptx: r(
    '无法读取这个文件：请在 PowerPoint 或 WPS 中另存为 .pptx（未加密）后再导入',
    '無法讀取這個檔案：請在 PowerPoint 或 WPS 中另存為 .pptx（未加密）後再匯入',
    'this file cannot be read: save it as .pptx (without a password) in PowerPoint or WPS and import again',
  ),
  noMaster: r(
    '这个模板没有可用的母版：请在 PowerPoint 或 WPS 的幻灯片母版中放好标题和正文占位符，另存为 .pptx 或 .potx 后再上传',
    '這個範本沒有可用的母片：請在 PowerPoint 或 WPS 的投影片母片中放好標題和內文預留位置，另存為 .pptx 或 .potx 後再上傳',
    'this template has no usable slide master: give its master a title and a body placeholder in PowerPoint or WPS, save it as .pptx or .potx and upload it again',
  ),
};
