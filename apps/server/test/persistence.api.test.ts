import { afterAll, expect, it } from 'vitest';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';
import { downloadDeck, OUTLINE } from './generation-helpers.js';

let env: TestEnv | undefined;
afterAll(() => env?.dispose());

it('keeps users, sessions, records and files across a restart', async () => {
  env = await createTestEnv();
  const first = await env.start();
  const user = await buildUser(first);
  const { recordId } = await downloadDeck(first, user.token, OUTLINE);
  await first.close();

  const second = await env.start();
  const info = await call<{ phone: string }>(second, {
    method: 'GET',
    url: '/api/user/user-info',
    headers: auth(user.token),
  });
  expect(info.body.code).toBe(200);
  const result = await call<{ status: string; url: string }>(second, {
    method: 'GET',
    url: `/api/ai/generate-ppt/download/result?recordId=${recordId}`,
    headers: auth(user.token),
  });
  expect(result.body.data.status).toBe('finish');
  const file = await second.inject({ method: 'GET', url: result.body.data.url });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
});
