import {
  ContentTagsQuerySchema,
  ExampleQuerySchema,
  LayoutMatchQuerySchema,
  LayoutMatchResultSchema,
  ParseSingleOutlineBodySchema,
  ParseSingleOutlineResultSchema,
  TemplateContentsQuerySchema,
  TemplateContentsResultSchema,
  ContentTagsResultSchema,
  ThemeItemSchema,
  TranslateQuerySchema,
  TranslateResultSchema,
  envelopeSchema,
  type Locale,
  type ContentTagsResult,
} from '@slidecraft/contract';
import { DEFAULT_THEME_ID, listThemes } from '@slidecraft/deck';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { templateUses, teamMembers } from '../../db/schema.js';
import { authUserId, authenticateIfSent } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { matchLayout, parseSingleOutline } from './single-outline.js';
import { TranslateService } from './translate-service.js';

const contentsResponse = { 200: envelopeSchema(TemplateContentsResultSchema) };
/** The most templates the enterprise listing looks at (a team uses far fewer). */
const TEAM_TEMPLATES_MAX = 500;

/** The themes' tags as one tag group (GET /api/ai/contents/tags?type=theme). */
function themeTags(locale: Locale): ContentTagsResult {
  const tags = [...new Set(listThemes().flatMap((theme) => theme.tags))];
  const label = { 'zh-CN': '主题', 'zh-TW': '主題', 'en-US': 'Themes' }[locale];
  const all = { 'zh-CN': '全部', 'zh-TW': '全部', 'en-US': 'All' }[locale];
  return {
    items: [
      {
        id: 'theme',
        label,
        items: [
          { title: 'theme.all', label: all, defaultSelect: true },
          ...tags.map((tag) => ({ title: `theme.${tag}`, label: tag, defaultSelect: false })),
        ],
      },
    ],
  };
}

/**
 * The content calls of spec section 7 ("Generation and AI") that need no account: the template
 * centre's catalogue under its other paths, examples, the default theme, layout matching and
 * label translation (the model only for a signed-in caller).
 */
export async function aiContentRoutes(app: ZodApp): Promise<void> {
  const { templates, themes } = app.ctx;
  const translator = new TranslateService({
    writer: () => app.ctx.outlineWriter,
    catalog: () => templates.catalogue,
    usage: app.ctx.aiUsage,
    log: app.log,
  });

  app.get(
    '/api/ai/layout-match',
    {
      schema: {
        tags: ['ai'],
        summary:
          "The deck engine's content layout for a text (a `#` heading and its points), and the others that suit it",
        querystring: LayoutMatchQuerySchema,
        response: { 200: envelopeSchema(LayoutMatchResultSchema) },
      },
    },
    async (request) => ok(matchLayout(request.query.text), requestLocale(request)),
  );

  app.get(
    '/api/ai/translate',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Labels (items: a JSON key-to-label map) in `to`: the offline table (UI texts, tags, themes, errors; opencc between Chinese scripts), the model for the rest when LLM_* is set and the caller is signed in',
        querystring: TranslateQuerySchema,
        response: { 200: envelopeSchema(TranslateResultSchema) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      // Signed in (a valid token) or not: a stale token is not refused here, only not used.
      await authenticateIfSent(app, request);
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const user = request.auth ? { id: request.auth.userId } : undefined;
      // A signed-in caller may reach the model: counted (5427), no AI points.
      if (user) await app.ctx.aiLimits.calls.take(user.id, 'translate');
      const { items, to = locale } = request.query;
      return ok(await translator.translate(items, to, user, controller.signal), locale);
    },
  );

  const listing = (path: string, summary: string, type: 'template' | 'all' | undefined) =>
    app.get(
      path,
      {
        schema: {
          tags: ['ai'],
          summary,
          querystring: TemplateContentsQuerySchema,
          response: contentsResponse,
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const query = type ? { ...request.query, type } : request.query;
        return ok(await templates.list(query, locale), locale);
      },
    );
  listing(
    '/api/ai/contents',
    'The template centre catalogue (start, size 30, tags, filters, search, type), as template-center/contents',
    undefined,
  );
  listing(
    '/api/ai/public-contents',
    'The public catalogue: every template of the centre but single-slide collections',
    'template',
  );
  listing(
    '/api/contents',
    'The template centre catalogue (start, tags), as /ai/contents',
    undefined,
  );

  app.get(
    '/api/ai/contents/tags',
    {
      schema: {
        tags: ['ai'],
        summary:
          "Tag groups: type=template (default) the template centre's, type=theme the themes' tags",
        querystring: ContentTagsQuerySchema,
        response: { 200: envelopeSchema(ContentTagsResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const tags = request.query.type === 'theme' ? themeTags(locale) : templates.tags(locale);
      return ok(tags, locale);
    },
  );

  app.get(
    '/api/ai/example',
    {
      schema: {
        tags: ['ai'],
        summary: 'Example decks (size 60 by default): templates of the centre, most used first',
        querystring: ExampleQuerySchema,
        response: contentsResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const query = { start: 0, size: request.query.size, type: 'template' as const };
      return ok(await templates.list(query, locale), locale);
    },
  );

  app.get(
    '/api/contents/theme/default',
    {
      schema: {
        tags: ['ai'],
        summary: 'The theme a new deck gets when none is chosen',
        response: { 200: envelopeSchema(ThemeItemSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(themes.one(DEFAULT_THEME_ID, locale), locale);
    },
  );
}

/** The templates the members of the caller's team used or downloaded, most used first. */
async function teamTemplateIds(app: ZodApp, request: FastifyRequest): Promise<string[]> {
  const membership = await app.ctx.teams.membership(authUserId(request));
  if (!membership) return [];
  const { db } = app.ctx.database;
  const members = db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, membership.team.id));
  const rows = await db
    .select({ templateId: templateUses.templateId, uses: count() })
    .from(templateUses)
    .where(inArray(templateUses.userId, members))
    .groupBy(templateUses.templateId)
    .orderBy(desc(count()), templateUses.templateId)
    .limit(TEAM_TEMPLATES_MAX);
  return rows.map((row) => row.templateId);
}

/** Content calls of a signed-in user (registered inside the authenticated scope). */
export async function aiContentAccountRoutes(app: ZodApp): Promise<void> {
  const { templates } = app.ctx;

  app.get(
    '/api/ai/enterprise-contents',
    {
      schema: {
        tags: ['ai'],
        summary:
          "The enterprise's contents: the templates the caller's team uses, most used first (empty outside a team)",
        querystring: TemplateContentsQuerySchema,
        response: contentsResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { start, size } = request.query;
      const ids = await teamTemplateIds(app, request);
      const items = await templates.itemsOf(ids, locale);
      return ok({ items: items.slice(start, start + size), total: items.length }, locale);
    },
  );

  app.post(
    '/api/ai/parse-single-outline',
    {
      schema: {
        tags: ['ai'],
        summary:
          "One page's or chapter's outline text as outline items, levels kept (5404-5407 as the outline format says)",
        body: ParseSingleOutlineBodySchema,
        response: { 200: envelopeSchema(ParseSingleOutlineResultSchema) },
      },
    },
    async (request) => ok(parseSingleOutline(request.body.outline), requestLocale(request)),
  );
}
