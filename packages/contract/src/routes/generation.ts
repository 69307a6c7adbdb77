import {
  DiagramPreviewBodySchema,
  DiagramPreviewResultSchema,
  FillInfoBodySchema,
  FillInfoResultSchema,
  PreviewThumbnailQuerySchema,
  PreviewThumbnailSchema,
  RecordCopyQuerySchema,
  RecordCopyResultSchema,
} from '../api/ai.js';
import {
  CreateRecordBodySchema,
  CreateRecordResultSchema,
  DownloadBodySchema,
  DownloadQuerySchema,
  DownloadResultSchema,
  DownloadStartSchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  HistoryRemoveAllBodySchema,
  HistoryRemoveBodySchema,
  HistoryRemoveResultSchema,
  PreviewOutlineBodySchema,
  PreviewResultQuerySchema,
  PreviewResultSchema,
  PreviewThemeBodySchema,
  RecordInfoQuerySchema,
  RecordInfoSchema,
} from '../api/generation.js';
import { defineRoute } from './route.js';

/**
 * Generation records (spec sections 4 and 7): a record from an outline, its deck generated
 * (filled, laid out, rendered) with the progress polled, its exports, and the user's history.
 * The spec's workspace names of a call are its aliases.
 */

const tags = ['generation'];

export const createRecord = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-ppt/record',
  access: 'user',
  tags,
  summary: 'Create a generation record from outline text (the day’s generation)',
  body: CreateRecordBodySchema,
  response: CreateRecordResultSchema,
  errors: [5401, 5404, 5405, 5406, 5407, 5412, 5421, 5427],
});

export const recordInfo = defineRoute({
  method: 'GET',
  path: '/api/ai/generate-ppt/record/info',
  access: 'user',
  tags,
  summary: 'A record with the progress and images of its slide previews',
  query: RecordInfoQuerySchema,
  response: RecordInfoSchema,
  errors: [5107],
});

export const recordCopy = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-ppt/record/copy',
  access: 'user',
  tags,
  summary:
    'Copy one of your records as a new project (outline, edits, pictures, slide images), titled as a copy',
  query: RecordCopyQuerySchema,
  response: RecordCopyResultSchema,
  errors: [5107, 5401, 5412, 5421, 5422, 5427],
});

export const previewOutline = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-ppt/preview/outline',
  access: 'user',
  tags,
  summary:
    'Generate the deck of a record: fill empty pages, lay out, render slide images (a job; counted with the generations)',
  body: PreviewOutlineBodySchema,
  response: PreviewResultSchema,
  errors: [5107, 5427],
});

export const previewTheme = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-ppt/preview/theme',
  access: 'user',
  tags,
  summary: 'Generate the deck of a record in a theme (an unknown theme is refused)',
  body: PreviewThemeBodySchema,
  response: PreviewResultSchema,
  errors: [5000, 5107, 5427],
});

export const previewResult = defineRoute({
  method: 'GET',
  path: '/api/ai/generate-ppt/preview/result',
  aliases: [{ path: '/api/workspace/outline/generate-ppt/result' }],
  access: 'user',
  tags,
  summary: 'Status of a record generation with finishPage of totalPage (poll about 1 s)',
  query: PreviewResultQuerySchema,
  response: PreviewResultSchema,
  errors: [5107],
});

export const previewThumbnail = defineRoute({
  method: 'GET',
  path: '/api/ai/generate-ppt/preview/thumbnail',
  access: 'user',
  tags,
  summary: "A signed link to the record's first slide image (null until it is rendered)",
  query: PreviewThumbnailQuerySchema,
  response: PreviewThumbnailSchema,
  errors: [5107],
});

export const previewDiagram = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-ppt/preview/diagram',
  access: 'user',
  tags,
  summary:
    'A content slide laid out again as a diagram (the asked layout when its points fit it, else the best that does); nothing is stored, the editor applies it as an edit (a cover, agenda, divider or closing is refused)',
  body: DiagramPreviewBodySchema,
  response: DiagramPreviewResultSchema,
  errors: [5000, 5107, 5422],
});

export const fillInfo = defineRoute({
  method: 'POST',
  path: '/api/ai/outline/fill-info',
  access: 'user',
  tags,
  summary:
    'The record takes the outline in the theme: its empty pages filled (the model, else the offline composer; one AI point when there are any), then generated anew',
  body: FillInfoBodySchema,
  response: FillInfoResultSchema,
  errors: [5000, 5107, 5401, 5404, 5405, 5406, 5407, 5410, 5411, 5421, 5422, 5427],
});

/**
 * Starts the PPTX export; the workspace's POST download is the same call (its GET, with the
 * recordId in the query, is workspaceApi.downloadByQuery: Fastify takes no body schema on a GET).
 */
export const download = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-ppt/download',
  aliases: [{ path: '/api/workspace/ppt/download' }],
  access: 'user',
  tags,
  summary: 'Start the PPTX export of a record (poll download/result)',
  body: DownloadBodySchema,
  response: DownloadStartSchema,
  errors: [5107, 5422],
});

export const downloadResult = defineRoute({
  method: 'GET',
  path: '/api/ai/generate-ppt/download/result',
  access: 'user',
  tags,
  summary:
    'Status of the PPTX (or format=pdf) export, a signed link when finished (refused when none was started)',
  query: DownloadQuerySchema,
  response: DownloadResultSchema,
  errors: [5000, 5107],
});

export const history = defineRoute({
  method: 'GET',
  path: '/api/ai/generate-ppt/history',
  access: 'user',
  tags,
  summary: "The user's records, newest first (start 0, size 21 by default)",
  query: HistoryQuerySchema,
  response: HistoryPageSchema,
  errors: [],
});

export const historyRemove = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-ppt/history/remove',
  access: 'user',
  tags,
  summary: 'Remove one of your records',
  body: HistoryRemoveBodySchema,
  response: HistoryRemoveResultSchema,
  errors: [5107],
});

export const historyRemoveAll = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-ppt/history/remove/all',
  access: 'user',
  tags,
  summary: 'Remove all of your records',
  body: HistoryRemoveAllBodySchema,
  response: HistoryRemoveResultSchema,
  errors: [],
});
