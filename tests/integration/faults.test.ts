import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import * as propertiesRoute from '#app/routes/public/properties';
import * as propertyRoute from '#app/routes/public/property';
import * as healthRoute from '#app/routes/resources/healthz';
import { demoContent } from '#app/server/seed/demo-content';
import { useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';

/**
 * Faults on a real PostgreSQL that the test stops and restarts: pages answer 503 (not 500) quickly, the
 * health check says so, an inquiry is acknowledged only after its commit, and the server recovers on its
 * own when the database is back.
 */
describe('database outage and recovery (PostgreSQL)', () => {
  const database = useTestDatabase('postgres', { ownServer: true });
  const property = demoContent.properties[0]!;

  const statusOf = async (run: () => unknown) => {
    try {
      const result = await run();
      return result instanceof Response
        ? result.status
        : ((result as { init?: { status?: number } })?.init?.status ?? 200);
    } catch (error) {
      if (error instanceof Response) return error.status;
      return (error as { init?: { status?: number } })?.init?.status ?? 500;
    }
  };
  const home = () =>
    propertiesRoute.loader({
      request: get('/properties'),
      params: {},
      context: requestContext(database().db),
    } as never);
  const health = async () =>
    (await healthRoute.loader({
      request: get('/healthz'),
      params: {},
      context: requestContext(database().db),
    } as never)) as Response;
  const inquire = (name: string) =>
    propertyRoute.action({
      request: postForm(`/properties/${property.id}`, {
        name,
        email: 'lead@example.com',
        message: 'Hello',
        submissionId: randomUUID(),
        [HONEYPOT_FIELD]: '',
      }),
      params: { id: property.id },
      context: requestContext(database().db),
    } as never);
  const stored = async (name: string) =>
    (await database().db.query('select id from inquiries where name = $1', [name])).rows.length;

  it('answers 503 within seconds while the database is down, and recovers without a restart', async () => {
    expect(await statusOf(home)).toBe(200);
    expect((await health()).status).toBe(200);

    database().server!.stop();
    const started = performance.now();
    expect(await statusOf(home)).toBe(503);
    expect(performance.now() - started).toBeLessThan(5_000);
    const down = await health();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', database: 'down' });

    // An inquiry sent during the outage is not acknowledged.
    const during = unwrap<{ sent: boolean }>(await inquire('During Outage'));
    expect(during.status).toBe(503);
    expect(during.data.sent).toBe(false);

    database().server!.start();
    const recoveryStarted = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - recoveryStarted < 15_000) {
      status = await statusOf(home);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await health()).status).toBe(200);

    const after = unwrap<{ sent: boolean }>(await inquire('After Recovery'));
    expect(after.data.sent).toBe(true);
    expect(await stored('After Recovery')).toBe(1);
    expect(await stored('During Outage')).toBe(0);
  }, 60_000);
});
