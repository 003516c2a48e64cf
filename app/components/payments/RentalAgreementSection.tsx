import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '#app/components/i18n/locale';
import { Button } from '#app/components/ui/Button';
import { CheckboxField } from '#app/components/ui/Field';
import { formatCalendarDate, islandToday } from '#app/domain/booking/dates';
import {
  ACCEPT_AGREEMENT_INTENT,
  ACCEPTANCE_CONSTRAINT,
  type GuestAgreement,
} from '#app/domain/payments/agreement-text';
import { rentalAgreementTexts } from '#app/domain/payments/texts/rental-agreement';
import { AgreementText } from './AgreementText';
import { FormAlert } from '#app/components/ui/FormAlert';

/**
 * The rental agreement on the guest's page (issue 28, item 6), before the payments: the text of the version
 * that applies to the stay, in the page's language, and a plain form (a required box and a button, posted to
 * the page with its intent: no JavaScript needed) until the guest accepted it; then when, and which version.
 */
export function RentalAgreementSection({
  agreement,
  lastResult,
}: {
  agreement: GuestAgreement;
  /** the server's answer to a refused acceptance (the box not ticked, another version) */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const locale = useLocale();
  const t = rentalAgreementTexts[locale];
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === ACCEPT_AGREEMENT_INTENT;
  const [form, fields] = useForm<{ version: string; accept: string }>({
    id: 'rental-agreement',
    lastResult: sending ? undefined : lastResult,
    constraint: ACCEPTANCE_CONSTRAINT,
  });
  const { accepted } = agreement;

  return (
    <section id="rental-agreement" aria-labelledby="rental-agreement-heading" className="card mt-8 p-6 sm:p-10">
      <h2 id="rental-agreement-heading" className="font-display text-3xl text-fg">
        {t.heading}
      </h2>
      <p className="section-lead mt-3">{t.lead(agreement.version)}</p>
      <AgreementText
        body={agreement.body}
        label={t.heading}
        className="mt-6 max-h-[28rem] overflow-y-auto rounded-sm border border-line p-4 sm:p-6"
      />
      {accepted ? (
        <p role="status" className="mt-6 font-medium text-fg">
          {t.accepted(accepted.version, formatCalendarDate(islandToday(new Date(accepted.acceptedAt)), 'long', locale))}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
          <input type="hidden" name="intent" value={ACCEPT_AGREEMENT_INTENT} />
          <input type="hidden" name="version" value={agreement.version} />
          <FormAlert id={form.errorId} messages={form.errors} />
          <CheckboxField
            label={t.accept}
            inputProps={getInputProps(fields.accept, { type: 'checkbox' })}
            errors={fields.accept.errors}
          />
          <Button
            type="submit"
            disabled={sending}
            className="self-stretch leading-snug whitespace-normal sm:self-start"
          >
            {sending ? t.submitting : t.submit}
          </Button>
        </Form>
      )}
    </section>
  );
}
