import { data } from 'react-router';
import { BackendError, type Query, type QueryRunner } from '#app/server/backend/query';

/**
 * The one place where the data layer's typed errors become HTTP answers: an unreachable backend is a 503
 * (the friendly 'back soon' page, Retry-After) instead of a 500, wherever the route does not handle the
 * failure itself. Every loader and action reaches the database through a runner wrapped here — the
 * visitor's (context.server.ts), the staff member's (auth/auth.server.ts) and the service role's that routes
 * use; background jobs see the BackendError itself.
 */
export function httpAnswerFor(error: unknown): unknown {
  if (error instanceof BackendError && error.code === 'unavailable') {
    return data('The service is temporarily unavailable.', { status: 503, headers: { 'Retry-After': '10' } });
  }
  return error;
}

/** `runner`, whose failures reach the route as HTTP answers (httpAnswerFor). */
export function answeringOverHttp(runner: QueryRunner): QueryRunner {
  return {
    run: (async (query: Query) => {
      try {
        return await runner.run(query as never);
      } catch (error) {
        throw httpAnswerFor(error);
      }
    }) as QueryRunner['run'],
  };
}
