import { requireStaff } from '#app/server/admin-context.server';
import { uploadForEditor } from '#app/server/media/editor-uploads.server';
import type { Route } from './+types/media-upload';

/**
 * POST /admin/media/upload — the editors' uploads with JavaScript: one photo (`photos`) or one address to
 * import (`url`) a request, answered as JSON (`{ image, warnings }` or `{ error }`), so the browser can show
 * each file's progress and insert it into the form's list. Without JavaScript the editors post the files
 * to their own action instead (app/server/media/editor-uploads.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'media');
  return uploadForEditor(request, capabilities);
}
