import type { Browser, Page } from 'playwright-core';
import { quantile } from '../stats.js';
import { signIn, signUp, stats } from './editor.js';

/**
 * Topic to a ready deck in the browser on the offline server (issue 34, goal 5), as a new user
 * meets it: the home page, a topic typed and sent, the outline streaming in until it opens in
 * the outline editor, "generate" pressed at once, the first slide's preview drawn (its picture
 * loaded), and the deck ready (the PPTX download enabled). Each run is a new signed-in user in a
 * new context (empty cache); the first run warms the server and is not counted.
 */
const RUNS = 10;
const TOPIC = '社区垃圾分类推广方案';

/** performance.now() in the page once the slide preview's picture has been decoded. */
const FIRST_PREVIEW = `new Promise((resolve) => {
  const check = () => {
    const img = document.querySelector('[data-testid="slide-preview"] img');
    if (img && img.complete && img.naturalWidth > 0) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

const now = (page: Page) => page.evaluate<number>('performance.now()');

async function oneRun(origin: string, browser: Browser) {
  const token = await signUp(origin);
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  try {
    await context.addInitScript(signIn(token));
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByTestId('topic-input').fill(TOPIC);
    const sent = await now(page);
    await page.getByTestId('topic-submit').click();
    const generate = page.getByTestId('generate-deck');
    await page.getByTestId('outline-tree').waitFor({ timeout: 60_000 });
    await generate.waitFor({ timeout: 60_000 });
    const outlined = await now(page);
    await generate.click();
    const generating = await now(page);
    const firstPreview = await page.evaluate<number>(FIRST_PREVIEW);
    await page.waitForSelector('[data-testid="download-pptx"]:not([disabled])', {
      timeout: 60_000,
    });
    const ready = await now(page);
    const slides = await page.locator('[data-testid^="slide-thumb-"]').count();
    return {
      slides,
      outlineMs: outlined - sent,
      firstPreviewAfterGenerateMs: firstPreview - generating,
      readyMs: ready - sent,
    };
  } finally {
    await context.close();
  }
}

export async function measureGeneration(origin: string, browser: Browser) {
  const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const result = await oneRun(origin, browser);
    if (run > 0) runs.push(result);
  }
  const of = (key: 'outlineMs' | 'firstPreviewAfterGenerateMs' | 'readyMs') =>
    runs.map((run) => run[key]);
  return {
    what: `the offline server (no model), desktop Chromium, a new signed-in user per run in a new context: the home page, the topic "${TOPIC}" sent, the outline streamed until the outline editor opens (outlineMs), "generate" pressed at once, the first slide's preview picture decoded (firstPreviewAfterGenerateMs, from the press) and the PPTX download enabled (readyMs, from sending the topic); ${RUNS} runs after one warm-up`,
    runs: RUNS,
    slides: runs[0]!.slides,
    outlineMs: stats(of('outlineMs')),
    firstPreviewAfterGenerateMs: { ...stats(of('firstPreviewAfterGenerateMs')), goalMs: 1500 },
    readyMs: { ...stats(of('readyMs')), goalMs: 3000 },
    meetsGoal:
      quantile(of('readyMs'), 0.5) < 3000 &&
      quantile(of('firstPreviewAfterGenerateMs'), 0.5) < 1500,
  };
}
