import { getFormProps } from '@conform-to/react';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { textareaInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { TextareaField } from '#app/components/ui/Field';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { leadNoteSchema, NOTE_MAX, type LeadFormAnswer } from '#app/domain/leads/forms';
import type { LeadNote } from '#app/domain/leads/lead';
import { LEAD_TEXTS } from '#app/domain/leads/stages';
import { useLeadForm } from './useLeadForm';

/**
 * A lead's notes, oldest first (the newest last, just above the box to add one), each with its author and
 * time on the islands; and the form to add one in one's own name (the database fills in the author).
 */
export function LeadNotes({
  leadId,
  notes,
  pageAnswer,
}: {
  leadId: string;
  notes: readonly LeadNote[];
  pageAnswer: LeadFormAnswer['leadForm'] | undefined;
}) {
  return (
    <section aria-labelledby="lead-notes-heading" className="flex flex-col gap-4 border-t border-line pt-5">
      <h3 id="lead-notes-heading" className="label font-sans">
        {LEAD_TEXTS.notesHeading} <span className="text-fg-subtle">({notes.length})</span>
      </h3>
      {notes.length ? (
        <ol className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-sm border border-line bg-canvas p-4">
              <p className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-fg">{note.body}</p>
              <p className="mt-2 text-xs text-fg-muted">
                {note.author_name ?? LEAD_TEXTS.formerStaff} ·{' '}
                <time dateTime={note.created_at}>{formatIslandDateTime(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-fg-muted">{LEAD_TEXTS.noNotes}</p>
      )}
      {/* Keyed by the count, so the box empties once its note is in the list. */}
      <NoteForm key={notes.length} leadId={leadId} pageAnswer={pageAnswer} />
    </section>
  );
}

function NoteForm({ leadId, pageAnswer }: { leadId: string; pageAnswer: LeadFormAnswer['leadForm'] | undefined }) {
  const { fetcher, form, fields, pending } = useLeadForm({
    intent: 'note',
    leadId,
    schema: leadNoteSchema,
    defaultValue: { body: '' },
    pageAnswer,
  });
  return (
    <fetcher.Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="note" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextareaField label={LEAD_TEXTS.noteLabel} {...textareaInput(fields.body, { rows: 3, maxLength: NOTE_MAX })} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" pending={pending} pendingLabel={LEAD_TEXTS.noteAdding}>
          {LEAD_TEXTS.noteAdd}
        </Button>
      </div>
    </fetcher.Form>
  );
}
