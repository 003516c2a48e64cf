import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { openBackend, type Backend } from './backend/backend.server';
import { ANONYMOUS } from './backend/sql-executor.server';

/** What every loader and action of one request may use, put in place by the root middleware. */
export interface RequestServices {
  /** The backend acting for the visitor (role anon). */
  backend: Backend;
}

export const requestServicesContext = createContext<RequestServices>();

export const requestServicesMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(requestServicesContext, { backend: await openBackend(ANONYMOUS) });
  return next();
};

export function getServices(context: Readonly<RouterContextProvider>): RequestServices {
  return context.get(requestServicesContext);
}
