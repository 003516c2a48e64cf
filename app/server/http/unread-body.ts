import type { NextFunction, Request, Response } from 'express';

/** How long a connection stays open after its answer for the rest of a body nobody reads. */
export const LINGER_MS = 10_000;

/**
 * A request answered before its body was read in full — refused from its headers (too long, cross-site), an
 * upload refused while it streams, a sign-in redirect — keeps its connection for `lingerMs` at most after the
 * answer, then the connection is closed. Meanwhile the rest is read and dropped (Node does so for a body
 * nobody touched, the upload's reader for one it refused), so a client still sending gets the answer rather
 * than a reset; a client that announced 600 MB and sends it slowly, or stops, holds nothing for long. A body
 * that ends in time leaves a kept-alive connection open for the next request.
 *
 * A connection to close after its answer (the client sent `Connection: close`, as a proxy may for every
 * request): Node closes it the moment the answer is written, and closing a socket with bytes of the body
 * still arriving sends a reset, which can destroy the answer before the client reads it. Its close is held
 * (the answer is complete, the sending side already shut) until the body has been read or the time is up: a
 * lingering close, as nginx and Apache do.
 */
export function closeUnreadBodies(lingerMs = LINGER_MS) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.once('finish', () => {
      if (req.complete) return;
      const { socket } = req;
      // Node has shut the sending side and destroys the socket once that is flushed (net's destroySoon).
      const closing = socket.writableEnded;
      if (closing) socket.removeListener('finish', socket.destroy);
      const timer = setTimeout(() => socket.destroy(), lingerMs).unref();
      socket.once('close', () => clearTimeout(timer));
      req.once('end', () => {
        clearTimeout(timer);
        if (closing) socket.destroy();
      });
    });
    next();
  };
}
