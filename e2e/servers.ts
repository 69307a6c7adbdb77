/**
 * The servers of the end-to-end suite, on loopback ports derived from E2E_PORT (so that two
 * runs can share a machine): the app on the embedded defaults in offline mode, the same app
 * with a model (the scripted OpenAI-compatible upstream), the upstream itself, a stand-in for
 * the mind-map service, and Huawei's OAuth server.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export const E2E = {
  port: PORT,
  /** The app in offline mode (no LLM_API_KEY): the offline outline composer answers. */
  app: `http://127.0.0.1:${PORT}`,
  /** The app with a model: every AI call goes to the scripted upstream. */
  llmAppPort: PORT + 1,
  llmApp: `http://127.0.0.1:${PORT + 1}`,
  /**
   * apps/server/test/llm-upstream.ts: PUT /__script, GET /__requests; its pictures (the model
   * app's IMAGE_*): PUT|DELETE|GET /__images, POST /__images/release.
   */
  upstreamPort: PORT + 2,
  upstream: `http://127.0.0.1:${PORT + 2}`,
  /** apps/server/test/import-share-fake.ts, reached through DEV_SHARE_ORIGIN. */
  sharePort: PORT + 3,
  share: `http://127.0.0.1:${PORT + 3}`,
  /**
   * The app for the specs that change what every user sees (operator products, coupons,
   * plans): its own data, so they run beside the others instead of after them.
   */
  shopAppPort: PORT + 4,
  shopApp: `http://127.0.0.1:${PORT + 4}`,
  huaweiPort: Number(process.env.E2E_HUAWEI_PORT ?? 3199),
  /** production.spec.ts: production starts of the built server and the cloud fakes. */
  productionPort: PORT + 10,
  aliyunFakePort: PORT + 11,
  tencentFakePort: PORT + 12,
} as const;

/** The scripted upstream's key and model name (apps/server/test/llm-upstream.ts). */
export const UPSTREAM_KEY = 'sk-upstream-test';
export const UPSTREAM_MODEL = 'scripted-chat';
/** The model app's picture model (IMAGE_MODEL), on the same upstream. */
export const UPSTREAM_IMAGE_MODEL = 'scripted-image';
