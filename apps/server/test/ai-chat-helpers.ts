import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildUser, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { UPSTREAM_API_KEY, startLlmUpstream, type LlmUpstream } from './llm-upstream.js';
import type { StreamCall } from './sse-helpers.js';

/** The custom outline stream of a topic (POST /api/ai/chat/outline-section). */
export const OUTLINE_CALL = (
  topic = '智慧城市',
  extra: Record<string, unknown> = {},
): StreamCall => ({
  method: 'POST',
  url: '/api/ai/chat/outline-section',
  payload: { topic, ...extra },
});

/** AI_MAX_STREAMS_PER_USER of the app that `modelTestApp` builds. */
export const MAX_STREAMS = 3;

/**
 * An app answering the AI streams with a model: the scripted OpenAI-compatible upstream of
 * llm-upstream.ts, started with the app in beforeAll (listening on loopback too, for real
 * connections), both closed in afterAll, the script back to its defaults before each test.
 * The getters return the file's instances at call time.
 */
export function modelTestApp() {
  let upstream: LlmUpstream;
  let env: TestEnv;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    upstream = await startLlmUpstream();
    env = await createTestEnv({
      env: {
        LLM_BASE_URL: upstream.baseUrl,
        LLM_API_KEY: UPSTREAM_API_KEY,
        LLM_MODEL: 'scripted-chat',
        LLM_REASONING_MODEL: 'scripted-reasoner',
        LLM_IDLE_TIMEOUT_MS: '1000',
        LLM_TIMEOUT_MS: '8000',
        AI_MAX_STREAMS_PER_USER: String(MAX_STREAMS),
      },
    });
    app = await env.start();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await env.dispose();
    await upstream.close();
  });
  beforeEach(() => upstream.script());

  return {
    app: () => app,
    upstream: () => upstream,
    /** The app's address on loopback, for `openStream`. */
    base: () => base,
    /** A fresh user: AI points and per-minute starts are per user, and no test shares them. */
    freshUser: async (): Promise<{ token: string; userId: string }> => {
      const { token } = await buildUser(app);
      return { token, userId: (await servicesOf(app).sessions.resolve(token))! };
    },
    lastRequest: () => upstream.requests.at(-1)!,
  };
}
