import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/**
 * An HTTP request from a chosen loopback address (Linux routes all of 127.0.0.0/8 to the loopback interface),
 * so a proxy in front of the app sees different visitors as different `$remote_addr`s. One connection per
 * request. Never rejects: a connection error or timeout is an answer with status 0 and the error; an answer cut
 * off after its headers keeps its status, with the error.
 */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** nginx's X-Upstream: the instance(s) that answered, e.g. "127.0.0.1:4001" or "127.0.0.1:4001, 127.0.0.1:4002". */
  upstream: string;
  /** performance.now() when the request was started and when its answer (or error) was complete. */
  started: number;
  ended: number;
  error?: string;
}

export interface LoopbackRequest {
  method?: 'GET' | 'POST';
  /** From this address (127.x.y.z); 127.0.0.1 by default. */
  from?: string;
  headers?: Record<string, string>;
  /** A form, sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  timeoutMs?: number;
}

export function loopbackRequest(url: string, options: LoopbackRequest = {}): Promise<Answer> {
  const started = performance.now();
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve) => {
    const done = (answer: Omit<Answer, 'started' | 'ended'>) =>
      resolve({ ...answer, started, ended: performance.now() });
    const req = httpRequest(
      url,
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: {
          ...(body === undefined
            ? {}
            : {
                'Content-Type': 'application/x-www-form-urlencoded',
                'Content-Length': String(Buffer.byteLength(body)),
              }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            upstream: String(res.headers['x-upstream'] ?? ''),
          }),
        );
        // The answer began and was cut off (the instance died while sending it, and nginx with it).
        res.on('error', (error) =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            upstream: String(res.headers['x-upstream'] ?? ''),
            error: error.message,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => done({ status: 0, headers: {}, body: '', upstream: '', error: error.message }));
    req.end(body);
  });
}

/** The instance that gave the answer: the last address in X-Upstream (earlier ones were tried and failed). */
export function answeredBy(answer: Answer): string {
  return answer.upstream.split(',').at(-1)?.trim() ?? '';
}
