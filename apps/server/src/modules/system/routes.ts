import { systemApi } from '@slidecraft/contract';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';

export async function systemRoutes(app: ZodApp): Promise<void> {
  const { database, kv, outlineWriter, dev, webSearch } = app.ctx;
  serve(app, systemApi.health, async () => {
    await Promise.all([database.ping(), kv.ping()]);
    return {
      status: 'ok' as const,
      db: database.kind,
      cache: kv.kind,
      offlineAi: outlineWriter.offline,
      devProviders: dev !== null,
      webSearch: webSearch.enabled,
    };
  });
}
