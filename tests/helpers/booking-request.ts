import { randomUUID } from 'node:crypto';
import type { CalendarDate } from '#app/domain/booking/dates';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import * as requestRoute from '#app/routes/public/booking-request';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { postForm, requestContext } from './fixtures';

/**
 * A guest's booking request, posted as the form does from the English or the French site; answers the
 * receipt's address the action redirects to (`/rentals/{villa}/requests/{token}`). The default total is
 * 3 nights at $1,000 with Sint Maarten's 5% tax.
 */
export async function postBookingRequest(
  db: SqlDatabase,
  request: {
    rentalId: string;
    checkIn: CalendarDate;
    checkOut: CalendarDate;
    email: string;
    locale?: 'en' | 'fr';
    quotedTotal?: string;
  },
): Promise<string> {
  const prefix = request.locale === 'fr' ? '/fr' : '';
  const answer = await requestRoute
    .action({
      request: postForm(`${prefix}/rentals/${request.rentalId}/request`, {
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        guests: '2',
        quotedTotal: request.quotedTotal ?? '3150',
        name: 'Grace Guest',
        email: request.email,
        phone: '',
        message: '',
        submissionId: randomUUID(),
        [HONEYPOT_FIELD]: '',
      }),
      params: { id: request.rentalId },
      context: requestContext(db),
    } as never)
    .then(
      () => {
        throw new Error('expected a redirect');
      },
      (redirect: Response) => redirect,
    );
  if (answer.status !== 302) throw new Error(`expected a redirect, got ${answer.status}`);
  return answer.headers.get('Location')!;
}

/** The stay a receipt link's token opens (tests only: the database keeps the token's digest). */
export async function stayOfReceiptToken(db: SqlDatabase, token: string): Promise<string> {
  const { rows } = await db.query<{ stay_id: string }>(
    'select stay_id from app_private.private_links where digest = app_private.sha256_hex($1)',
    [token],
  );
  return rows[0]!.stay_id;
}
