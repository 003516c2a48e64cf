import { alertQueries } from '#app/server/alerts/queries.server';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import type { OutgoingMail } from '#app/server/mail/transport.server';
import { createBackend } from './backend';
import { capturingTransport, SILENT_LOG, TEST_MAIL_SETTINGS } from './mail-capture';

/** A saved search's private link in an e-mail: `/alerts/{token}` (group 1, the token). */
export const ALERT_TOKEN_IN = /\/alerts\/([A-Za-z0-9_-]{43})/;

/** Delivers the outbox as the worker does (the service role), with the saved searches' e-mails; what was sent. */
export async function deliverWithAlerts(db: SqlDatabase): Promise<OutgoingMail[]> {
  const backend = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Mail delivery' }));
  const transport = capturingTransport();
  await deliverDueMessages({
    store: { ...backend, savedSearchMailOfMessage: backend.use(alertQueries).savedSearchMailOfMessage },
    transport,
    settings: TEST_MAIL_SETTINGS,
    log: SILENT_LOG,
  });
  return transport.sent;
}
