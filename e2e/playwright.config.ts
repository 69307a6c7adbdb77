import { defineConfig, devices } from '@playwright/test';
import { E2E, UPSTREAM_IMAGE_MODEL, UPSTREAM_KEY, UPSTREAM_MODEL } from './servers.js';

/** A local OAuth server speaking Huawei Account Kit's protocol (apps/server/test). */
const HUAWEI_PORT = E2E.huaweiPort;
const HUAWEI = `http://127.0.0.1:${HUAWEI_PORT}`;
const HUAWEI_ENV = {
  HUAWEI_CLIENT_ID: '101234567',
  HUAWEI_CLIENT_SECRET: 'test-client-secret',
  HUAWEI_REDIRECT_URI: `http://127.0.0.1:${E2E.port}/login?thirdLogin=huawei`,
  HUAWEI_AUTHORIZE_URL: `${HUAWEI}/oauth2/v3/authorize`,
  HUAWEI_TOKEN_URL: `${HUAWEI}/oauth2/v3/token`,
  HUAWEI_JWKS_URL: `${HUAWEI}/oauth2/v3/certs`,
  HUAWEI_ISSUER: `${HUAWEI}/issuer`,
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
};

const TSX = 'node --conditions=slidecraft-source --import tsx';
const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 860 },
  launchOptions,
};
const MOBILE = { ...devices['Pixel 7'], launchOptions };
/**
 * Specs that change what other users of their app see (the scripted model; the operator's
 * products, coupons and plans, which every membership list shows) run on apps of their own (the
 * model app, set in the spec; the shop app here) and take that app's lock (holdsAppLock in
 * tests/fixtures.ts): one at a time on each app, beside all the other specs.
 */
const SHARED_STATE =
  /(generation-model|import|pictures|coupon|union|team|ai-packs|membership)\.spec\.ts$/;
/** Both app servers: loopback is the e2e proxy, share links go to the local stand-in. */
const APP_ENV = {
  // Tests set X-Forwarded-For to act as distinct clients.
  TRUST_PROXY: '127.0.0.1',
  // Those requests look relayed by a proxy, which the dev routes (outbox, captcha answers, the
  // sandbox cashier) refuse unless they are opened on purpose.
  DEV_ROUTES: '1',
  DEV_SHARE_ORIGIN: E2E.share,
};

/**
 * End-to-end in Debian's Chromium against the built app, started on the embedded defaults
 * with a fresh data directory (and once more with a model: the scripted upstream).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Spec files run two at a time (tests of one file in order).
  workers: 2,
  // One retry: a test that passes only on it is listed as flaky in the report (a desktop
  // account-settings run failed once in CI and never again in 10 local runs, loaded or not).
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: E2E.app,
    // A trace of the retry only: recording one for every test (retain-on-failure) cost a quarter
    // of the suite's time on CI's 2-core machine (3 specs: 108 s -> 84 s), and a failure is
    // retried once, with its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    // As for someone who asks their system for reduced motion: antd's animations are off. Its
    // opening zoom let a click land beside a dialog's button (the agreement dialog stayed open in
    // two CI runs), and the animations cost CPU the 2-core machine does not have to spare.
    contextOptions: { reducedMotion: 'reduce' },
  },
  // The specs with a lock first, so that their chains start early and end with the others.
  projects: [
    { name: 'desktop-shared', testMatch: SHARED_STATE, use: { ...DESKTOP, baseURL: E2E.shopApp } },
    { name: 'mobile-shared', testMatch: SHARED_STATE, use: { ...MOBILE, baseURL: E2E.shopApp } },
    { name: 'desktop', testIgnore: SHARED_STATE, use: DESKTOP },
    { name: 'mobile', testIgnore: SHARED_STATE, use: MOBILE },
  ],
  webServer: [
    {
      command: `${TSX} apps/server/test/huawei-oauth-server.ts ${HUAWEI_PORT} ${HUAWEI_ENV.HUAWEI_REDIRECT_URI}`,
      cwd: '..',
      url: `${HUAWEI}/oauth2/v3/certs`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start-e2e-server.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${E2E.port}/api/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(E2E.port), ...APP_ENV, ...HUAWEI_ENV },
    },
    {
      command: 'node scripts/start-e2e-server.mjs',
      cwd: '..',
      url: `${E2E.shopApp}/api/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(E2E.shopAppPort), ...APP_ENV },
    },
    {
      command: `${TSX} apps/server/test/llm-upstream.ts ${E2E.upstreamPort}`,
      cwd: '..',
      url: `${E2E.upstream}/__requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `${TSX} apps/server/test/import-share-fake.ts ${E2E.sharePort}`,
      cwd: '..',
      url: `${E2E.share}/doc/jsonDoc1`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start-e2e-server.mjs',
      cwd: '..',
      url: `${E2E.llmApp}/api/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E.llmAppPort),
        ...APP_ENV,
        LLM_BASE_URL: `${E2E.upstream}/v1`,
        LLM_API_KEY: UPSTREAM_KEY,
        LLM_MODEL: UPSTREAM_MODEL,
        // Model pictures from the same upstream: none unless a spec scripts them (PUT /__images),
        // so every other spec's deck keeps its illustrations.
        IMAGE_BASE_URL: `${E2E.upstream}/v1`,
        IMAGE_API_KEY: UPSTREAM_KEY,
        IMAGE_MODEL: UPSTREAM_IMAGE_MODEL,
      },
    },
  ],
});
