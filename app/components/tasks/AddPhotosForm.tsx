import { getFormProps, useForm } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { Button } from '#app/components/ui/Button';
import { InspectionPhotoField } from './InspectionPhotos';
import type { TaskActionAnswer } from '#app/domain/tasks/board';
import { PHOTOS_FIELD, photosLeft } from '#app/domain/tasks/inspections';
import { inspectionTexts } from '#app/domain/tasks/texts/inspections';

/**
 * More photos of an inspected task (intent `add-photos`): a phone's camera (`capture`) takes one photo at a time,
 * so the inspector adds the others after the button. A plain multipart POST form; the server reads the bytes and
 * answers a refusal next to the field.
 */
export function AddPhotosForm({
  taskId,
  kept,
  answer,
}: {
  taskId: string;
  kept: number;
  answer: TaskActionAnswer | undefined;
}) {
  const navigation = useNavigation();
  const [form] = useForm({
    id: `task-photos-form-${taskId}`,
    lastResult: navigation.state === 'idle' ? answer?.result : undefined,
  });
  if (photosLeft(kept) === 0) return null;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('taskId') === taskId;
  // Folded away until wanted (a native disclosure: no JavaScript needed); open again with a refusal.
  return (
    <details open={answer ? true : undefined} className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-fg-muted hover:text-fg">
        {inspectionTexts.en.addPhotos}
      </summary>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-2 flex flex-col gap-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="add-photos" />
        <input type="hidden" name="taskId" value={taskId} />
        <InspectionPhotoField taskId={taskId} kept={kept} errors={form.allErrors[PHOTOS_FIELD]} />
        <div>
          <Button type="submit" size="sm" variant="secondary" disabled={busy} className="min-h-11">
            {inspectionTexts.en.addPhotos}
          </Button>
        </div>
      </Form>
    </details>
  );
}
