import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A local OAuth server speaking Huawei Account Kit's protocol (apps/server/test). */
const HUAWEI_PORT = Number(process.env.E2E_HUAWEI_PORT ?? 3199);
const HUAWEI = `http://127.0.0.1:${HUAWEI_PORT}`;
const HUAWEI_ENV = {
  HUAWEI_CLIENT_ID: '101234567',
  HUAWEI_CLIENT_SECRET: 'test-client-secret',
  HUAWEI_REDIRECT_URI: `http://127.0.0.1:${PORT}/login?thirdLogin=huawei`,
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

/**
 * End-to-end in Debian's Chromium against the built app, started on the embedded defaults
 * with a fresh data directory.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 }, launchOptions },
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: [
    {
      command: `node --conditions=source --import tsx apps/server/test/huawei-oauth-server.ts ${HUAWEI_PORT} ${HUAWEI_ENV.HUAWEI_REDIRECT_URI}`,
      cwd: '..',
      url: `${HUAWEI}/oauth2/v3/certs`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start-e2e-server.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Loopback is the e2e proxy: tests set X-Forwarded-For to act as distinct clients.
      env: { PORT: String(PORT), TRUST_PROXY: '127.0.0.1', ...HUAWEI_ENV },
    },
  ],
});
