import type { Locale } from '#app/domain/i18n/locale';
import { z } from '#app/domain/zod';

/**
 * "WhatsApp us" on the listing pages (issue 31, item 7; docs/decisions/038-compare-yield-whatsapp.md). The link
 * goes through the site (`/properties/{id}/whatsapp`), which counts the click as a lead source and sends the
 * visitor on to wa.me with the agency's number and a message naming the listing in the page's language.
 */

/** The number as wa.me wants it: the international number's digits, no '+', no spaces (7 to 15 digits). */
export const WHATSAPP_NUMBER = /^[1-9][0-9]{6,14}$/;

/** What staff may type ('+590 590 00-00-00', '00590…'), as the digits wa.me wants; null when it is no number. */
export function normaliseWhatsappNumber(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed === '') return '';
  if (!/^[+0-9 ().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^0-9]/g, '').replace(/^00/, '');
  return WHATSAPP_NUMBER.test(digits) ? digits : null;
}

/** The contact settings page (/admin/settings/contact): the back office is in English (decision 009). */
export const whatsappSettingsTexts = {
  title: 'Contact',
  lead: 'How visitors reach the agency from a listing. "WhatsApp us" under each listing\'s inquiry form opens a chat with this number, the listing already named in the visitor\'s language; each click is counted on the dashboard as a lead source. Leave the number empty to take the link away.',
  cardLead: 'The WhatsApp number each listing page links to, and whether it shows at all.',
  numberLabel: 'WhatsApp number',
  numberHint: 'International form, e.g. +590 590 00 00 00',
  save: 'Save contact',
  saved: 'The contact settings were saved.',
  failed: 'The contact settings could not be saved. Please try again.',
  current: (number: string) => (number ? `Listings link to WhatsApp at ${number}.` : 'Listings show no WhatsApp link.'),
} as const;

export const whatsappSettingsSchema = z.object({
  whatsappNumber: z
    .string()
    .max(40, 'Enter the number in international form, such as +590 590 00 00 00')
    .optional()
    .transform((value, ctx) => {
      const digits = normaliseWhatsappNumber(value ?? '');
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter the number in international form, such as +590 590 00 00 00' });
        return z.NEVER;
      }
      return digits;
    }),
});

/** The number as people read it: '+590590000000'. */
export function displayWhatsappNumber(digits: string): string {
  return digits ? `+${digits}` : '';
}

const MESSAGES: Record<Locale, (title: string, url: string) => string> = {
  en: (title, url) => `Hello, I would like to know more about ${title} (${url}).`,
  fr: (title, url) => `Bonjour, je souhaiterais en savoir plus sur ${title} (${url}).`,
};

/** The wa.me address that opens a chat with the agency, the message naming the listing already typed. */
export function whatsappChatUrl(number: string, locale: Locale, listing: { title: string; url: string }): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(MESSAGES[locale](listing.title, listing.url))}`;
}
