import { buttonClass } from '#app/components/ui/button-class';
import { Field } from '#app/components/ui/Field';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { ConfirmButton } from './ConfirmAction';

const text = staffBookingTexts.staffCalendar;

/** The villa's own calendar for the platforms: its secret address, and a way to replace it. */
export function ExportPanel({ url }: { url: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      {url ? (
        <Field
          label={text.export.label}
          hint={text.export.hint}
          inputProps={{
            id: 'export-url',
            type: 'text',
            value: url,
            readOnly: true,
            spellCheck: false,
            className: 'font-mono text-sm',
            // A click selects the whole address, ready to copy.
            onFocus: (event) => event.currentTarget.select(),
          }}
        />
      ) : (
        <p className="text-sm text-fg-muted">{text.export.missing}</p>
      )}
      <div>
        <ConfirmButton
          intent="rotate-token"
          label={text.export.rotate}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          step={{ heading: text.confirm.rotateToken, text: text.export.rotateConfirm, button: text.confirm.generate }}
        />
      </div>
    </div>
  );
}
