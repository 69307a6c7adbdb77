import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake does with the next call of an action: answer normally, fail, or never answer. */
export type FakeBehaviour =
  | { kind: 'ok' }
  | { kind: 'fail'; code: string; message?: string; status?: number }
  | { kind: 'hang' };

export interface RecordedRequest {
  action: string;
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface RunningFake {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** The next call of `action` behaves so (once). */
  next(action: string, behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

/**
 * A loopback HTTP server for a cloud provider's API: `parse` reads the action and parameters of
 * a call, `answer` makes the provider's reply. It records every call and serves GET /__requests
 * and PUT /__next ({action, kind, code, message, status}) for tests in other processes.
 */
export async function startFake(options: {
  port?: number;
  parse(
    req: http.IncomingMessage,
    body: string,
  ): { action: string; params: Record<string, string> };
  answer(request: RecordedRequest): Answer;
  failure(behaviour: Extract<FakeBehaviour, { kind: 'fail' }>, request: RecordedRequest): Answer;
  control?(path: string, body: string): boolean;
}): Promise<RunningFake> {
  const requests: RecordedRequest[] = [];
  const queued = new Map<string, FakeBehaviour[]>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/__requests') return json(res, 200, requests);
      if (path === '/__next' && req.method === 'PUT') {
        const { action, ...behaviour } = JSON.parse(body) as { action: string } & FakeBehaviour;
        queue(action, behaviour);
        return json(res, 200, { ok: true });
      }
      if (path.startsWith('/__') && options.control?.(path, body)) return json(res, 200, {});
      const recorded = { ...options.parse(req, body), headers: req.headers };
      requests.push(recorded);
      const behaviour = queued.get(recorded.action)?.shift() ?? { kind: 'ok' };
      if (behaviour.kind === 'hang') {
        hanging.add(res);
        return;
      }
      const answer =
        behaviour.kind === 'fail' ? options.failure(behaviour, recorded) : options.answer(recorded);
      json(res, answer.status, answer.body);
    });
  });
  const queue = (action: string, behaviour: FakeBehaviour) =>
    queued.set(action, [...(queued.get(action) ?? []), behaviour]);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    next: queue,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** `<port>` from the command line of a fake started on its own. */
export function cliPort(): number | undefined {
  const port = Number(process.argv[2]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}
