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
} from '../api/template.js';
import { defineRoute } from './route.js';

/**
 * The template centre (spec section 7): browsing the catalogue needs no account (the login wall
 * uses it); downloads and 'use this template' are the signed-in user's. And the theme picker's
 * themes.
 */

const tags = ['template'];

export const templateTags = defineRoute({
  method: 'GET',
  path: '/api/template-center/tags',
  access: 'public',
  tags,
  summary: "Tag groups; each item titled 'groupId.itemId' with defaultSelect",
  response: TemplateTagsResultSchema,
  errors: [],
});

export const templateContents = defineRoute({
  method: 'GET',
  path: '/api/template-center/contents',
  access: 'public',
  tags,
  summary: 'Templates by tags, filters and search (size 30; type=template&size=50 for the wall)',
  query: TemplateContentsQuerySchema,
  response: TemplateContentsResultSchema,
  errors: [],
});

export const templateDetail = defineRoute({
  method: 'GET',
  path: '/api/template-center/detail',
  access: 'public',
  tags,
  summary: 'A template with every slide, and its price while it is sold on its own',
  query: TemplateIdQuerySchema,
  response: TemplateDetailSchema,
  errors: [404],
});

export const templateContent = defineRoute({
  method: 'GET',
  path: '/api/template-center/content',
  access: 'optional',
  tags,
  summary:
    "A template's sample content (outline text) and theme; a preview (title block, first section, cover, tags) while it is sold and the caller has not bought it",
  query: TemplateIdQuerySchema,
  response: TemplateContentSchema,
  errors: [404],
});

export const recommendTemplates = defineRoute({
  method: 'POST',
  path: '/api/template-center/recommendList',
  access: 'public',
  tags,
  summary: 'Templates like this one (pageSize 12, excluding single-slide collections)',
  body: RecommendBodySchema,
  response: RecommendResultSchema,
  errors: [404],
});

export const templateThumbnail = defineRoute({
  method: 'GET',
  path: '/api/template-center/thumbnail/:id',
  access: 'public',
  answer: 'file',
  tags,
  summary: "16:9 PNG of a template's cover",
  params: TemplateThumbnailParamsSchema,
  errors: [404],
});

export const templateSlide = defineRoute({
  method: 'GET',
  path: '/api/template-center/preview/:id/:index',
  access: 'public',
  answer: 'file',
  tags,
  summary:
    "16:9 PNG of one of a template's slides (size thumb or full; v, the catalogue's version, makes it immutable)",
  params: TemplateSlideParamsSchema,
  query: TemplateSlideQuerySchema,
  errors: [404],
});

export const themeList = defineRoute({
  method: 'GET',
  path: '/api/workspace/template',
  access: 'optional',
  tags,
  summary:
    "The themes, each with a thumbnail (the theme picker): the engine's, then a signed-in caller's own and team brand themes",
  query: ThemeListQuerySchema,
  response: ThemeListResultSchema,
  errors: [],
});

export const themeThumbnail = defineRoute({
  method: 'GET',
  path: '/api/workspace/template/thumbnail/:id',
  access: 'public',
  answer: 'file',
  tags,
  summary: '16:9 PNG thumbnail of a theme',
  params: TemplateThumbnailParamsSchema,
  errors: [404],
});

export const downloadTimes = defineRoute({
  method: 'GET',
  path: '/api/template-center/downloadTimes',
  access: 'user',
  tags,
  summary: "Today's template downloads and quota (members: unlimited)",
  response: DownloadTimesSchema,
  errors: [],
});

export const downloadTemplate = defineRoute({
  method: 'POST',
  path: '/api/template-center/download',
  access: 'user',
  tags,
  summary:
    "A signed link to a template's .pptx, within the day's quota (a paid template: bought, or in the caller's tier)",
  body: TemplateDownloadBodySchema,
  response: TemplateDownloadResultSchema,
  errors: [404, 5107, 5301],
});

export const loadTemplate = defineRoute({
  method: 'POST',
  path: '/api/workspace/content/load',
  access: 'user',
  tags,
  summary:
    "A new deck from a template: its sample content in its theme and layout plan, within the tier's caps",
  body: ContentLoadBodySchema,
  response: ContentLoadResultSchema,
  errors: [404, 5107, 5401, 5412, 5421, 5427],
});
