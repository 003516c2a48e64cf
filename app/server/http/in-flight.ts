import type { NextFunction, Request, Response } from 'express';

/** What a request that arrives while the server stops is told. */
export const STOPPING_MESSAGE = 'The site is restarting. Please try again in a moment.';

/**
 * The requests being answered, so that a stopping server closes its database only after they are done
 * (server.ts). Without it, SIGTERM closed the database under the requests still running: they failed with a
 * 500, and a request arriving in that moment tried to open the embedded database again.
 *
 * `middleware` counts each request until its response is closed (answered, or its client gone). Once
 * `drain` is called, a request that still arrives — on a kept-alive connection, since the listening socket is
 * closed — is answered 503 with Retry-After and Connection: close, and touches nothing.
 */
export function inFlightRequests() {
  let running = 0;
  let stopping = false;
  let drained: (() => void) | undefined;

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (stopping) {
      res.status(503).set({ 'Retry-After': '5', Connection: 'close' }).type('text/plain').send(STOPPING_MESSAGE);
      return;
    }
    running += 1;
    res.once('close', () => {
      running -= 1;
      if (running === 0) drained?.();
    });
    next();
  }

  /**
   * Refuses new requests and resolves once every request in flight is answered (true), or after `deadlineMs`
   * with some still running (false).
   */
  function drain(deadlineMs: number): Promise<boolean> {
    stopping = true;
    if (running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), deadlineMs);
      drained = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }

  return { middleware, drain, running: () => running };
}
