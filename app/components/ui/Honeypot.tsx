import { useLocale } from '#app/components/i18n/locale';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';

/**
 * The public forms' honeypot: hidden from people and assistive technology, irresistible to bots. A post with it
 * filled is answered like a success and stores nothing (the actions check it).
 */
export function Honeypot({ formId }: { formId: string }) {
  const label = leadFormTexts[useLocale()].honeypot;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{label}</label>
      <input id={`${formId}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
