import { Form } from 'react-router';
import { Button } from '#app/components/ui/Button';
import { SelectField } from '#app/components/ui/Field';
import type { TaskListRow } from '#app/domain/tasks/rows';
import { assigneeValue } from '#app/domain/tasks/schemas';
import { taskTexts } from '#app/domain/tasks/texts/staff';

const text = taskTexts.board;

/**
 * Gives a task to a staff member or a vendor (or to nobody): a plain POST form (intent `assign`) with a native
 * select, so it works without JavaScript; the server checks the choice (app/domain/tasks/schemas.ts assignSchema).
 */
export function AssignForm({
  task,
  assignees,
}: {
  task: TaskListRow;
  assignees: readonly { value: string; label: string }[];
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="taskId" value={task.id} />
      <SelectField
        className="min-w-0 flex-1"
        label={text.assignLabel}
        selectProps={{ name: 'assignee', defaultValue: assigneeValue(task), id: `assignee-${task.id}` }}
        options={[{ value: '', label: text.unassigned }, ...assignees]}
      />
      <Button type="submit" size="sm" variant="secondary" className="min-h-11">
        {text.assign}
      </Button>
    </Form>
  );
}
