import { HealthSchema, envelopeSchema } from '@slidecraft/contract';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

export async function systemRoutes(app: ZodApp): Promise<void> {
  const { database, kv, outlineWriter, dev, webSearch } = app.ctx;
  app.get(
    '/api/healthz',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and the active providers',
        response: { 200: envelopeSchema(HealthSchema) },
      },
    },
    async (request) => {
      await Promise.all([database.ping(), kv.ping()]);
      return ok(
        {
          status: 'ok' as const,
          db: database.kind,
          cache: kv.kind,
          offlineAi: outlineWriter.offline,
          devProviders: dev !== null,
          webSearch: webSearch.enabled,
        },
        requestLocale(request),
      );
    },
  );
}
