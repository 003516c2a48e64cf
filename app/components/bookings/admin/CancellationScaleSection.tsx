import { getInputProps, type FormMetadata } from '@conform-to/react';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { buttonClass } from '#app/components/ui/button-class';
import { Field } from '#app/components/ui/Field';
import {
  MAX_CANCELLATION_TIERS,
  typedCancellationScale,
  type bookingTermsFieldsSchema,
} from '#app/domain/booking/terms-form';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import type { z } from '#app/domain/zod';

const text = staffBookingTexts.termsSettings.scale;

type TermsForm = FormMetadata<z.input<typeof bookingTermsFieldsSchema>, string[]>;
type TermsFields = ReturnType<TermsForm['getFieldset']>;

const share = { step: '0.01', inputMode: 'decimal' as const };
const whole = { step: '1', inputMode: 'numeric' as const };

/**
 * The booking terms' cancellation scale: the base share, then the tiers (days before arrival → share
 * retained), read back in words underneath. Tiers are a Conform list: Add and Remove are submit buttons
 * carrying Conform's intents, handled in the browser with JavaScript and by the action without, so the scale
 * is editable as a plain form. The rules' messages (cancellationScaleIssues) show beside the fields they name.
 */
export function CancellationScaleSection({
  form,
  base,
  tiers,
}: {
  form: TermsForm;
  base: TermsFields['cancellationBasePercent'];
  tiers: TermsFields['cancellationTiers'];
}) {
  const rows = tiers.getFieldList();
  const scale = typedCancellationScale(base.value, tiers.value);
  return (
    <EditorSection title={text.title} description={text.description}>
      <Field
        label={text.base}
        requiredMark
        hint={text.baseHint}
        inputProps={{ ...getInputProps(base, { type: 'number' }), ...share }}
        errors={base.errors}
      />
      <div className="hidden sm:block" />
      {rows.length === 0 ? <p className="text-sm text-fg-muted sm:col-span-2">{text.none}</p> : null}
      {rows.map((row, index) => {
        const tier = row.getFieldset();
        return (
          <div
            key={row.key}
            role="group"
            aria-labelledby={`${row.id}-heading`}
            className="grid grid-cols-1 gap-4 border-t border-line pt-4 sm:col-span-2 sm:grid-cols-2"
          >
            <h3 id={`${row.id}-heading`} className="text-sm font-semibold text-fg sm:col-span-2">
              {text.tier(index + 1)}
            </h3>
            <Field
              label={text.tierDays}
              requiredMark
              hint={index === 0 ? text.tierDaysHint : undefined}
              inputProps={{ ...getInputProps(tier.withinDays, { type: 'number' }), ...whole }}
              errors={tier.withinDays.errors}
            />
            <Field
              label={text.tierShare}
              requiredMark
              inputProps={{ ...getInputProps(tier.retainedPercent, { type: 'number' }), ...share }}
              errors={tier.retainedPercent.errors}
            />
            <div className="sm:col-span-2">
              <button
                type="submit"
                {...form.remove.getButtonProps({ name: tiers.name, index })}
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
              >
                {text.remove(index + 1)}
              </button>
            </div>
          </div>
        );
      })}
      <div className="flex flex-col gap-3 sm:col-span-2">
        {tiers.errors?.length ? <p className="field-error">{tiers.errors.join(', ')}</p> : null}
        {rows.length < MAX_CANCELLATION_TIERS ? (
          <div>
            <button
              type="submit"
              {...form.insert.getButtonProps({ name: tiers.name })}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {text.add}
            </button>
          </div>
        ) : null}
        {/* The scale as typed, in words: staff check what a guest will be told. Only a sound scale is read. */}
        {scale ? (
          <p className="text-sm text-fg" aria-live="polite">
            {text.inWords(scale)}
          </p>
        ) : null}
      </div>
    </EditorSection>
  );
}
