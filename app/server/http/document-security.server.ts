import { randomBytes } from 'node:crypto';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { getEnv } from '#app/server/env.server';
import { contentSecurityPolicy } from './security';

/** The nonce of this response's inline scripts (theme script, React Router's hydration scripts). */
export const cspNonceContext = createContext<string>('');

export function getCspNonce(context: Readonly<RouterContextProvider>): string {
  return context.get(cspNonceContext);
}

/** A fresh nonce per request, and the Content-Security-Policy that names it (production only). */
export const documentSecurityMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const nonce = randomBytes(16).toString('base64');
  context.set(cspNonceContext, nonce);
  const response = await next();
  const env = getEnv();
  if (env.NODE_ENV === 'production' && (response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
    const imageHosts = env.IMAGE_HOSTS.map((url) => new URL(url).origin);
    if (env.SUPABASE_URL) imageHosts.push(new URL(env.SUPABASE_URL).origin);
    response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, imageHosts));
  }
  return response;
};
