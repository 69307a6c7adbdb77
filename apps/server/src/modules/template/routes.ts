import {
  TemplateContentsQuerySchema,
  TemplateContentsResultSchema,
  TemplateThumbnailParamsSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** Public template-centre routes (the login page background uses them signed out). */
export async function templateRoutes(app: ZodApp): Promise<void> {
  const { templates } = app.ctx;

  app.get(
    '/api/template-center/contents',
    {
      schema: {
        tags: ['template'],
        summary: 'Templates (for now the engine themes) with thumbnails',
        querystring: TemplateContentsQuerySchema,
        response: { 200: envelopeSchema(TemplateContentsResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(templates.list(request.query, locale), locale);
    },
  );

  app.get(
    '/api/template-center/thumbnail/:id',
    {
      schema: {
        tags: ['template'],
        summary: '16:9 PNG thumbnail of a template',
        params: TemplateThumbnailParamsSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await templates.thumbnail(request.params.id)),
  );
}
