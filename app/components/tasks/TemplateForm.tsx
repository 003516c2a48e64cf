import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { checkboxInput, numberInput, selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { CheckboxField, Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { TASK_ANCHORS, TEMPLATE_KINDS } from '#app/domain/tasks/plan';
import type { TaskTemplateRow } from '#app/domain/tasks/rows';
import { templateSchema } from '#app/domain/tasks/schemas';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';
import { taskTexts } from '#app/domain/tasks/texts/staff';

const text = taskSetupTexts;
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : '');

/** What a template says, in words: 'Pool · 1 day before check-in · stays of 8 nights or more · switched off'. */
export function templateSummary(template: TaskTemplateRow) {
  return [
    taskTexts.kinds[template.kind],
    text.when(template.offset_days, taskTexts.anchors[template.anchor]),
    template.min_nights ? text.longStays(template.min_nights) : null,
    template.active ? null : text.switchedOff,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One template of a villa, or a new one (`template` null): a plain POST form (intent `template`), validated as it
 * is typed when JavaScript runs; a refused post comes back with what was typed and the messages by the fields.
 */
export function TemplateForm({
  rentalId,
  template,
  lastResult,
}: {
  rentalId: string;
  template: TaskTemplateRow | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'template',
    schema: templateSchema,
    id: template?.id ?? null,
    defaultValue: template
      ? {
          kind: template.kind,
          anchor: template.anchor,
          offsetDays: template.offset_days,
          minNights: template.min_nights ?? undefined,
          windowStart: hhmm(template.window_start),
          windowEnd: hhmm(template.window_end),
          active: template.active,
          note: template.note ?? '',
        }
      : { kind: 'welcome', anchor: 'check-in', offsetDays: 0, active: true },
    lastResult,
  });
  const navigation = useNavigation();
  const saving =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'template' &&
    navigation.formData.get('templateId') === (template?.id ?? '');
  const kinds = TEMPLATE_KINDS.map((kind) => ({ value: kind, label: taskTexts.kinds[kind] }));
  const anchors = TASK_ANCHORS.map((anchor) => ({ value: anchor, label: taskTexts.anchors[anchor] }));

  return (
    // The form's id is `template-<id>` (useEditorForm's): the page comes back to it after a save.
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="rentalId" value={rentalId} />
      <input type="hidden" name="templateId" value={template?.id ?? ''} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection
        title={template ? templateSummary(template) : text.addTemplateTitle}
        description={template ? undefined : text.addTemplateLead}
      >
        <SelectField label={text.kind} requiredMark {...selectInput(fields.kind, kinds)} />
        <SelectField label={text.anchor} requiredMark {...selectInput(fields.anchor, anchors)} />
        <Field label={text.offsetDays} hint={text.offsetHint} {...numberInput(fields.offsetDays)} />
        <Field label={text.minNights} hint={text.minNightsHint} {...numberInput(fields.minNights)} />
        <div className="grid grid-cols-2 gap-3">
          <Field label={text.windowStart} {...textInput(fields.windowStart, { type: 'time' })} />
          <Field label={text.windowEnd} {...textInput(fields.windowEnd, { type: 'time' })} />
        </div>
        <CheckboxField className="self-center" label={text.templateActive} {...checkboxInput(fields.active)} />
        <TextareaField
          className="sm:col-span-2"
          label={text.note}
          {...textareaInput(fields.note, { rows: 2, maxLength: 1000 })}
        />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="template" pending={saving} pendingLabel={text.saving}>
          {template ? text.save : text.add}
        </Button>
      </div>
    </Form>
  );
}
