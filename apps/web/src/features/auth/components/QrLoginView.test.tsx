import { LOGIN_QR_POLL_MS } from '@slidecraft/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../../shared/analytics';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, queryOf, type RecordedCall } from '../../../test/fetch-mock';
import { currentParams, fakeAuthServer, renderLogin } from './login-test-kit';

const TOPIC_A = 'topicAAAAAAAAAAAAAAA';
const TOPIC_B = 'topicBBBBBBBBBBBBBBB';

type StatusReply = (call: RecordedCall) => Response;

/** QR creation hands out TOPIC_A then TOPIC_B; status answers from `replies` in order, then waiting. */
function qrServer(replies: StatusReply[] = []) {
  let created = 0;
  const queue = [...replies];
  return fakeAuthServer({
    '/api/getTemporaryQrcode': () => {
      created += 1;
      const topic = created === 1 ? TOPIC_A : TOPIC_B;
      return envelope({
        url: `http://localhost:5173/dev/wechat-scan?topic=${topic}`,
        topic,
        expireAt: 2_000_000_000,
      });
    },
    '/api/login/qrcode/status': (call) =>
      (queue.shift() ?? (() => envelope({ status: 'waiting' })))(call),
  });
}

const waiting: StatusReply = () => envelope({ status: 'waiting' });
const success =
  (isBindPhone: boolean, isNewUser = false): StatusReply =>
  () =>
    envelope({ status: 'success', token: 'qr-token', isBindPhone, isNewUser });
const expired: StatusReply = () =>
  envelope(null, { code: 5106, message: '二维码已过期，请点击刷新' });

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const tick = () => fireEvent.click(screen.getByTestId('agreement-checkbox'));

async function openQr(url = '/login') {
  const result = renderLogin(url);
  await screen.findByTestId('login-view-qr');
  return result;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  setAnalyticsSink(null);
});

describe('WeChat QR login (lm empty)', () => {
  it('makes no QR before the agreement is ticked and asks to tick it first', async () => {
    const server = qrServer();
    await openQr();
    expect(screen.getByTestId('qr-hint').textContent).toBe('请先勾选同意用户协议和隐私政策');
    await advance(LOGIN_QR_POLL_MS * 2);
    expect(server.callsTo('/api/getTemporaryQrcode')).toHaveLength(0);
    expect(screen.queryByTestId('qr-image')).toBeNull();
  });

  it('after ticking makes a QR of the url, keeps its topic and polls every 3 s', async () => {
    const server = qrServer();
    await openQr();
    tick();
    const image = await screen.findByTestId('qr-image');
    expect(image.getAttribute('data-url')).toBe(
      `http://localhost:5173/dev/wechat-scan?topic=${TOPIC_A}`,
    );
    expect(image.querySelector('svg')).not.toBeNull();
    const create = queryOf(server.callsTo('/api/getTemporaryQrcode')[0]!);
    expect(create.get('purpose')).toBe('login');
    expect(create.has('topic')).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.qrTopic)).toBe(TOPIC_A);

    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(0);
    await advance(LOGIN_QR_POLL_MS);
    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(1);
    expect(queryOf(server.callsTo('/api/login/qrcode/status')[0]!).get('topic')).toBe(TOPIC_A);
    await advance(LOGIN_QR_POLL_MS);
    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(2);
    await advance(LOGIN_QR_POLL_MS);
    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(3);
  });

  it('reuses the kept topic when it makes the QR', async () => {
    window.localStorage.setItem(STORAGE_KEYS.qrTopic, 'keptTopic0123456789');
    const server = qrServer();
    await openQr();
    tick();
    await screen.findByTestId('qr-image');
    const create = queryOf(server.callsTo('/api/getTemporaryQrcode')[0]!);
    expect(create.get('topic')).toBe('keptTopic0123456789');
  });

  it('on a token with a bound phone stores it, refreshes the user and finishes', async () => {
    const events: unknown[] = [];
    setAnalyticsSink({ track: (event, props) => events.push([event, props]) });
    const server = qrServer([waiting, success(true, true)]);
    const { onSuccess } = await openQr();
    tick();
    await screen.findByTestId('qr-image');
    await advance(LOGIN_QR_POLL_MS * 2);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(sessionToken.get()).toBe('qr-token');
    expect(server.callsTo('/api/user/user-info').length).toBeGreaterThan(0);
    expect(events).toEqual([['register', { register_method: 'wechat' }]]);
    expect(window.localStorage.getItem(STORAGE_KEYS.qrTopic)).toBeNull();
    await advance(LOGIN_QR_POLL_MS * 2);
    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(2);
  });

  it('on a token without a bound phone goes to lm=b instead of finishing', async () => {
    const events: unknown[] = [];
    setAnalyticsSink({ track: (event, props) => events.push([event, props]) });
    qrServer([success(false)]);
    const { onSuccess, router } = await openQr('/pricing?lm=&tab=2');
    tick();
    await screen.findByTestId('qr-image');
    await advance(LOGIN_QR_POLL_MS);
    expect(await screen.findByTestId('login-view-b')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('b');
    expect(currentParams(router).get('tab')).toBe('2');
    expect(sessionToken.get()).toBe('qr-token');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('5106 shows the expired overlay, stops polling; a click makes a new QR', async () => {
    const server = qrServer([expired]);
    await openQr();
    tick();
    await screen.findByTestId('qr-image');
    await advance(LOGIN_QR_POLL_MS);
    const overlay = await screen.findByTestId('qr-expired');
    expect(overlay.textContent).toContain('二维码已过期，点击刷新');
    expect(window.localStorage.getItem(STORAGE_KEYS.qrTopic)).toBeNull();
    await advance(LOGIN_QR_POLL_MS * 3);
    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('qr-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('qr-image').getAttribute('data-url')).toContain(TOPIC_B),
    );
    expect(screen.queryByTestId('qr-expired')).toBeNull();
    const second = queryOf(server.callsTo('/api/getTemporaryQrcode')[1]!);
    expect(second.has('topic')).toBe(false);
    await advance(LOGIN_QR_POLL_MS);
    const last = server.callsTo('/api/login/qrcode/status').at(-1)!;
    expect(queryOf(last).get('topic')).toBe(TOPIC_B);
  });

  it('unticking the agreement clears the QR and stops polling; ticking makes it again', async () => {
    const server = qrServer();
    await openQr();
    tick();
    await screen.findByTestId('qr-image');
    await advance(LOGIN_QR_POLL_MS);
    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(1);

    tick();
    expect(screen.queryByTestId('qr-image')).toBeNull();
    expect(screen.getByTestId('qr-hint')).toBeTruthy();
    await advance(LOGIN_QR_POLL_MS * 3);
    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(1);

    tick();
    expect(await screen.findByTestId('qr-image')).toBeTruthy();
    expect(server.callsTo('/api/getTemporaryQrcode')).toHaveLength(2);
  });

  it('any other error stops polling, clears the kept topic and warns', async () => {
    const server = qrServer([waiting, () => envelope(null, { code: 5000, message: '参数错误' })]);
    await openQr();
    tick();
    await screen.findByTestId('qr-image');
    await advance(LOGIN_QR_POLL_MS * 2);
    expect(await screen.findByText('参数错误')).toBeTruthy();
    expect(screen.getByTestId('qr-failed')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.qrTopic)).toBeNull();
    await advance(LOGIN_QR_POLL_MS * 3);
    expect(server.callsTo('/api/login/qrcode/status')).toHaveLength(2);
  });
});
