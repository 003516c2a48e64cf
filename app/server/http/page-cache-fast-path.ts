import type { RequestHandler } from 'express';
import { cachedAnswer } from './page-cache.server';

/**
 * The page cache's fast path: a cached public page is written straight from memory (its stored compressed copy,
 * its own headers), before the compression middleware and React Router's request handler run, so a hit costs
 * about what a static file does. Anything else, including a miss, goes on to the framework, whose middleware
 * (page-cache.server.ts) renders and stores the page.
 */
export function pageCacheFastPath(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let answer;
    try {
      // The address as @react-router/express builds it for the app (a trusted proxy's scheme and host), so the
      // key is the one the framework's middleware stored the page under.
      answer = cachedAnswer({
        method: req.method,
        href: new URL(`${req.protocol}://${req.host}${req.originalUrl}`).href,
        header: (name) => req.get(name),
      });
    } catch {
      return next(); // an address that does not parse: the framework answers it
    }
    if (!answer) return next();
    res.statusCode = answer.status;
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    if (answer.body) res.end(answer.body);
    else res.end();
  };
}
