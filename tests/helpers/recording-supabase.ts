import { createClient } from '@supabase/supabase-js';
import { vi } from 'vitest';
import WebSocket from 'ws';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';

/**
 * A real supabase-js client whose `fetch` records each PostgREST request and answers it with a recorded
 * PostgREST response, wrapped in the Supabase executor.
 */

export interface Recorded {
  method: string;
  path: string;
  /** The query string's entries, in order. */
  query: [string, string][];
  /** Lower-cased header names, as `Headers` gives them. */
  headers: Record<string, string>;
  body: unknown;
}

export function recordingClient(answer: (request: Recorded) => Response = () => Response.json([])) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const recorded: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: [...url.searchParams.entries()],
      headers,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(recorded);
    const response = answer(recorded);
    // As over HTTP: the answer to a HEAD request has a status and headers, never a body — even an error's.
    if (recorded.method === 'HEAD') {
      return new Response(null, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }
    return response;
  };
  const client = createClient('https://project.supabase.co', 'anon-key-for-tests-0123456789', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  return { runner: supabaseExecutor(client), requests };
}

/** A GoTrue or PostgREST request as the server's own fetch sent it (the per-request clients use the global one). */
export interface GlobalCall {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  apikey: string | null;
  body: unknown;
}

/**
 * Stubs the process's fetch (vi.stubGlobal; undo with vi.unstubAllGlobals): each request is read into a
 * `GlobalCall` and answered by `respond`, which records it as the test wishes.
 */
export function stubGlobalFetch(respond: (call: GlobalCall, url: URL) => Response | Promise<Response>): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    return respond(
      {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        authorization: headers.get('Authorization'),
        apikey: headers.get('apikey'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      },
      url,
    );
  });
}
