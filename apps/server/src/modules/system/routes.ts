import { systemApi } from '@slidecraft/contract';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { Database } from '../../db/client.js';
import type { WebSearch } from '../ai/web-search.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';

export interface SystemRoutesNeeds {
  database: Database;
  /** Whether the dev providers (SMS outbox, sandbox, scan page) are active. */
  devProviders: boolean;
  kv: KeyValueStore;
  outlineWriter: OutlineWriter;
  webSearch: WebSearch;
}

export async function systemRoutes(app: ZodApp, needs: SystemRoutesNeeds): Promise<void> {
  const { database, kv, outlineWriter, devProviders, webSearch } = needs;
  serve(app, systemApi.health, async () => {
    await Promise.all([database.ping(), kv.ping()]);
    return {
      status: 'ok' as const,
      db: database.kind,
      cache: kv.kind,
      offlineAi: outlineWriter.offline,
      devProviders,
      webSearch: webSearch.enabled,
    };
  });
}
