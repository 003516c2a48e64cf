import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { productionInstance, requireBuild, type ProductionInstance } from '../helpers/production-instance';

/**
 * Secrets never reach the logs (issue 25; docs/decisions/019-private-links.md), proven on the production server
 * as `npm start` runs it: the request line of a receipt's private address, of the iCal export and of a
 * set-password link carry `[redacted]` where the secret was, and no line the server writes holds any of them.
 */
test.describe('the server’s log lines', { tag: '@js-only' }, () => {
  let server: ProductionInstance;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    requireBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), 'island-private-link-logs-'));
    server = await productionInstance('private link logs', {
      DATABASE_URL: `pglite:${path.join(dataDir, 'db')}`,
      SEED_DEMO: '0',
      JOBS: '0',
      SESSION_SECRET: 'private-link-logs-session-secret-not-for-production-0123',
      // Request lines too.
      LOG_LEVEL: 'info',
      MAIL_DIR: path.join(dataDir, 'mail'),
      MEDIA_DIR: path.join(dataDir, 'media'),
    });
    await server.start();
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('carry [redacted], never a receipt’s token, an iCal token or a set-password token', async () => {
    const receipt = randomBytes(32).toString('base64url');
    const ical = `ical${randomBytes(16).toString('hex')}`;
    const reset = `reset${randomBytes(16).toString('hex')}`;
    const villa = randomUUID();
    const asked = [
      { method: 'GET', path: `/rentals/${villa}/requests/${receipt}` },
      { method: 'GET', path: `/fr/rentals/${villa}/requests/${receipt}` },
      { method: 'GET', path: `/rentals/${villa}/requests/${receipt}.data` },
      { method: 'GET', path: `/rentals/${villa}/calendar.ics?token=${ical}` },
      { method: 'POST', path: `/rentals/${villa}/calendar.ics?token=${ical}` },
      { method: 'GET', path: `/set-password?token=${reset}` },
    ];
    for (const { method, path: address } of asked) {
      const answer = await fetch(`${server.url}${address}`, {
        method,
        headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? 'x=1' : undefined,
      });
      await answer.arrayBuffer();
    }
    // The request lines are written once each answer has finished.
    await expect
      .poll(
        () =>
          server
            .output()
            .split('\n')
            .filter((line) => line.includes('"msg":"request"')).length,
      )
      .toBeGreaterThanOrEqual(asked.length);
    const lines = server.output();
    for (const secret of [receipt, ical, reset]) expect(lines).not.toContain(secret);
    expect(lines).toContain(`"path":"/rentals/${villa}/requests/[redacted]"`);
    expect(lines).toContain(`"path":"/fr/rentals/${villa}/requests/[redacted]"`);
  });
});
