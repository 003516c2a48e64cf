import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { createBackend, type Backend } from './backend/backend.server';
import { ANONYMOUS, sqlExecutor } from './backend/sql-executor.server';
import { supabaseExecutor } from './backend/supabase-executor.server';
import { supabaseFor, supabaseHeadersOf } from './auth/supabase-auth.server';
import { getDatabase } from './db/database.server';
import { getEnv } from './env.server';

/** What every loader and action of one request may use, put in place by the root middleware. */
export interface RequestServices {
  /** The backend acting for the visitor (role anon). */
  backend: Backend;
}

export const requestServicesContext = createContext<RequestServices>();

/** The visitor's backend: the embedded database as `anon`, or the request's Supabase client. */
export async function visitorBackend(request: Request): Promise<Backend> {
  if (getEnv().backend === 'supabase') return createBackend(supabaseExecutor(supabaseFor(request).supabase));
  return createBackend(sqlExecutor(await getDatabase(), ANONYMOUS));
}

export const requestServicesMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(requestServicesContext, { backend: await visitorBackend(request) });
  const response = await next();
  // Cookies @supabase/ssr wrote during this request (a refreshed or cleared session) ride on every
  // response, redirects included.
  supabaseHeadersOf(request)?.forEach((value, name) => {
    if (name.toLowerCase() === 'set-cookie') response.headers.append(name, value);
  });
  return response;
};

export function getServices(context: Readonly<RouterContextProvider>): RequestServices {
  return context.get(requestServicesContext);
}
