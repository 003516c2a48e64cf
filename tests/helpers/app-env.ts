import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The environment the app reads (lazily, on first use) when tests drive it: a fixed session secret, so
 * nothing is written to the developer's ./.data, and quiet logs.
 */
process.env.SESSION_SECRET ??= 'integration-test-session-secret-0123456789abcdef';
process.env.LOG_LEVEL ??= 'silent';
// Many test posts come from one address; the limit itself is tested with its own address.
process.env.INQUIRY_RATE_LIMIT ??= '50';
// The calendar feeds of the tests are served from 127.0.0.1 (tests/helpers/ical-server.ts); the refusal of
// private addresses is tested by overriding it.
process.env.ICAL_ALLOW_PRIVATE_ADDRESSES ??= '1';
// The mail worker's .eml folder, when a test starts the server's jobs: never the developer's ./.data/mail.
process.env.MAIL_DIR ??= join(tmpdir(), `island-estates-test-mail-${process.pid}`);
