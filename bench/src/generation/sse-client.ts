import http from 'node:http';

/** Wall-clock time in milliseconds with sub-millisecond precision, comparable across processes. */
export const wallMs = () => performance.timeOrigin + performance.now();

/**
 * node:http rather than fetch for the bench client: 500 fetch streams cost the client process
 * itself seconds of CPU on a small machine, which would be counted against the server.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface SseRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Sends a request and hands each server-sent event's `data:` payload to `onData` with the time
 * its bytes arrived; resolves with the HTTP status when the response ends.
 */
export function readSse(
  url: string,
  request: SseRequest,
  onData: (payload: string, at: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { agent, method: request.method, headers: request.headers },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (text: string) => {
          const at = wallMs();
          buffer += text;
          let end = buffer.indexOf('\n\n');
          try {
            while (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              for (const line of block.split('\n')) {
                if (line.startsWith('data: ')) onData(line.slice(6), at);
              }
              end = buffer.indexOf('\n\n');
            }
          } catch (err) {
            req.destroy(err as Error);
          }
        });
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}
