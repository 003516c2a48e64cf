import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { Badge, type BadgeTone } from '#app/components/ui/Badge';
import { Button } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { TextareaField } from '#app/components/ui/Field';
import { AddPhotosForm } from './AddPhotosForm';
import { AssignForm } from './AssignForm';
import { InspectionPhotoField, InspectionPhotos } from './InspectionPhotos';
import type { CalendarDate } from '#app/domain/booking/dates';
import { shortTime, type TaskActionAnswer } from '#app/domain/tasks/board';
import { PHOTOS_FIELD } from '#app/domain/tasks/inspections';
import type { TaskListRow } from '#app/domain/tasks/rows';
import { taskActionSchema } from '#app/domain/tasks/schemas';
import { taskActions, type TaskState } from '#app/domain/tasks/states';
import { taskTexts } from '#app/domain/tasks/texts/staff';
import { daysOverdue } from '#app/domain/tasks/turnovers';

const text = taskTexts;

export const STATE_TONES: Record<TaskState, BadgeTone> = {
  open: 'neutral',
  'in-progress': 'accent',
  done: 'sea',
  inspected: 'success',
  cancelled: 'neutral',
};

/** The time window in words: '10:00–15:00', 'from 10:00', 'Any time'. */
function windowText(task: Pick<TaskListRow, 'window_start' | 'window_end'>): string {
  const start = shortTime(task.window_start);
  const end = shortTime(task.window_end);
  if (start && end) return text.board.window(start, end);
  if (start) return text.board.from(start);
  if (end) return text.board.until(end);
  return text.board.anyTime;
}

/**
 * One task: what, where, when, who; a same-day turnover and lateness said in words (lateness in red too); and
 * its buttons, one plain POST form whose submit buttons each name an action (no JavaScript needed). A finished
 * task's form carries the inspection note, required to send it back (checked as typed, and by the server), and
 * the inspection's photos (multipart, from the phone's camera); the photos a task carries show as small pictures.
 */
export function TaskCard({
  task,
  today,
  answer,
  assignees,
  photos = [],
}: {
  task: TaskListRow;
  today: CalendarDate;
  answer: TaskActionAnswer | undefined;
  assignees: readonly { value: string; label: string }[];
  /** The keys of the task's photos, in the order they were taken. */
  photos?: readonly string[];
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `task-form-${task.id}`,
    lastResult: navigation.state === 'idle' ? answer?.result : undefined,
    constraint: getZodConstraint(taskActionSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: taskActionSchema }),
  });
  const late = daysOverdue({ dueOn: task.due_on as CalendarDate, state: task.state }, today);
  const actions = taskActions(task.state);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('taskId') === task.id;

  return (
    <article
      id={`task-${task.id}`}
      className={cx(
        'flex h-full flex-col gap-3 rounded-sm border bg-surface p-4',
        late > 0 ? 'border-l-4 border-danger/60' : 'border-line-strong/60',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-medium break-words">{task.title ?? text.kinds[task.kind]}</h4>
          {task.title ? <p className="text-sm text-fg-muted">{text.kinds[task.kind]}</p> : null}
        </div>
        <Badge tone={STATE_TONES[task.state]}>{text.states[task.state]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{text.board.labels.villa}</dt>
        <dd className="break-words">{task.rental_title}</dd>
        <dt className="text-fg-muted">{text.board.labels.when}</dt>
        <dd>{windowText(task)}</dd>
        <dt className="text-fg-muted">{text.board.labels.who}</dt>
        <dd className="break-words">
          {task.assignee_vendor_name ?? task.assignee_staff_name ?? text.board.unassigned}
        </dd>
        {task.stay_reference ? (
          <>
            <dt className="text-fg-muted">{text.board.labels.stay}</dt>
            <dd>{task.stay_reference}</dd>
          </>
        ) : null}
      </dl>
      {task.same_day_turnover || late > 0 ? (
        <p className="flex flex-wrap gap-2">
          {task.same_day_turnover ? <Badge tone="accent">{text.sameDayTurnover}</Badge> : null}
          {late > 0 ? <strong className="text-sm font-semibold text-danger">{text.overdue(late)}</strong> : null}
        </p>
      ) : null}
      {task.inspection_note ? (
        <p className="text-sm text-fg-muted">{text.board.lastInspection(task.inspection_note)}</p>
      ) : null}
      <InspectionPhotos taskId={task.id} photos={photos} />
      {task.state === 'inspected' ? <AddPhotosForm taskId={task.id} kept={photos.length} answer={answer} /> : null}

      {task.state === 'open' || task.state === 'in-progress' ? <AssignForm task={task} assignees={assignees} /> : null}
      {actions.length > 0 ? (
        <Form
          method="post"
          encType={task.state === 'done' ? 'multipart/form-data' : undefined}
          {...getFormProps(form)}
          className="mt-auto flex flex-col gap-3"
        >
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="taskId" value={task.id} />
          <input type="hidden" name="seen" value={task.state} />
          {task.state === 'done' ? (
            <TextareaField
              label={text.board.inspectionNote}
              hint={text.board.inspectionHint}
              errors={fields.inspectionNote.errors}
              textareaProps={{ ...getTextareaProps(fields.inspectionNote), rows: 2, maxLength: 2000 }}
            />
          ) : null}
          {task.state === 'done' ? (
            <InspectionPhotoField taskId={task.id} kept={photos.length} errors={form.allErrors[PHOTOS_FIELD]} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                type="submit"
                name="action"
                value={action}
                size="sm"
                variant={action === 'cancel' || action === 'stop' ? 'ghost' : 'secondary'}
                disabled={busy}
                className="min-h-11"
              >
                {text.actions[action]}
              </Button>
            ))}
          </div>
        </Form>
      ) : null}
    </article>
  );
}
