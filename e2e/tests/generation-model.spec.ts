import { E2E, UPSTREAM_MODEL } from '../servers.js';
import { expect, holdsAppLock, test } from './fixtures.js';
import { downloadDeck, loginWithSms, uniqueLocalPhone } from './support.js';
import { PAGE_FILL_PROMPT, requestsMentioning, scriptUpstream, upstreamMark } from './upstream.js';

/** Every AI call of these tests goes to the scripted OpenAI-compatible upstream. */
test.use({ baseURL: E2E.llmApp });
holdsAppLock('model');

const TOPIC = '老旧小区改造的实施路径';
/** The page the model's outline leaves empty: the deck job asks the model to write it. */
const EMPTY_PAGE = '居民的改造意愿';
const MODEL_OUTLINE = `# ${TOPIC}
> 让老房子焕发新活力
## 改造背景
### 居住条件的短板
* 管线老化、缺少电梯
* 公共空间不足
### ${EMPTY_PAGE}
## 实施路径
### 资金与共建机制
* 政府补助与居民出资相结合
## 总结与展望
### 长效管理
* 引入专业物业与居民自治
`;
const MODEL_POINT = '七成居民支持加装电梯（模型撰写）';

test.beforeEach(async () => {
  await scriptUpstream({});
});

test('topic -> the model streams the outline, stop reaches the model, then a deck it helped write', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A slow answer (about 10 s) to stop half-way.
  await scriptUpstream({ text: MODEL_OUTLINE, chunkSize: 3, delayMs: 120 });
  const mark = await upstreamMark();
  await page.goto('/');
  await page.getByTestId('topic-input').fill(TOPIC);
  await page.getByTestId('topic-submit').click();
  await loginWithSms(page, request, uniqueLocalPhone());

  const raw = page.getByTestId('outline-stream');
  await expect(raw).toContainText('改造背景');
  await page.getByTestId('outline-stop').click();
  await expect(page.getByTestId('outline-stopped')).toBeVisible();
  await expect(page.getByTestId('offline-tag')).toHaveCount(0);
  // The stop closed the model's answer before its end.
  await expect
    .poll(async () => (await requestsMentioning(TOPIC, mark)).map((r) => [r.aborted, r.completed]))
    .toEqual([[true, false]]);

  // Again, at full speed; the empty page gets the model's points in the deck job.
  await scriptUpstream({
    text: MODEL_OUTLINE,
    replies: [{ when: PAGE_FILL_PROMPT, text: `* ${MODEL_POINT}\n* 楼道改造先于外立面` }],
  });
  await page.getByTestId('outline-regenerate').click();
  const tree = page.getByTestId('outline-tree');
  await expect(tree).toContainText('总结与展望');
  await expect(tree).toContainText(EMPTY_PAGE);
  await expect(page.getByTestId('outline-title')).toHaveText(TOPIC);

  // The model writes the empty page slowly (about 3 s): the progress bar shows meanwhile.
  await scriptUpstream({
    replies: [{ when: PAGE_FILL_PROMPT, text: `* ${MODEL_POINT}\n* 楼道改造先于外立面` }],
    chunkSize: 4,
    delayMs: 400,
  });
  await page.getByTestId('generate-deck').click();
  await expect(page.getByTestId('preview-progress')).toBeVisible();
  await expect(page.getByTestId('download-pptx')).toBeDisabled();
  const words = await downloadDeck(page, TOPIC);
  expect(words).toContain('管线老化、缺少电梯');
  expect(words).toContain(MODEL_POINT);

  const calls = await requestsMentioning(TOPIC, mark);
  expect(calls.every((call) => call.model === UPSTREAM_MODEL)).toBe(true);
  const fills = calls.filter((call) =>
    call.messages.some((m) => m.content.includes(PAGE_FILL_PROMPT)),
  );
  // Only the empty page was asked for: every other page keeps the outline's points.
  expect(fills).toHaveLength(1);
  expect(fills[0]!.messages.some((m) => m.content.includes(EMPTY_PAGE))).toBe(true);
});

test('a model failing mid-stream shows the failure and the outline can be generated again', async ({
  page,
  request,
}) => {
  const topic = '社区养老服务站的运营';
  await scriptUpstream({ text: MODEL_OUTLINE, failAfter: { chunks: 4, how: 'error-event' } });
  await page.goto('/');
  await page.getByTestId('topic-input').fill(topic);
  await page.getByTestId('topic-submit').click();
  await loginWithSms(page, request, uniqueLocalPhone());

  await expect(page.getByText('大纲生成失败')).toBeVisible();
  await expect(page.getByText('AI 服务异常，请稍后重试')).toBeVisible();

  await scriptUpstream({ text: MODEL_OUTLINE });
  await page.getByTestId('outline-regenerate').click();
  await expect(page.getByTestId('outline-tree')).toContainText('总结与展望');
  await expect(page.getByText('大纲生成失败')).toHaveCount(0);
});
