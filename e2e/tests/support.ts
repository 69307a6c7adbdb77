import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import {
  expect,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import JSZip from 'jszip';

/** A phone number no other test uses (local part, the UI adds +86). */
export function uniqueLocalPhone(): string {
  return `139${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/**
 * The id of the captcha image on screen inside `scope`, once one is shown (not while a new one
 * loads): the captcha the form will send, whatever requests for captchas were made before.
 */
export async function shownCaptchaId(scope: Locator | Page): Promise<string> {
  const image = scope.locator('[data-testid="captcha-image"][data-captcha-id]');
  await expect(image).toBeVisible();
  return (await image.getAttribute('data-captcha-id'))!;
}

/** The answer to the captcha on screen inside `scope` (dev route). */
export async function captchaAnswer(
  request: APIRequestContext,
  scope: Locator | Page,
): Promise<string> {
  const id = await shownCaptchaId(scope);
  return (await devGet<{ answer: string }>(request, `/api/dev/captcha/${id}`)).answer;
}

async function devGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

/**
 * Fills the SMS login form that is on screen: phone, captcha (answer from the dev route),
 * agreement through its confirm dialog, SMS code (from the dev outbox), then logs in.
 */
export async function loginWithSms(page: Page, request: APIRequestContext, localPhone: string) {
  const panel = page.getByTestId('login-panel');
  await expect(panel).toBeVisible();
  // The device default is the QR view on desktop: switch to phone login.
  if (await panel.getByTestId('login-view-qr').isVisible()) {
    await panel.getByTestId('login-switch').click();
  }
  await panel.getByTestId('phone-input').fill(localPhone);
  await panel.getByTestId('captcha-input').fill(await captchaAnswer(request, panel));

  // Asking for a code without the agreement ticked opens the agreement dialog.
  await panel.getByTestId('sms-code-button').click();
  await page.getByTestId('confirm-ok').click();
  await expect(panel.getByTestId('sms-code-button')).toBeDisabled();
  await expect(panel.getByRole('checkbox')).toBeChecked();

  const phone = `+86-${localPhone}`;
  const { items } = await devGet<{ items: { code: string }[] }>(
    request,
    `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
  );
  expect(items.length).toBeGreaterThan(0);
  await panel.getByTestId('sms-code-input').fill(items[0]!.code);
  await panel.getByTestId('login-submit').click();
  await expect(panel).toBeHidden();
}

/** The session token the web app stored after a login (for calls made beside the browser). */
export async function sessionTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('slidecraft.token'));
  expect(token).toBeTruthy();
  return token!;
}

/** Puts a phone's account in a state of the AI limits (dev route: membership, used points). */
export async function setAiAccount(
  request: APIRequestContext,
  localPhone: string,
  changes: { memberDays?: number; pointsUsed?: number },
) {
  const res = await request.post('/api/dev/ai-account', {
    data: { phone: `+86-${localPhone}`, ...changes },
  });
  expect(res.ok()).toBe(true);
}

/** The words on the slides of a downloaded PPTX (all slide XML, tags stripped), and its zip. */
export async function pptxWords(download: Download): Promise<{ zip: JSZip; words: string }> {
  const zip = await JSZip.loadAsync(await fs.readFile(await download.path()));
  const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  const xml = (await Promise.all(slides.map((name) => zip.file(name)!.async('string')))).join('');
  return { zip, words: xml.replace(/<[^>]+>/g, '') };
}

/**
 * Downloads the deck on screen as PPTX and PDF; the PPTX's words, after checking both files
 * (and the PPTX package with `inspect`, when given).
 */
export async function downloadDeck(
  page: Page,
  title: string,
  inspect?: (zip: JSZip) => Promise<void>,
): Promise<string> {
  const pptxButton = page.getByTestId('download-pptx');
  await expect(pptxButton).toBeEnabled({ timeout: 60_000 });
  const pptxEvent = page.waitForEvent('download');
  await pptxButton.click();
  const pptx = await pptxEvent;
  expect(pptx.suggestedFilename()).toBe(`${title}.pptx`);
  const { zip, words } = await pptxWords(pptx);
  expect(zip.file('ppt/presentation.xml')).not.toBeNull();
  await inspect?.(zip);

  const pdfEvent = page.waitForEvent('download');
  await page.getByTestId('download-pdf').click();
  const pdf = await pdfEvent;
  expect(pdf.suggestedFilename()).toBe(`${title}.pdf`);
  const head = (await fs.readFile(await pdf.path())).subarray(0, 5).toString('latin1');
  expect(head).toBe('%PDF-');
  return words;
}

/**
 * An admin CLI command against the e2e server's database (the dev route that runs it, as an
 * operator would with `npm run admin -- ...`); fails the test unless it succeeds, and answers
 * what the command printed.
 */
export async function admin(request: APIRequestContext, args: string[]): Promise<string> {
  const res = await request.post('/api/dev/admin', { data: { args } });
  const body = (await res.json()) as { code: number; message: string; data?: { output: string } };
  expect(body.code, body.message).toBe(200);
  return body.data?.output ?? '';
}
