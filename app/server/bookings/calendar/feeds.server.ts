import { randomBytes } from 'node:crypto';
import { isUuid } from '#app/domain/admin/rows';
import { feedFormSchema } from '#app/domain/booking/feed-form';
import { BackendError } from '#app/server/backend/query';
import { syncRentalFeeds } from '#app/server/bookings/feed-sync.server';
import { parseSubmission } from '#app/server/forms.server';
import { answer, askFirst, t, type CalendarAnswer, type CalendarIntentArgs } from './shared.server';
import { encodeSyncOutcomes } from './views.server';
import { bookingQueries } from '#app/server/bookings/queries.server';

/**
 * The staff calendar's platforms: the feeds it imports (add-feed, delete-feed, sync) and its own export's
 * secret address (rotate-token).
 */

/** add-feed: an address the villa already imports is refused (409). */
export async function addFeed({ capabilities, rental, formData, back }: CalendarIntentArgs): Promise<CalendarAnswer> {
  const intent = 'add-feed';
  const submission = parseSubmission(formData, feedFormSchema);
  if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
  const { name, url } = submission.value;
  const feeds = await capabilities.use(bookingQueries).listFeeds(rental.id);
  const duplicate = () =>
    answer({ intent, result: submission.reply({ fieldErrors: { url: [t.feed.duplicate] } }) }, 409);
  if (feeds.some((feed) => feed.url === url)) return duplicate();
  try {
    await capabilities.use(bookingQueries).addFeed(rental.id, name, url);
  } catch (error) {
    if (error instanceof BackendError && error.code === 'unique') return duplicate();
    throw error;
  }
  return back('feed-added');
}

/** delete-feed: after the confirmation step; the blocks it brought go with it. */
export async function deleteFeed({
  capabilities,
  rental,
  targetId,
  confirmed,
  back,
}: CalendarIntentArgs): Promise<CalendarAnswer> {
  const intent = 'delete-feed';
  const feed = isUuid(targetId) ? await capabilities.use(bookingQueries).getFeed(targetId) : null;
  if (!feed || feed.rental_id !== rental.id) return answer({ intent, error: t.feed.notFound }, 404);
  if (!confirmed) {
    return askFirst({
      intent,
      id: feed.id,
      heading: t.confirm.removeFeed(feed.name),
      text: t.feed.removeConfirm,
      button: t.confirm.remove,
    });
  }
  if (!(await capabilities.use(bookingQueries).deleteFeed(rental.id, feed.id)))
    return answer({ intent, error: t.feed.notFound }, 404);
  return back('feed-removed');
}

/** sync: every feed of the villa, now; the notice lists each feed's outcome. */
export async function syncFeeds({ capabilities, rental, back }: CalendarIntentArgs): Promise<CalendarAnswer> {
  const outcomes = await syncRentalFeeds(capabilities, rental.id);
  return back('synced', { sync: encodeSyncOutcomes(outcomes) });
}

/** rotate-token: a new secret for the export address, after the confirmation step; the old one stops working. */
export async function rotateExportToken({
  capabilities,
  rental,
  confirmed,
  back,
}: CalendarIntentArgs): Promise<CalendarAnswer> {
  const intent = 'rotate-token';
  if (!confirmed) {
    return askFirst({
      intent,
      id: null,
      heading: t.confirm.rotateToken,
      text: t.export.rotateConfirm,
      button: t.confirm.generate,
    });
  }
  // 64 hex characters: the export address's only secret.
  if (!(await capabilities.use(bookingQueries).rotateCalendarToken(rental.id, randomBytes(32).toString('hex')))) {
    return answer({ intent, error: t.failed }, 404);
  }
  return back('token-rotated');
}
