import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../servers.js';
import { pptxWords } from './support.js';

// Partner embedding (docs/partners.md): a partner page on another origin loads /embed/sdk.js,
// which opens the generator in an iframe; the partner's "server" (this test) mints SDK tokens.
// A deck is generated in the frame, the partner page hears 'deck ready' and 'downloaded'; a
// page on an origin the partner does not allow gets no generator.

const TOPIC = '新员工入职培训方案';

interface PartnerEvent {
  type: string;
  detail: Record<string, unknown>;
}

declare global {
  interface Window {
    partnerEvents: PartnerEvent[];
  }
}

/** An SDK token as a partner's server mints it: an HS256 JWT, with node:crypto alone. */
function mintSdkToken(partner: string, secret: string, user: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    iss: partner,
    sub: user,
    aud: 'slidecraft-channel',
    iat: now,
    exp: now + 300,
    jti: randomUUID(),
    name: '合作方用户',
  })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The partner's page: the script tag, SlideCraft.open, and every event kept for the test. */
function partnerPage(partner: string): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="utf-8" /><title>合作方页面</title></head>
  <body>
    <h1>合作方的学习平台</h1>
    <div id="slides"></div>
    <script src="${E2E.app}/embed/sdk.js"></script>
    <script>
      window.partnerEvents = [];
      SlideCraft.open({
        container: '#slides',
        partner: ${JSON.stringify(partner)},
        height: '1400px',
        getToken: () => fetch('/sdk-token').then((r) => r.text()),
        onEvent: (type, detail) => window.partnerEvents.push({ type, detail }),
      });
    </script>
  </body>
</html>`;
}

/** A partner site (page and token endpoint) on a loopback port of its own. */
async function startPartnerSite(partner: string, secret: () => string, port: number) {
  const server = http.createServer((req, res) => {
    if (req.url === '/sdk-token') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(mintSdkToken(partner, secret(), 'staff-0042'));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(partnerPage(partner));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function admin(request: APIRequestContext, args: string[]): Promise<string> {
  const res = await request.post('/api/dev/admin', { data: { args } });
  const body = (await res.json()) as { code: number; message: string; data: { output: string } };
  expect(body.code, body.message).toBe(200);
  return body.data.output;
}

const eventsOf = (page: Page) => page.evaluate(() => window.partnerEvents);

let allowed: http.Server;
let disallowed: http.Server;
let allowedOrigin = '';
let disallowedOrigin = '';
let partnerId = '';
let secret = '';

test.beforeAll(async ({ request }, testInfo) => {
  // Desktop and mobile may run at once: each project has its partner and its ports.
  const offset = testInfo.project.name.startsWith('mobile') ? 22 : 20;
  partnerId = `e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
  const site = await startPartnerSite(partnerId, () => secret, E2E.port + offset);
  allowed = site.server;
  // "localhost" is another site than the app's 127.0.0.1: a real cross-site frame.
  allowedOrigin = `http://localhost:${site.port}`;
  const other = await startPartnerSite(partnerId, () => secret, E2E.port + offset + 1);
  disallowed = other.server;
  disallowedOrigin = `http://127.0.0.1:${other.port}`;
  const out = await admin(request, [
    'partners',
    'add',
    partnerId,
    '--name',
    '合作方学习平台',
    '--origin',
    allowedOrigin,
    '--decks-per-day',
    '20',
  ]);
  secret = out.trim().split('\n').at(-1)!;
  expect(secret).toMatch(/^scp_/);
});

test.afterAll(async () => {
  await Promise.all([allowed, disallowed].map((s) => new Promise((resolve) => s?.close(resolve))));
});

test('a partner page embeds the generator and hears deck ready and downloaded', async ({
  page,
}) => {
  await page.goto(`${allowedOrigin}/`);
  const frame = page.frameLocator('iframe');
  // No login, navigation or membership chrome: the generator alone.
  await expect(frame.getByTestId('embed-topic')).toBeVisible();
  await expect(frame.getByTestId('login-panel')).toHaveCount(0);
  await expect(frame.locator('header')).toHaveCount(0);
  await expect(frame.getByTestId('embed-quota')).toContainText('20');
  await expect.poll(async () => (await eventsOf(page)).map((e) => e.type)).toContain('ready');

  await frame.getByTestId('embed-topic').fill(TOPIC);
  await frame.getByTestId('embed-write-outline').click();
  await expect(frame.getByTestId('outline-tree')).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByTestId('outline-title')).toHaveText(TOPIC);
  // The outline was counted against the partner's quota.
  await expect(frame.getByTestId('embed-quota')).toContainText('19');

  await frame.getByTestId('embed-generate-deck').click();
  await expect(frame.getByTestId('embed-deck-ready')).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(async () => (await eventsOf(page)).find((e) => e.type === 'deck ready'))
    .toMatchObject({ type: 'deck ready', detail: { title: TOPIC } });
  const ready = (await eventsOf(page)).find((e) => e.type === 'deck ready')!;
  expect(ready.detail.recordId).toMatch(/^[0-9a-f-]{36}$/);
  expect(Number(ready.detail.pages)).toBeGreaterThan(3);

  const downloadEvent = page.waitForEvent('download');
  await frame.getByTestId('embed-download-pptx').click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(`${TOPIC}.pptx`);
  const { words } = await pptxWords(download);
  expect(words).toContain(TOPIC);
  await expect
    .poll(async () => (await eventsOf(page)).find((e) => e.type === 'downloaded')?.detail)
    .toEqual({ recordId: ready.detail.recordId, format: 'pptx' });
});

test('a page on an origin the partner does not allow cannot frame the generator', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refused.push(message.text());
  });
  await page.goto(`${disallowedOrigin}/`);
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('src', /\/embed\?partner=/);
  // The browser refuses to show the embed there (frame-ancestors lists the partner's origin only).
  await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.frameLocator('iframe').getByTestId('embed-topic')).toHaveCount(0);
  expect(await eventsOf(page)).toEqual([]);
});
