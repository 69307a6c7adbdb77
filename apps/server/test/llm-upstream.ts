import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A scripted OpenAI-compatible chat server on loopback: POST /v1/chat/completions with
 * `stream: true` answers `chat.completion.chunk` events the way OpenAI does (role delta,
 * content deltas, a finish chunk, a usage chunk when `stream_options.include_usage`, then
 * `[DONE]`). The script decides the text, the pace and the failure; every request is recorded
 * with whether the client closed it before the answer ended (an abort reaching the upstream).
 *
 * It also speaks OpenAI's images API (POST /v1/images/generations, the same key), scripted
 * apart from the chat (ImagesScript): each picture is a PNG of its own colour after its delay.
 *
 * Run on its own for the bench or a manual try:
 *   node --conditions=slidecraft-source --import tsx apps/server/test/llm-upstream.ts [port]
 * and change the script with PUT /__script {json}; GET /__requests lists what came in. The
 * pictures: PUT /__images {delaysMs | delayMs, fail?}, DELETE /__images (none scripted),
 * POST /__images/release (every waiting picture answers now), GET /__images (what came in).
 */
export interface UpstreamScript {
  /** The answer's content. */
  text: string;
  /** Characters per content chunk. */
  chunkSize: number;
  /** Pause before the first chunk (after the response headers) and between chunks, in ms. */
  firstDelayMs: number;
  delayMs: number;
  /** Sent first as `delta.reasoning_content` chunks (a reasoning model's thinking). */
  reasoning: string;
  /** After this many content chunks: an error event, a chunk that is not JSON, or a cut socket. */
  failAfter: { chunks: number; how: 'error-event' | 'malformed' | 'cut' } | null;
  /** Answer this HTTP status with an OpenAI error body instead of streaming. */
  status: number | null;
  /** The Retry-After header (seconds) of that answer. */
  retryAfter: number | null;
  finishReason: string;
  usage: { promptTokens: number; completionTokens: number } | null;
  /**
   * Each content chunk is its send time instead (epoch ms with decimals, then `|`), `text`
   * giving only the number of chunks: the bench measures per-chunk latency with it.
   */
  stamp: boolean;
  /**
   * Other answers by request: the first whose `when` occurs in one of the request's messages
   * (a phrase of a prompt file, say) answers `text` instead of the script's own.
   */
  replies: { when: string; text: string }[];
}

export const UPSTREAM_ANSWER = `# 智慧城市建设
> 以数据驱动城市治理
## 建设背景
### 城市发展的新挑战
* 人口持续增长带来交通与环境压力
* 公共服务需求日益多样化
## 总结与展望
### 未来方向
* 从单点应用走向全域协同
`;

export const DEFAULT_SCRIPT: UpstreamScript = {
  text: UPSTREAM_ANSWER,
  chunkSize: 6,
  firstDelayMs: 0,
  delayMs: 0,
  reasoning: '',
  failAfter: null,
  status: null,
  retryAfter: null,
  finishReason: 'stop',
  usage: { promptTokens: 321, completionTokens: 123 },
  stamp: false,
  replies: [],
};

export interface UpstreamRequest {
  model: string;
  messages: { role: string; content: string }[];
  stream: boolean;
  includeUsage: boolean;
  authorization: string | undefined;
  /** The client closed the connection before the answer ended. */
  aborted: boolean;
  /** The answer (or error) was sent completely. */
  completed: boolean;
}

/**
 * How the images endpoint answers the picture requests that follow (PUT /__images). The n-th
 * request since the script was set (counting from 0) waits `delaysMs[n]` (the last entry for
 * the ones after), then answers a PNG of PICTURE_COLORS[n] in `b64_json`, or fails (`fail`:
 * a 400, which clients do not retry). With no script (the start, DELETE /__images) every
 * request fails at once: the app keeps its illustrations.
 */
export interface ImagesScript {
  delaysMs: number[];
  fail: boolean;
}

/** A picture request as it came in, and how it was answered. */
export interface ImageRequest {
  model: string;
  prompt: string;
  size: string;
  authorization: string | undefined;
  /** Its place since the script was set (the delay and colour it got); -1 with no script. */
  index: number;
  delayMs: number;
  /** null while it waits; 'closed': the client gave up first. */
  answer: 'picture' | 'failed' | 'closed' | null;
  /** The colour of the picture answered (RGB), and the SHA-256 (hex) of its PNG bytes. */
  color: [number, number, number] | null;
  sha256: string | null;
}

/** The pictures' colours, by place: saturated tones no theme or illustration draws exactly. */
export const PICTURE_COLORS: [number, number, number][] = [
  [214, 0, 171],
  [0, 201, 87],
  [247, 132, 0],
  [91, 0, 230],
  [0, 190, 214],
  [230, 214, 0],
];
/** The side of the pictures in pixels (the app takes 256 to 4096). */
export const PICTURE_SIDE = 384;

/** A plain PNG (8-bit RGB) of one colour, written with zlib. */
export function plainPng(width: number, height: number, rgb: readonly number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Every row: filter type 0, then the pixels.
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface LlmUpstream {
  /** The value for LLM_BASE_URL (ends in /v1); IMAGE_BASE_URL too. */
  baseUrl: string;
  readonly requests: UpstreamRequest[];
  readonly imageRequests: ImageRequest[];
  /** The script of the following requests: the defaults with these changes. */
  script(changes?: Partial<UpstreamScript>): void;
  /** The script of the following picture requests; null: they fail at once. */
  scriptImages(script: ImagesScript | null): void;
  /** Every picture request still waiting answers now. */
  releasePictures(): void;
  close(): Promise<void>;
}

export const UPSTREAM_API_KEY = 'sk-upstream-test';

function chunkEvent(model: string, choice: object | null, extra: object = {}): string {
  const chunk = {
    id: 'chatcmpl-scripted',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: choice ? [{ index: 0, logprobs: null, ...choice }] : [],
    ...extra,
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const part of req) body += String(part);
  return JSON.parse(body) as Record<string, unknown>;
}

async function answer(
  script: UpstreamScript,
  record: UpstreamRequest,
  res: http.ServerResponse,
): Promise<void> {
  if (script.status !== null) {
    res.writeHead(script.status, {
      'content-type': 'application/json',
      ...(script.retryAfter !== null ? { 'retry-after': String(script.retryAfter) } : {}),
    });
    res.end(
      JSON.stringify({ error: { message: 'scripted upstream failure', type: 'server_error' } }),
    );
    record.completed = true;
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  const open = () => !record.aborted;
  const { model } = record;
  res.write(chunkEvent(model, { delta: { role: 'assistant', content: '' }, finish_reason: null }));
  if (script.firstDelayMs > 0) await sleep(script.firstDelayMs);
  const pieces = (text: string) =>
    Array.from({ length: Math.ceil(Array.from(text).length / script.chunkSize) }, (_, i) =>
      Array.from(text)
        .slice(i * script.chunkSize, (i + 1) * script.chunkSize)
        .join(''),
    );
  for (const piece of pieces(script.reasoning)) {
    if (!open()) return;
    res.write(chunkEvent(model, { delta: { reasoning_content: piece }, finish_reason: null }));
  }
  let sent = 0;
  const reply = script.replies.find(({ when }) =>
    record.messages.some((message) => message.content.includes(when)),
  );
  for (const piece of pieces(reply?.text ?? script.text)) {
    if (!open()) return;
    if (script.failAfter && sent === script.failAfter.chunks) {
      const how = script.failAfter.how;
      if (how === 'cut') {
        // Let the chunks already written reach the client, then drop the connection.
        await sleep(30);
        res.socket?.destroy();
        return;
      }
      res.write(
        how === 'malformed'
          ? 'data: {"choices": [{"delta": {"content": "半截\n\n'
          : `data: ${JSON.stringify({ error: { message: 'scripted mid-stream error', code: 'overloaded' } })}\n\n`,
      );
      res.end();
      record.completed = true;
      return;
    }
    const content = script.stamp ? `${performance.timeOrigin + performance.now()}|` : piece;
    res.write(chunkEvent(model, { delta: { content }, finish_reason: null }));
    sent += 1;
    if (script.delayMs > 0) await sleep(script.delayMs);
  }
  if (!open()) return;
  res.write(chunkEvent(model, { delta: {}, finish_reason: script.finishReason }));
  if (record.includeUsage && script.usage) {
    const { promptTokens, completionTokens } = script.usage;
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
    res.write(chunkEvent(model, null, { usage }));
  }
  res.end('data: [DONE]\n\n');
  record.completed = true;
}

/** PUT /__images's body: `delayMs` is one delay for every picture. */
function imagesScriptOf(body: Record<string, unknown>): ImagesScript {
  const delays = Array.isArray(body.delaysMs)
    ? body.delaysMs.map(Number)
    : [Number(body.delayMs ?? 0)];
  if (delays.length === 0 || delays.some((ms) => !Number.isFinite(ms) || ms < 0)) {
    throw new Error('delaysMs: non-negative numbers');
  }
  return { delaysMs: delays, fail: body.fail === true };
}

/** The scripted images endpoint: its script, its requests, the pictures waiting their delay. */
class ImagesEndpoint {
  private script: ImagesScript | null = null;
  /** Requests since the script was set. */
  private taken = 0;
  private readonly waiting = new Set<() => void>();
  readonly requests: ImageRequest[] = [];

  setScript(script: ImagesScript | null): void {
    this.script = script;
    this.taken = 0;
  }

  release(): void {
    for (const wake of [...this.waiting]) wake();
  }

  /** Waits `ms`, or less when released or the client goes away. */
  private pause(ms: number, res: http.ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        res.off('close', wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiting.add(wake);
      res.on('close', wake);
    });
  }

  async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readJson(req);
    const script = this.script;
    const index = script ? this.taken++ : -1;
    const delayMs = script ? script.delaysMs[Math.min(index, script.delaysMs.length - 1)]! : 0;
    const record: ImageRequest = {
      model: String(body.model),
      prompt: String(body.prompt),
      size: String(body.size),
      authorization: req.headers.authorization,
      index,
      delayMs,
      answer: null,
      color: null,
      sha256: null,
    };
    this.requests.push(record);
    // The response closing before its end is the client giving up.
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) closed = true;
    });
    const fail = (status: number, message: string, type: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message, type } }));
      record.answer = 'failed';
    };
    if (req.headers.authorization !== `Bearer ${UPSTREAM_API_KEY}`) {
      fail(401, 'bad key', 'invalid_request_error');
      return;
    }
    if (!script) {
      fail(400, 'no pictures scripted', 'invalid_request_error');
      return;
    }
    if (delayMs > 0) await this.pause(delayMs, res);
    if (closed) {
      record.answer = 'closed';
      return;
    }
    if (script.fail) {
      fail(400, 'scripted picture failure', 'invalid_request_error');
      return;
    }
    const color = PICTURE_COLORS[index % PICTURE_COLORS.length]!;
    const png = plainPng(PICTURE_SIDE, PICTURE_SIDE, color);
    record.color = color;
    record.sha256 = createHash('sha256').update(png).digest('hex');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        created: Math.floor(Date.now() / 1000),
        data: [{ b64_json: png.toString('base64') }],
      }),
    );
    record.answer = 'picture';
  }
}

export async function startLlmUpstream(port = 0): Promise<LlmUpstream> {
  let script = DEFAULT_SCRIPT;
  const requests: UpstreamRequest[] = [];
  const images = new ImagesEndpoint();
  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method === 'PUT' && req.url === '/__script') {
        script = { ...DEFAULT_SCRIPT, ...(await readJson(req)) };
        res.end('{}');
        return;
      }
      if (req.method === 'GET' && req.url === '/__requests') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(requests));
        return;
      }
      if (req.url === '/__images' && req.method === 'PUT') {
        try {
          images.setScript(imagesScriptOf(await readJson(req)));
        } catch (err) {
          res.writeHead(400).end(JSON.stringify({ error: String(err) }));
          return;
        }
        res.end('{}');
        return;
      }
      if (req.url === '/__images' && req.method === 'DELETE') {
        images.setScript(null);
        res.end('{}');
        return;
      }
      if (req.url === '/__images/release' && req.method === 'POST') {
        images.release();
        res.end('{}');
        return;
      }
      if (req.url === '/__images' && req.method === 'GET') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(images.requests));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/images/generations') {
        await images.answer(req, res);
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = await readJson(req);
      const record: UpstreamRequest = {
        model: String(body.model),
        messages: body.messages as UpstreamRequest['messages'],
        stream: body.stream === true,
        includeUsage:
          (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true,
        authorization: req.headers.authorization,
        aborted: false,
        completed: false,
      };
      requests.push(record);
      // The response closing before its end is the client giving up (an abort upstream).
      res.on('close', () => {
        if (!res.writableEnded) record.aborted = true;
      });
      if (req.headers.authorization !== `Bearer ${UPSTREAM_API_KEY}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'bad key', type: 'invalid_request_error' } }));
        record.completed = true;
        return;
      }
      await answer(script, record, res);
    })().catch(() => res.destroy());
  });
  // Many concurrent streams (the bench) and no idle cut-offs of slow scripted answers.
  server.maxConnections = 10_000;
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    imageRequests: images.requests,
    script(changes = {}) {
      script = { ...DEFAULT_SCRIPT, ...changes };
    },
    scriptImages: (changes) => images.setScript(changes),
    releasePictures: () => images.release(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const upstream = await startLlmUpstream(Number(process.argv[2] ?? 0));
  console.log(
    `LLM_BASE_URL=${upstream.baseUrl} LLM_API_KEY=${UPSTREAM_API_KEY} LLM_MODEL=scripted-chat`,
  );
}
