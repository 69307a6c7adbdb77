import {
  ContentLoadBodySchema,
  ContentLoadResultSchema,
  DownloadTimesSchema,
  RecommendBodySchema,
  RecommendResultSchema,
  TemplateContentSchema,
  TemplateContentsQuerySchema,
  TemplateContentsResultSchema,
  TemplateDetailSchema,
  TemplateDownloadBodySchema,
  TemplateDownloadResultSchema,
  TemplateIdQuerySchema,
  TemplateSlideParamsSchema,
  TemplateSlideQuerySchema,
  TemplateTagsResultSchema,
  TemplateThumbnailParamsSchema,
  ThemeListQuerySchema,
  ThemeListResultSchema,
  envelopeSchema,
  AppError,
  ErrorCode,
} from '@slidecraft/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authUserId, authenticateIfSent } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { effectiveMemberUntil } from '../user/membership.js';
import { PaidContent } from '../pay/paid-content.js';
import type { TemplateUser } from './template-service.js';

/** Pictures of a catalogue version never change: their address carries the version. */
const sendPng = (reply: FastifyReply, png: Buffer, versioned: boolean) =>
  reply
    .header('content-type', 'image/png')
    .header(
      'cache-control',
      versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    )
    .send(png);

/** Public template-centre routes: browsing needs no account (the login wall uses them). */
export async function templateRoutes(app: ZodApp): Promise<void> {
  const { templates, themes } = app.ctx;
  const paid = new PaidContent(app.ctx.pay, templates);

  app.get(
    '/api/template-center/tags',
    {
      schema: {
        tags: ['template'],
        summary: "Tag groups; each item titled 'groupId.itemId' with defaultSelect",
        response: { 200: envelopeSchema(TemplateTagsResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(templates.tags(locale), locale);
    },
  );

  app.get(
    '/api/template-center/contents',
    {
      schema: {
        tags: ['template'],
        summary:
          'Templates by tags, filters and search (size 30; type=template&size=50 for the wall)',
        querystring: TemplateContentsQuerySchema,
        response: { 200: envelopeSchema(TemplateContentsResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await templates.list(request.query, locale), locale);
    },
  );

  app.get(
    '/api/template-center/detail',
    {
      schema: {
        tags: ['template'],
        summary: 'A template with every slide',
        querystring: TemplateIdQuerySchema,
        response: { 200: envelopeSchema(TemplateDetailSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const detail = await templates.detail(request.query.contentId, locale);
      // A paid template (sold on its own) shows its price.
      const price = await paid.price(detail.id);
      return ok({ ...detail, price }, locale);
    },
  );

  app.get(
    '/api/template-center/content',
    {
      schema: {
        tags: ['template'],
        summary:
          "A template's sample content (outline text) and theme; a preview (title block, first section, cover, tags) while it is sold and the caller has not bought it",
        querystring: TemplateIdQuerySchema,
        response: { 200: envelopeSchema(TemplateContentSchema) },
      },
    },
    async (request) => {
      const { contentId } = request.query;
      templates.sample(contentId);
      // Signed in or not: a stale token is not refused here, the caller is only a visitor then.
      await authenticateIfSent(app, request);
      const caller = request.auth ? templateUser(request) : null;
      const { access } = await paid.access(caller, contentId);
      return ok(templates.content(contentId, access), requestLocale(request));
    },
  );

  app.post(
    '/api/template-center/recommendList',
    {
      schema: {
        tags: ['template'],
        summary: 'Templates like this one (pageSize 12, excluding single-slide collections)',
        body: RecommendBodySchema,
        response: { 200: envelopeSchema(RecommendResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { contentId, pageSize, excludeTags } = request.body;
      const items = await templates.recommend(contentId, pageSize, excludeTags, locale);
      return ok({ items }, locale);
    },
  );

  app.get(
    '/api/template-center/thumbnail/:id',
    {
      schema: {
        tags: ['template'],
        summary: "16:9 PNG of a template's cover",
        params: TemplateThumbnailParamsSchema,
      },
    },
    async (request, reply) =>
      sendPng(reply, await templates.slidePng(request.params.id, 0, 'thumb'), false),
  );

  app.get(
    '/api/template-center/preview/:id/:index',
    {
      schema: {
        tags: ['template'],
        summary: "16:9 PNG of one of a template's slides (size thumb or full)",
        params: TemplateSlideParamsSchema,
        querystring: TemplateSlideQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const png = await templates.slidePng(id, index, request.query.size);
      return sendPng(reply, png, request.query.v === templates.catalog.version);
    },
  );

  app.get(
    '/api/workspace/template',
    {
      schema: {
        tags: ['template'],
        summary: 'The themes, each with a thumbnail (the theme picker)',
        querystring: ThemeListQuerySchema,
        response: { 200: envelopeSchema(ThemeListResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(themes.list(request.query, locale), locale);
    },
  );

  app.get(
    '/api/workspace/template/thumbnail/:id',
    {
      schema: {
        tags: ['template'],
        summary: '16:9 PNG thumbnail of a theme',
        params: TemplateThumbnailParamsSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await themes.thumbnail(request.params.id)),
  );
}

function templateUser(request: FastifyRequest): TemplateUser {
  const id = authUserId(request);
  const user = request.auth?.user;
  const member = !!user && effectiveMemberUntil(user) > Date.now() / 1000;
  return { id, member };
}

/** Downloads (quota) and 'use this template' (authenticated scope). */
export async function templateAccountRoutes(app: ZodApp): Promise<void> {
  const { templates } = app.ctx;
  const paid = new PaidContent(app.ctx.pay, templates);
  /** A paid template not bought (and not in the caller's tier) answers 5107; else its access. */
  const unlocked = async (user: TemplateUser, contentId: string) => {
    templates.sample(contentId);
    const { access } = await paid.access(user, contentId);
    if (access === 'locked') {
      throw new AppError(ErrorCode.NO_USER_PERMISSION, `${contentId} is sold: buy it first`, {
        localizedDetail: {
          'zh-CN': '该模板需单独购买',
          'zh-TW': '該範本需單獨購買',
          'en-US': 'this template is sold on its own: buy it first',
        },
      });
    }
    return access;
  };

  app.get(
    '/api/template-center/downloadTimes',
    {
      schema: {
        tags: ['template'],
        summary: "Today's template downloads and quota (members: unlimited)",
        response: { 200: envelopeSchema(DownloadTimesSchema) },
      },
    },
    async (request) => ok(await templates.times(templateUser(request)), requestLocale(request)),
  );

  app.post(
    '/api/template-center/download',
    {
      schema: {
        tags: ['template'],
        summary: "A signed link to a template's .pptx, within the day's quota (5301 beyond)",
        body: TemplateDownloadBodySchema,
        response: { 200: envelopeSchema(TemplateDownloadResultSchema) },
      },
    },
    async (request) => {
      const user = templateUser(request);
      const access = await unlocked(user, request.body.contentId);
      const result = await templates.download(user, request.body.contentId, access === 'paid');
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/workspace/content/load',
    {
      schema: {
        tags: ['template'],
        summary: 'A new deck from a template: its sample content in its theme and layout plan',
        body: ContentLoadBodySchema,
        response: { 200: envelopeSchema(ContentLoadResultSchema) },
      },
    },
    async (request) => {
      const userId = authUserId(request);
      const { contentId } = request.body;
      await unlocked(templateUser(request), contentId);
      // It starts a generation (pictures and fills), counted as every other start.
      await app.ctx.aiLimits.calls.take(userId, 'generation');
      const content = templates.sample(contentId);
      const plan = templates.catalog.get(contentId)?.source.plan;
      // The tier's project and page limits (5412, 5421) apply as to any new deck.
      const record = await app.ctx.aiLimits.createRecord(userId, content.outline, () =>
        app.ctx.records.create(userId, content.outline, content.themeId, plan),
      );
      await templates.recordUse(userId, contentId);
      await app.ctx.records.generate(userId, record.id, requestLocale(request));
      return ok({ recordId: record.id }, requestLocale(request));
    },
  );
}
