import { data } from 'react-router';
import { isUuid } from '#app/domain/admin/rows';
import { isInspectionPhotoKey } from '#app/domain/tasks/inspections';
import { getStaffSession } from '#app/server/admin-context.server';
import { documentResponse } from '#app/server/media/documents.server';
import { mediaStoreFor } from '#app/server/media/store.server';
import { inspectionQueries } from '#app/server/tasks/inspections.server';
import type { Route } from './+types/task-photo';

/**
 * `/admin/tasks/:id/photos/:key`: a photo an inspection took (issue 30, item 6), from the private media store,
 * for staff who may see the tasks (row level security hides the photo from anyone else too); only a key the task
 * carries; `Cache-Control: private, no-store`. 404 otherwise.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'tasks');
  if (!isUuid(params.id) || !isInspectionPhotoKey(params.key)) throw data('Not found', { status: 404 });
  const photo = await capabilities.use(inspectionQueries).getPhoto(params.id, params.key);
  if (!photo) throw data('Not found', { status: 404 });
  return documentResponse(mediaStoreFor(request), photo.document, `inspection-${photo.created_at.slice(0, 10)}`);
}
