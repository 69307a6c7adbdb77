import { StreamEventSchema } from '../envelope.js';
import {
  ChangeThemeBodySchema,
  CreateRecordResultSchema,
  DownloadBodySchema,
  DownloadStartSchema,
  PreviewResultSchema,
  RecordInfoSchema,
} from '../api/generation.js';
import {
  DeckPatchBodySchema,
  DeckSaveBodySchema,
  DeckSaveQuerySchema,
  DeckSavedSchema,
  DeckTemplateBodySchema,
  DeckTemplateQuerySchema,
  DeckTemplateSchema,
  DownloadReadBodySchema,
  DownloadReadResultSchema,
  JsonFileAttachmentBodySchema,
  JsonFileAttachmentResultSchema,
  LoadSlideBodySchema,
  LoadSlideResultSchema,
  OutlineLoadBodySchema,
  OutlineLoadResultSchema,
  RecordIdParamsSchema,
  SingleOutlineLoadBodySchema,
  ThemeAiImageBodySchema,
  ThemeAiImageResultSchema,
  WorkspaceDocQuerySchema,
  WorkspaceDocSchema,
  WorkspaceGeneratePptBodySchema,
  WorkspacePptBodySchema,
  WorkspaceReloadBodySchema,
} from '../api/workspace.js';
import { defineRoute } from './route.js';

/**
 * The workspace (spec section 7): the editor's deck document (read, saved whole or as patches
 * against its version), the AI on one slide, a deck's theme and its PDF export, and the spec's
 * workspace names of the generation calls that answer something of their own.
 */

const tags = ['workspace'];
/** What a save can refuse: another's record, a stale version, a deck being generated, the tier's pages, a document that is not a deck. */
const saveErrors = [5000, 5107, 5421, 5422, 5430] as const;

export const createDeck = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt',
  access: 'user',
  tags,
  summary:
    'A new deck from outline text in a theme (the default when not given), as the record call (the day’s generation)',
  body: WorkspacePptBodySchema,
  response: CreateRecordResultSchema,
  errors: [5000, 5401, 5404, 5405, 5406, 5407, 5412, 5421, 5427],
});

export const deckDoc = defineRoute({
  method: 'GET',
  path: '/api/workspace/ppt/json-file',
  access: 'user',
  tags,
  summary: 'The deck document as last saved, with the version a save starts from',
  query: WorkspaceDocQuerySchema,
  response: WorkspaceDocSchema,
  errors: [5107],
});

export const originDoc = defineRoute({
  method: 'GET',
  path: '/api/workspace/ppt/origin-json-file',
  access: 'user',
  tags,
  summary: 'The deck document as generated, before any edit',
  query: WorkspaceDocQuerySchema,
  response: WorkspaceDocSchema,
  errors: [5107],
});

/** The saved document by a body's recordId; islide/load is the spec's add-in name of it. */
export const reloadDoc = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/reload',
  aliases: [{ path: '/api/workspace/islide/load' }],
  access: 'user',
  tags,
  summary: 'Read the saved document again (after a save conflict, or to open it in an add-in)',
  body: WorkspaceReloadBodySchema,
  response: WorkspaceDocSchema,
  errors: [5107],
});

export const docWithAttachments = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/json-file/attachment',
  access: 'user',
  tags,
  summary: 'The deck document with its pictures (the document and attachments calls at once)',
  body: JsonFileAttachmentBodySchema,
  response: JsonFileAttachmentResultSchema,
  errors: [5107],
});

export const loadSlide = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/load-slide',
  access: 'user',
  tags,
  summary: 'One slide of the saved document, by id (an unknown id is refused)',
  body: LoadSlideBodySchema,
  response: LoadSlideResultSchema,
  errors: [5000, 5107],
});

export const savePatches = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/content/:recordId',
  access: 'user',
  tags,
  summary: 'Save the edits made since `version` as patches',
  params: RecordIdParamsSchema,
  body: DeckPatchBodySchema,
  response: DeckSavedSchema,
  errors: saveErrors,
});

/** The body is the document as plain-text JSON (Fastify's text/plain parser reads it). */
export const saveText = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/save/:recordId',
  access: 'user',
  tags,
  summary: 'Save the whole document, sent as plain-text JSON, over `version`',
  params: RecordIdParamsSchema,
  query: DeckSaveQuerySchema,
  response: DeckSavedSchema,
  errors: saveErrors,
});

export const saveDeck = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/save',
  access: 'user',
  tags,
  summary: 'Save the whole document as JSON: {recordId, version, deck}',
  body: DeckSaveBodySchema,
  response: DeckSavedSchema,
  errors: saveErrors,
});

export const downloadPdf = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/download/pdf',
  access: 'user',
  tags,
  summary: 'Start the PDF export of a record (poll download/result with format=pdf)',
  body: DownloadBodySchema,
  response: DownloadStartSchema,
  errors: [5107, 5422],
});

/** generationApi.download with the recordId in the query (a link the browser can follow). */
export const downloadByQuery = defineRoute({
  method: 'GET',
  path: '/api/workspace/ppt/download',
  access: 'user',
  tags,
  summary: 'Start the PPTX export of the saved document (poll download/result)',
  query: DownloadBodySchema,
  response: DownloadStartSchema,
  errors: [5107, 5422],
});

export const downloadRead = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/download/read',
  access: 'user',
  tags,
  summary:
    "Mark the record's finished download (pptx, or format pdf) as seen; download/result then says read (refused when none is finished)",
  body: DownloadReadBodySchema,
  response: DownloadReadResultSchema,
  errors: [5000, 5107],
});

export const changeTheme = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/change-theme',
  access: 'user',
  tags,
  summary:
    'Lay the deck out again in another theme (counted with the generations; an unknown theme is refused)',
  body: ChangeThemeBodySchema,
  response: RecordInfoSchema,
  errors: [5000, 5107, 5427],
});

export const setDeckTemplate = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/template',
  access: 'user',
  tags,
  summary: 'Set the deck’s theme, as change-theme',
  body: DeckTemplateBodySchema,
  response: RecordInfoSchema,
  errors: [5000, 5107, 5427],
});

export const deckTemplate = defineRoute({
  method: 'GET',
  path: '/api/workspace/ppt/template',
  access: 'user',
  tags,
  summary: "The deck's theme (the theme picker's item)",
  query: DeckTemplateQuerySchema,
  response: DeckTemplateSchema,
  errors: [5107],
});

export const outlineLoad = defineRoute({
  method: 'POST',
  path: '/api/workspace/outline/load',
  access: 'user',
  tags,
  summary: "The record's outline text (as filled by its generation), title, theme and status",
  body: OutlineLoadBodySchema,
  response: OutlineLoadResultSchema,
  errors: [5107],
});

export const generatePpt = defineRoute({
  method: 'POST',
  path: '/api/workspace/outline/generate-ppt',
  access: 'user',
  tags,
  summary:
    'Generate the deck of a record, as preview/outline (with a themeId other than its own: preview/theme)',
  body: WorkspaceGeneratePptBodySchema,
  response: PreviewResultSchema,
  errors: [5000, 5107, 5427],
});

export const slideAi = defineRoute({
  method: 'POST',
  path: '/api/workspace/single-outline/load',
  access: 'user',
  answer: 'sse',
  tags,
  summary:
    "Stream an AI action on one slide, one AI point: 'regenerate' (members) writes it anew from its outline item; rewrite, expand, shorten, table, timeline and translate (with 'to') work on what it shows. Events: `* point` text chunks, then {done: true, slides} (the slide laid out again, its id kept), or one catalogue-code event",
  body: SingleOutlineLoadBodySchema,
  events: StreamEventSchema,
  errors: [5000, 5107, 5400, 5401, 5402, 5410, 5411, 5414, 5422, 5427],
});

export const themeAiImages = defineRoute({
  method: 'POST',
  path: '/api/themeIsAiImag',
  access: 'user',
  tags,
  summary:
    'Which themes get model pictures in place of their illustrations (IMAGE_* set and the theme has illustrations); unknown ids false',
  body: ThemeAiImageBodySchema,
  response: ThemeAiImageResultSchema,
  errors: [],
});
