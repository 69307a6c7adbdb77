import { aiApi, type ContentTagsResult, type Locale } from '@slidecraft/contract';
import { DEFAULT_THEME_ID, listThemes } from '@slidecraft/deck';
import type { FastifyRequest } from 'fastify';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { matchLayout, parseSingleOutline } from '../ai/single-outline.js';
import { TranslateService } from './translate-service.js';
import type { Database } from '../../db/client.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { UsageRecorder } from '../ai/usage-ledger.js';
import type { TeamService } from '../team/team-service.js';
import type { TemplateService } from './template-service.js';
import type { ThemeGallery } from './theme-gallery.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';

/** The most templates the enterprise listing looks at (a team uses far fewer). */
const TEAM_TEMPLATES_MAX = 500;

/** The themes' tags as one tag group (the content tags call with type=theme). */
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

export interface AiContentRoutesNeeds {
  aiLimits: AiLimitsService;
  aiUsage: UsageRecorder;
  database: Database;
  outlineWriter: OutlineWriter;
  teams: TeamService;
  templates: TemplateService;
  themes: ThemeGallery;
}

/**
 * The content calls of spec section 7 ("Generation and AI") that need no account: the template
 * centre's catalogue under its other paths, examples, the default theme, layout matching and
 * label translation (the model only for a signed-in caller).
 */
export async function aiContentRoutes(app: ZodApp, needs: AiContentRoutesNeeds): Promise<void> {
  const { templates, themes } = needs;
  const translator = new TranslateService({
    writer: needs.outlineWriter,
    catalogue: () => templates.catalogue,
    usage: needs.aiUsage,
    log: app.log,
  });

  serve(app, aiApi.layoutMatch, ({ query }) => matchLayout(query.text));

  serve(app, aiApi.translate, async ({ query }, request, reply) => {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    // Signed in (a valid token) or not: a stale token is not refused here, only not used.
    const user = request.auth ? { id: request.auth.userId } : undefined;
    // A signed-in caller may reach the model: counted (5427), no AI points.
    if (user) await needs.aiLimits.calls.take(user.id, 'translate');
    const { items, to = requestLocale(request) } = query;
    return translator.translate(items, to, user, controller.signal);
  });

  serve(app, aiApi.contents, ({ query }, request) => templates.list(query, requestLocale(request)));
  serve(app, aiApi.publicContents, ({ query }, request) =>
    templates.list({ ...query, type: 'template' }, requestLocale(request)),
  );

  serve(app, aiApi.contentTags, ({ query }, request) => {
    const locale = requestLocale(request);
    return query.type === 'theme' ? themeTags(locale) : templates.tags(locale);
  });

  serve(app, aiApi.examples, ({ query }, request) =>
    templates.list({ start: 0, size: query.size, type: 'template' }, requestLocale(request)),
  );

  serve(app, aiApi.defaultTheme, (_input, request) =>
    themes.one(DEFAULT_THEME_ID, requestLocale(request)),
  );
}

/** The templates the members of the caller's team used or downloaded, most used first. */
async function teamTemplateIds(
  needs: Pick<AiContentRoutesNeeds, 'teams' | 'templates'>,
  request: FastifyRequest,
): Promise<string[]> {
  const members = await needs.teams.teamMateIds(authUserId(request));
  return needs.templates.mostUsedBy(members, TEAM_TEMPLATES_MAX);
}

export interface AiContentAccountRoutesNeeds {
  templates: TemplateService;
  teams: TeamService;
  database: Database;
}

/** Content calls of a signed-in user (registered inside the authenticated scope). */
export async function aiContentAccountRoutes(
  app: ZodApp,
  needs: AiContentAccountRoutesNeeds,
): Promise<void> {
  const { templates } = needs;

  serve(app, aiApi.enterpriseContents, async ({ query }, request) => {
    const { start, size } = query;
    const ids = await teamTemplateIds(needs, request);
    const items = await templates.itemsOf(ids, requestLocale(request));
    return { items: items.slice(start, start + size), total: items.length };
  });

  serve(app, aiApi.parseSingleOutline, ({ body }) => parseSingleOutline(body.outline));
}
