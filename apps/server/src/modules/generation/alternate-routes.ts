import {
  AppError,
  DiagramPreviewBodySchema,
  DiagramPreviewResultSchema,
  ErrorCode,
  FillInfoBodySchema,
  FillInfoResultSchema,
  PreviewThumbnailQuerySchema,
  PreviewThumbnailSchema,
  RecordCopyQuerySchema,
  RecordCopyResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import {
  CONTENT_LAYOUT_IDS,
  layoutCandidates,
  layoutSlide,
  type ContentLayoutId,
} from '@slidecraft/deck';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { planSlideAction } from '../workspace/slide-ai.js';
import { fillInfo } from './fill-info.js';

/** The content layouts that draw the points as a diagram rather than a list of lines. */
const DIAGRAMS: readonly ContentLayoutId[] = [
  'timeline',
  'table',
  'stats',
  'comparison',
  'cards-3',
  'cards-4',
  'two-blocks',
  'numbered',
  'image-text',
  'two-columns',
];
const isLayout = (id: string): id is ContentLayoutId =>
  (CONTENT_LAYOUT_IDS as readonly string[]).includes(id);

/**
 * The alternate generation calls of spec section 7 (authenticated scope), each served from the
 * code of its sibling: fill-info (the fill of a generation, at once), preview/diagram (the
 * editor's slide layout), preview/thumbnail (the history's thumbnail), record/copy (the
 * personal space's copy). docs/decisions.md, "Issue 18: alternate AI and workspace paths".
 */
export async function generationAlternateRoutes(app: ZodApp): Promise<void> {
  const { previews, workspace, space } = app.ctx;

  app.post(
    '/api/ai/outline/fill-info',
    {
      schema: {
        tags: ['generation'],
        summary:
          "The record takes the outline in the theme: its empty pages filled (the model, else the offline composer; one AI point when there are any, 5410 / 5411), then generated anew (5107 another's record, 5422 while generating, 5404-5407 outline, 5421 pages, 5401 words, 5000 unknown theme, 5427 past the calls a minute or a day)",
        body: FillInfoBodySchema,
        response: { 200: envelopeSchema(FillInfoResultSchema) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const call = {
        userId: authUserId(request),
        known: request.auth?.user,
        locale,
        signal: controller.signal,
        log: request.log,
      };
      return ok(await fillInfo(app.ctx, request.body, call), locale);
    },
  );

  app.post(
    '/api/ai/generate-ppt/preview/diagram',
    {
      schema: {
        tags: ['generation'],
        summary:
          'A content slide laid out again as a diagram (the asked layout when its points fit it, else the best that does); nothing is stored, the editor applies it as an edit (5000 cover, agenda, divider or closing)',
        body: DiagramPreviewBodySchema,
        response: { 200: envelopeSchema(DiagramPreviewResultSchema) },
      },
    },
    async (request) => {
      const { recordId, slideId, layout } = request.body;
      if (layout !== undefined && !isLayout(layout)) {
        throw new AppError(ErrorCode.PARAMS_ERROR, `unknown layout ${layout}`);
      }
      const context = await workspace.slideContext(authUserId(request), recordId, slideId);
      const { source } = planSlideAction(context, 'rewrite');
      const candidates = [
        ...new Set(
          layoutCandidates({
            heading: {
              id: 'h',
              parentId: null,
              kind: 'section',
              title: source.title,
              children: [],
            },
            points: source.points,
            number: source.number,
          }),
        ),
      ];
      const prefer = layout ?? candidates.find((id) => DIAGRAMS.includes(id)) ?? 'numbered';
      const slides = layoutSlide(source, {
        themeId: context.deck.themeId,
        deckTitle: context.deck.title,
        slideId,
        prefer,
      });
      return ok(
        { layout: slides[0]?.layout ?? prefer, candidates, slides },
        requestLocale(request),
      );
    },
  );

  app.get(
    '/api/ai/generate-ppt/preview/thumbnail',
    {
      schema: {
        tags: ['generation'],
        summary: "A signed link to the record's first slide image (null until it is rendered)",
        querystring: PreviewThumbnailQuerySchema,
        response: { 200: envelopeSchema(PreviewThumbnailSchema) },
      },
    },
    async (request) => {
      const info = await previews.info(authUserId(request), request.query.recordId);
      return ok(
        { recordId: info.recordId, thumbnail: info.slides[0] ?? null, status: info.status },
        requestLocale(request),
      );
    },
  );

  app.post(
    '/api/ai/generate-ppt/record/copy',
    {
      schema: {
        tags: ['generation'],
        summary:
          "Copy one of your records as a new one (outline, edits, pictures, slide images), titled as a copy; a new project (5412, 5421 at the tier's caps; 5422 while it generates)",
        querystring: RecordCopyQuerySchema,
        response: { 200: envelopeSchema(RecordCopyResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const copy = await space.copy(authUserId(request), request.query.recordId, locale);
      return ok({ recordId: copy.recordId, title: copy.title }, locale);
    },
  );
}
