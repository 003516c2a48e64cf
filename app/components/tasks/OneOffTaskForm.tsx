import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { ONE_OFF_KINDS } from '#app/domain/tasks/plan';
import { oneOffTaskSchema } from '#app/domain/tasks/schemas';
import { taskTexts } from '#app/domain/tasks/texts/staff';

const text = taskTexts.board;

/**
 * A one-off task (a repair, a delivery) on /admin/tasks: a plain POST form (intent `add-task`), validated as it is
 * typed when JavaScript runs; a refused post comes back with what was typed and the message next to its field.
 */
export function OneOffTaskForm({
  villas,
  today,
  lastResult,
}: {
  villas: readonly { value: string; label: string }[];
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'one-off-task',
    schema: oneOffTaskSchema,
    id: null,
    defaultValue: { kind: 'repair', dueOn: today },
    lastResult,
  });
  const navigation = useNavigation();
  const adding = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'add-task';
  const kinds = ONE_OFF_KINDS.map((kind) => ({ value: kind, label: taskTexts.kinds[kind] }));

  return (
    <Form method="post" {...getFormProps(form)} className="flex max-w-4xl flex-col gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={text.addTitle} description={text.addDescription}>
        <SelectField
          label={text.labels.villa}
          requiredMark
          {...selectInput(fields.rentalId, [{ value: '', label: text.chooseVilla }, ...villas])}
        />
        <SelectField label={text.kindLabel} {...selectInput(fields.kind, kinds)} />
        <Field
          className="sm:col-span-2"
          label={text.titleLabel}
          requiredMark
          {...textInput(fields.title, { maxLength: 200 })}
        />
        <Field label={text.dayLabel} requiredMark {...textInput(fields.dueOn, { type: 'date' })} />
        <div className="grid grid-cols-2 gap-3">
          <Field label={text.startLabel} {...textInput(fields.windowStart, { type: 'time' })} />
          <Field label={text.endLabel} {...textInput(fields.windowEnd, { type: 'time' })} />
        </div>
        <TextareaField
          className="sm:col-span-2"
          label={text.noteLabel}
          {...textareaInput(fields.note, { rows: 2, maxLength: 2000 })}
        />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="add-task" pending={adding} pendingLabel={text.adding}>
          {text.add}
        </Button>
      </div>
    </Form>
  );
}
