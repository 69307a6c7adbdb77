import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { PICTURE_SIDE } from '../../apps/server/test/llm-upstream.js';
import { E2E, UPSTREAM_IMAGE_MODEL, UPSTREAM_KEY } from '../servers.js';
import { expect, holdsAppLock, test } from './fixtures.js';
import { loginWithSms, uniqueLocalPhone } from './support.js';
import { scriptUpstream } from './upstream.js';

/**
 * Model pictures (issue 16, item 5): with a picture model (the model app's IMAGE_*, the scripted
 * upstream's images endpoint), the preview shows every slide without waiting for the pictures,
 * and each picture replaces its slide's illustration in the preview as it arrives, the slowest
 * one too, without a reload; the downloaded PPTX carries the pictures.
 */
test.use({ baseURL: E2E.llmApp });
holdsAppLock('model');

/** A picture request as apps/server/test/llm-upstream.ts records it (GET /__images). */
interface PictureRequest {
  model: string;
  prompt: string;
  authorization?: string;
  answer: 'picture' | 'failed' | 'closed' | null;
  color: [number, number, number] | null;
}

async function upstreamImages(method: string, path = '', body?: object) {
  const res = await fetch(`${E2E.upstream}/__images${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.ok).toBe(true);
  return res;
}

/** The picture requests of one deck (its title is in every prompt). */
async function picturesOf(title: string): Promise<PictureRequest[]> {
  const all = (await (await upstreamImages('GET')).json()) as PictureRequest[];
  return all.filter((request) => request.prompt.includes(title));
}

/**
 * The first picture at once, the second soon after, the others late: the test answers them
 * itself once it has seen the preview without them (under IMAGE_TIMEOUT_MS, 60 s).
 */
const SLOW_MS = 45_000;
const DELAYS_MS = [0, 300, SLOW_MS];

const outlineOf = (title: string) => `# ${title}
> 以生态优先推动高质量发展
## 绿色发展
### 生态保护
* 新增绿地 120 公顷
* 河道治理 30 公里
### 低碳交通
* 公交电动化率 90%
* 骑行道 200 公里
## 总结与展望
### 持续推进
* 建立长效机制
* 鼓励公众参与
`;

/** What the preview shows: the slide thumbnails' images, and which pictures' colours each has. */
interface Seen {
  src: string;
  loaded: boolean;
  /** Indexes into the colours asked for that cover at least 1% of the slide. */
  pictures: number[];
}

async function lookAtSlides(page: Page, colors: number[][]): Promise<Seen[]> {
  return page.evaluate(async (colors) => {
    const thumbs = [
      ...document.querySelectorAll<HTMLImageElement>('[data-testid^="slide-thumb-"] img'),
    ];
    return Promise.all(
      thumbs.map(async (thumb) => {
        // The thumbnails load lazily (off-screen ones on a phone): read each from its link.
        const image = new Image();
        image.src = thumb.src;
        try {
          await image.decode();
        } catch {
          return { src: thumb.src, loaded: false, pictures: [] };
        }
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const counts = colors.map(() => 0);
        for (let i = 0; i < data.length; i += 4) {
          colors.forEach(([r, g, b], k) => {
            const near =
              Math.abs(data[i]! - r!) <= 3 &&
              Math.abs(data[i + 1]! - g!) <= 3 &&
              Math.abs(data[i + 2]! - b!) <= 3;
            if (near) counts[k]! += 1;
          });
        }
        const pixels = data.length / 4;
        const pictures = counts.flatMap((count, k) => (count > pixels / 100 ? [k] : []));
        return { src: thumb.src, loaded: true, pictures };
      }),
    );
  }, colors);
}

/** The version of a preview link: the pictures put in so far ('3-v2.png'; none: 0). */
const versionOf = (src: string) =>
  Number(/-v(\d+)\.png$/.exec(new URL(src).searchParams.get('name') ?? '')?.[1] ?? 0);

/** Pictures decoded in the page: their size, mean colour and whether they are of one colour. */
async function picturesIn(page: Page, files: { mime: string; base64: string }[]) {
  return page.evaluate(async (files) => {
    return Promise.all(
      files.map(async ({ mime, base64 }) => {
        const image = new Image();
        image.src = `data:${mime};base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const pixels = data.length / 4;
        const sums = [0, 0, 0];
        for (let i = 0; i < data.length; i += 4)
          for (let c = 0; c < 3; c++) sums[c]! += data[i + c]!;
        const color = sums.map((sum) => Math.round(sum / pixels));
        let spread = 0;
        for (let i = 0; i < data.length; i += 4) {
          for (let c = 0; c < 3; c++) spread = Math.max(spread, Math.abs(data[i + c]! - color[c]!));
        }
        return { width: canvas.width, height: canvas.height, color, plain: spread <= 12 };
      }),
    );
  }, files);
}

test.afterEach(async () => {
  // Back to no pictures: the other specs of the model app keep their illustrations.
  await upstreamImages('DELETE');
});

test('pictures reach the preview as they are made, the slowest without holding the slides', async ({
  page,
  request,
}, testInfo) => {
  // A title of its own: pictures are cached by prompt (the deck title is in it).
  const title = `绿色城市行动 ${String(randomInt(1_000_000)).padStart(6, '0')}`;
  await scriptUpstream({ text: outlineOf(title) });
  await upstreamImages('PUT', '', { delaysMs: DELAYS_MS });

  // The record/info answers the preview polls: the generation's status and page count.
  let info: { status: string; totalPage: number; slides: string[] } | undefined;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/ai/generate-ppt/record/info')) return;
    const body = (await response.json().catch(() => null)) as { data?: typeof info } | null;
    if (body?.data) info = body.data;
  });

  await page.goto('/');
  await page.getByTestId('topic-input').fill(title);
  await page.getByTestId('topic-submit').click();
  await loginWithSms(page, request, uniqueLocalPhone());
  await expect(page.getByTestId('outline-tree')).toContainText('总结与展望');
  await expect(page.getByTestId('outline-title')).toHaveText(title);
  await page.getByTestId('generate-deck').click();
  // The page stays the same document throughout: no reload shows the pictures.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Every slide is shown, the pictures that came are on their slides, the slow ones are still
  // being made (the model has not answered them) and the deck is not complete yet.
  const preview = page.getByTestId('slide-preview').locator('img');
  let waited: PictureRequest[] = [];
  let before: Seen[] = [];
  await expect
    .poll(
      async () => {
        const asked = await picturesOf(title);
        const arrived = asked.filter((picture) => picture.answer === 'picture');
        waited = asked.filter((picture) => picture.answer === null);
        before = await lookAtSlides(
          page,
          arrived.map((picture) => picture.color!),
        );
        return {
          slides: before.length > 0 && before.length === info?.totalPage,
          loaded: before.length > 0 && before.every((slide) => slide.loaded),
          arrivedShown: arrived.map((_, k) => before.some((slide) => slide.pictures.includes(k))),
          slowestWaiting: waited.length > 0,
          status: info?.status,
        };
      },
      { timeout: 40_000 },
    )
    .toEqual({
      slides: true,
      loaded: true,
      arrivedShown: [true, true],
      slowestWaiting: true,
      status: 'running',
    });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('download-pptx')).toBeDisabled();
  // Every page is drawn: the progress says the pictures are being finished, not a stuck 'N/N'.
  await expect(page.getByTestId('preview-progress')).toContainText(
    /正在完成配图|正在完成配圖|finishing the pictures/,
  );
  await page.screenshot({ path: testInfo.outputPath('1-slowest-picture-waiting.png') });

  // The slow pictures come: their slides change in the preview, on the page as it is.
  await upstreamImages('POST', '/release');
  let after: Seen[] = [];
  let made: PictureRequest[] = [];
  await expect
    .poll(
      async () => {
        made = await picturesOf(title);
        after = await lookAtSlides(
          page,
          made.map((picture) => picture.color ?? [-99, -99, -99]),
        );
        return {
          allMade: made.length > 0 && made.every((picture) => picture.answer === 'picture'),
          everyPictureShown: made.every((_, k) =>
            after.some((slide) => slide.pictures.includes(k)),
          ),
          status: info?.status,
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({
      allMade: true,
      everyPictureShown: true,
      status: 'completed',
    });
  expect(made.length).toBeGreaterThanOrEqual(DELAYS_MS.length);
  const slow = made.flatMap((picture, k) =>
    waited.some((w) => w.prompt === picture.prompt) ? [k] : [],
  );
  expect(slow.length).toBeGreaterThan(0);
  for (const k of slow) {
    const at = after.findIndex((slide) => slide.pictures.includes(k));
    // The slide's link has a new version, and its image the picture in place of the illustration.
    expect(versionOf(after[at]!.src)).toBeGreaterThan(versionOf(before[at]!.src));
    expect(before[at]!.pictures).toEqual([]);
  }
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  // The large preview of a slow picture's slide shows it too.
  const slowPage = after.findIndex((slide) => slide.pictures.includes(slow[0]!));
  await page.getByTestId(`slide-thumb-${slowPage + 1}`).click();
  await expect(preview).toHaveJSProperty('src', after[slowPage]!.src);
  await expect(page.getByTestId('deck-ready')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('2-every-picture.png') });

  // The PPTX has the model's pictures: the app keeps each as an attachment, encoded anew (an
  // opaque picture as JPEG), so they are found by their size and colour, not their bytes.
  const pptx = page.getByTestId('download-pptx');
  await expect(pptx).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await pptx.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}.pptx`);
  const zip = await JSZip.loadAsync(await fs.readFile(await download.path()));
  const media = await Promise.all(
    zip.file(/^ppt\/media\/.+\.(png|jpe?g)$/).map(async (file) => ({
      mime: file.name.endsWith('.png') ? 'image/png' : 'image/jpeg',
      base64: await file.async('base64'),
    })),
  );
  const inPptx = await picturesIn(page, media);
  for (const picture of made) {
    const near = (color: number[]) =>
      color.every((value, c) => Math.abs(value - picture.color![c]!) <= 8);
    expect(
      inPptx.some(
        (image) =>
          image.width === PICTURE_SIDE &&
          image.height === PICTURE_SIDE &&
          image.plain &&
          near(image.color),
      ),
      `picture ${picture.color!.join(',')} in the PPTX`,
    ).toBe(true);
  }
  // Asked of the picture model with its key (IMAGE_MODEL, IMAGE_API_KEY).
  for (const picture of made) {
    expect(picture).toMatchObject({
      model: UPSTREAM_IMAGE_MODEL,
      authorization: `Bearer ${UPSTREAM_KEY}`,
    });
  }
});
