import { data, redirect } from 'react-router';
import { arrivalInfoFormValues, arrivalInfoSchema, arrivalInfoTexts } from '#app/domain/booking/arrival-info-form';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { BackendError } from '#app/server/backend/query';
import { log } from '#app/server/log.server';
import { arrivalQueries } from './arrival-queries.server';
import { requireRental } from './calendar/shared.server';

/**
 * A villa's arrival information on /admin/rentals/:id/arrival (issue 28, item 6), for staff with the listings
 * permission (the database's policies say the same). The codes never reach a log line: only the rental's id
 * and the error are logged.
 */

const text = arrivalInfoTexts;

export async function loadArrivalInfoEditor(capabilities: Capabilities, rentalId: string | undefined, url: URL) {
  const rental = await requireRental(capabilities, rentalId);
  const row = await capabilities.use(arrivalQueries).villaArrivalInfo(rental.id);
  return {
    rental: { id: rental.id, title: rental.title },
    values: arrivalInfoFormValues(row),
    lastChange: row ? formatIslandDateTime(row.updated_at) : null,
    notice: url.searchParams.get('done') === 'saved' ? text.saved : null,
  };
}

/** The form, posted: refused with its messages and what was typed, or saved and back to the page. */
export async function saveArrivalInfo(capabilities: Capabilities, rentalId: string | undefined, request: Request) {
  const rental = await requireRental(capabilities, rentalId);
  const submission = parseSubmission(await request.formData(), arrivalInfoSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await capabilities.use(arrivalQueries).saveVillaArrivalInfo(rental.id, submission.value);
  } catch (error) {
    const status = backendFailureStatus(error);
    // Only the error's code: a refused row's values (the codes) ride in a database error's detail.
    log.error('arrival information not saved', { rentalId: rental.id, code: errorCode(error) });
    const message = status === 403 ? text.refused : text.failed;
    return data({ result: submission.reply({ formErrors: [message] }) }, { status });
  }
  return redirect(`/admin/rentals/${rental.id}/arrival?done=saved`);
}

const errorCode = (error: unknown) => (error instanceof BackendError ? error.code : 'unexpected');

/** A stay's arrival details for its booking page; 'failed' when they could not be read (the page still shows). */
export async function loadStayArrivalDetails(capabilities: Capabilities, stayId: string) {
  try {
    return await capabilities.use(arrivalQueries).stayArrivalDetails(stayId);
  } catch (error) {
    log.error('stay arrival details failed to load', { id: stayId, code: errorCode(error) });
    return 'failed' as const;
  }
}
