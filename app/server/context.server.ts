import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { ANONYMOUS, sqlExecutor } from './backend/sql-executor.server';
import { supabaseExecutor } from './backend/supabase-executor.server';
import { supabaseFor, supabaseHeadersOf } from './auth/supabase-auth.server';
import { capabilitiesOver, type Capabilities } from './capabilities.server';
import { getDatabase } from './db/database.server';
import { getEnv } from './env.server';
import { answeringOverHttp } from './http/backend-errors.server';

/** What every loader and action of one request may use, put in place by the root middleware. */
export interface RequestServices {
  /**
   * The capabilities acting for the visitor (role anon), each built when a loader or action first uses it;
   * an unreachable database reaches the route as a 503 (http/backend-errors.server.ts).
   */
  capabilities: Capabilities;
}

export const requestServicesContext = createContext<RequestServices>();

/** The visitor's capabilities: over the embedded database as `anon`, or over the request's Supabase client. */
export async function visitorCapabilities(request: Request): Promise<Capabilities> {
  const runner =
    getEnv().backend === 'supabase'
      ? supabaseExecutor(supabaseFor(request).supabase)
      : sqlExecutor(await getDatabase(), ANONYMOUS);
  return capabilitiesOver(answeringOverHttp(runner));
}

export const requestServicesMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(requestServicesContext, { capabilities: await visitorCapabilities(request) });
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
