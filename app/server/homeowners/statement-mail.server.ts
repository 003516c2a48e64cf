import type { Capabilities } from '#app/server/capabilities.server';
import { statementQueries } from './statements.server';

/** Sends an issued statement to its homeowner: marked sent. False when it is not issued. */
export async function sendStatement(capabilities: Capabilities, statementId: string): Promise<boolean> {
  return capabilities.use(statementQueries).markSent(statementId);
}
