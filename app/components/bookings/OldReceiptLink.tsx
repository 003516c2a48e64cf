import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/Button';
import { Honeypot } from '#app/components/ui/Honeypot';
import { useLocale } from '#app/components/i18n/locale';
import { bookingRequestTexts } from '#app/domain/booking/texts/booking-request';
import { FormAlert } from '#app/components/ui/FormAlert';

/**
 * What an address sent before receipts had private links shows (it carries only the request's id): nothing
 * about any booking, and a form that e-mails a fresh link to the address the request was made with. A plain
 * post that works without JavaScript; once sent, the same words whether or not such a request exists.
 */
export function OldReceiptLink({
  sent,
  lastResult,
}: {
  sent: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const locale = useLocale();
  const text = bookingRequestTexts[locale];
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const [form] = useForm({ id: 'fresh-receipt-link', lastResult: sending ? undefined : lastResult });
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <section aria-labelledby="old-link-heading" className="card p-6 sm:p-10">
        <h1 id="old-link-heading" className="display-title">
          {sent ? text.oldLinkSentTitle : text.oldLinkTitle}
        </h1>
        {sent ? (
          <p role="status" className="section-lead mt-3">
            {text.oldLinkSent}
          </p>
        ) : (
          <>
            <p className="section-lead mt-3">{text.oldLinkLead}</p>
            <Form method="post" {...getFormProps(form)} className="mt-8 flex flex-col gap-4">
              <FormAlert messages={form.errors} />
              <Honeypot formId="fresh-link" />
              <Button type="submit" disabled={sending} className="self-start">
                {sending ? text.oldLinkSending : text.oldLinkSend}
              </Button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
