import { AppError, ErrorCode, isBrandThemeId, templateApi as routes } from '@slidecraft/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { effectiveMemberUntil } from '../user/membership.js';
import { PaidContent } from '../pay/paid-content.js';
import type { TemplateUser } from './template-service.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { RecordService } from '../generation/record-service.js';
import type { PayService } from '../pay/pay-service.js';
import type { TemplateService } from './template-service.js';
import type { ThemeGallery } from './theme-gallery.js';
import { withBrandThemes, type BrandThemePicker } from './brand-picker.js';

/** Pictures of a catalogue version never change: their address carries the version. */
const sendPng = (reply: FastifyReply, png: Buffer, versioned: boolean) =>
  reply
    .header('content-type', 'image/png')
    .header(
      'cache-control',
      versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    )
    .send(png);

export interface TemplateRoutesNeeds {
  pay: PayService;
  templates: TemplateService;
  themes: ThemeGallery;
  /** A signed-in caller's brand themes, after the engine's in the picker. */
  brandThemes?: BrandThemePicker;
}

/** Public template-centre routes: browsing needs no account (the login wall uses them). */
export async function templateRoutes(app: ZodApp, needs: TemplateRoutesNeeds): Promise<void> {
  const { templates, themes } = needs;
  const paid = new PaidContent(needs.pay, templates);

  serve(app, routes.templateTags, (_input, request) => templates.tags(requestLocale(request)));

  serve(app, routes.templateContents, ({ query }, request) =>
    templates.list(query, requestLocale(request)),
  );

  serve(app, routes.templateDetail, async ({ query }, request) => {
    const detail = await templates.detail(query.contentId, requestLocale(request));
    // A paid template (sold on its own) shows its price.
    const price = await paid.price(detail.id);
    return { ...detail, price };
  });

  serve(app, routes.templateContent, async ({ query }, request) => {
    const { contentId } = query;
    templates.sample(contentId);
    // Signed in or not: a stale token is not refused here, the caller is only a visitor then.
    const caller = request.auth ? templateUser(request) : null;
    const { access } = await paid.access(caller, contentId);
    return templates.content(contentId, access);
  });

  serve(app, routes.recommendTemplates, async ({ body }, request) => {
    const { contentId, pageSize, excludeTags } = body;
    const items = await templates.recommend(
      contentId,
      pageSize,
      excludeTags,
      requestLocale(request),
    );
    return { items };
  });

  serve(app, routes.templateThumbnail, async ({ params }, _request, reply) =>
    sendPng(reply, await templates.slidePng(params.id, 0, 'thumb'), false),
  );

  serve(app, routes.templateSlide, async ({ params, query }, _request, reply) => {
    const png = await templates.slidePng(params.id, params.index, query.size);
    return sendPng(reply, png, query.v === templates.catalogue.version);
  });

  serve(app, routes.themeList, async ({ query }, request) => {
    const builtIn = themes.list(query, requestLocale(request));
    // Signed out (or a stale token): the engine's themes only.
    if (!request.auth || !needs.brandThemes) return builtIn;
    return withBrandThemes(
      builtIn,
      await needs.brandThemes.pickerItems(request.auth.userId),
      query,
    );
  });

  serve(app, routes.themeThumbnail, async ({ params }, _request, reply) => {
    // A brand theme's thumbnail is reached by its id alone (a random uuid), kept out of shared caches.
    if (isBrandThemeId(params.id) && needs.brandThemes)
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(await needs.brandThemes.thumbnail(params.id));
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await themes.thumbnail(params.id));
  });
}

function templateUser(request: FastifyRequest): TemplateUser {
  const id = authUserId(request);
  const user = request.auth?.user;
  const member = !!user && effectiveMemberUntil(user) > Date.now() / 1000;
  return { id, member };
}

export interface TemplateAccountRoutesNeeds {
  aiLimits: AiLimitsService;
  pay: PayService;
  records: RecordService;
  templates: TemplateService;
}

/** Downloads (quota) and 'use this template' (authenticated scope). */
export async function templateAccountRoutes(
  app: ZodApp,
  needs: TemplateAccountRoutesNeeds,
): Promise<void> {
  const { templates } = needs;
  const paid = new PaidContent(needs.pay, templates);
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

  serve(app, routes.downloadTimes, (_input, request) => templates.times(templateUser(request)));

  serve(app, routes.downloadTemplate, async ({ body }, request) => {
    const user = templateUser(request);
    const access = await unlocked(user, body.contentId);
    return templates.download(user, body.contentId, access === 'paid');
  });

  serve(app, routes.loadTemplate, async ({ body }, request) => {
    const userId = authUserId(request);
    const { contentId } = body;
    await unlocked(templateUser(request), contentId);
    // It starts a generation (pictures and fills), counted as every other start.
    await needs.aiLimits.calls.take(userId, 'generation');
    const content = templates.sample(contentId);
    const plan = templates.catalogue.get(contentId)?.source.plan;
    // The tier's project and page limits (5412, 5421) apply as to any new deck.
    const record = await needs.aiLimits.createRecord(userId, content.outline, () =>
      needs.records.create(userId, content.outline, content.themeId, plan),
    );
    await templates.recordUse(userId, contentId);
    await needs.records.generate(userId, record.id, requestLocale(request));
    return { recordId: record.id };
  });
}
