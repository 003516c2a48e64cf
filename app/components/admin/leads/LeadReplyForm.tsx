import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, TextareaField } from '#app/components/ui/Field';
import { mailInboxTexts } from '#app/domain/mail/texts/inbox';
import { REPLY_INTENT, replyFormSchema } from '#app/domain/mail/reply-form';

/**
 * The reply to a visitor, from an inquiry's detail: subject (prefilled 'Re: …') and message, posted with
 * intent=reply. A plain form: it works without JavaScript; with it, Conform checks the fields first.
 */
export function LeadReplyForm({
  leadId,
  defaultSubject,
  lastResult,
}: {
  leadId: string;
  defaultSubject: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'inquiry-reply',
    schema: replyFormSchema,
    id: leadId,
    defaultValue: { subject: defaultSubject, body: '' },
    lastResult,
  });
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === REPLY_INTENT;

  return (
    <section aria-labelledby="inquiry-reply-heading" className="flex flex-col gap-4 border-t border-line pt-5">
      <h3 id="inquiry-reply-heading" className="label font-sans">
        {mailInboxTexts.replyHeading}
      </h3>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={REPLY_INTENT} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label={mailInboxTexts.replySubject} requiredMark {...textInput(fields.subject)} />
        <TextareaField
          label={mailInboxTexts.replyBody}
          requiredMark
          hint={mailInboxTexts.replyHint}
          {...textareaInput(fields.body, { rows: 6 })}
        />
        <div className="flex justify-end">
          <Button type="submit" pending={sending} pendingLabel={mailInboxTexts.replySending}>
            {mailInboxTexts.replySend}
          </Button>
        </div>
      </Form>
    </section>
  );
}
