import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL, CONTACT_PHONE, OFFICES } from '#app/domain/constants';
import {
  acknowledgementSubject,
  bookingReceiptLink,
  replySubject,
  staffNotification,
  staffReply,
  visitorAcknowledgement,
  type LeadFacts,
  type RenderedMail,
} from './templates';
import { escapeHtml, headerText, isPlainAddress, paragraphsOf, quoted } from './escape';

const site = { url: 'https://islandestates.example' };

const HOSTILE_MESSAGE = 'Hello <script>alert("x")</script> & "quotes" \'too\'\nSecond line <b>bold</b>';
const HOSTILE_NAME = 'Ada\r\nBcc: evil@example.com';

function facts(overrides: Partial<LeadFacts> = {}): LeadFacts {
  return {
    id: '3f1d2c4b-5a69-4788-9abc-def012345678',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+590 690 12 34 56',
    message: 'Is the villa available in March?',
    source: 'property',
    createdAt: '2026-11-25T14:15:00Z',
    listing: { kind: 'property', id: '0b6f3c1e-6a1d-4c55-9d0e-1f2a3b4c5d6e', title: 'Villa Les Ondes' },
    booking: null,
    locale: 'en',
    ...overrides,
  };
}

const hostile = () =>
  facts({
    source: 'rental',
    name: HOSTILE_NAME,
    message: HOSTILE_MESSAGE,
    listing: {
      kind: 'rental',
      id: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
      title: 'Villa <img src=x onerror=alert(1)>\nX',
    },
  });

/** What an HTML body shows as text: tags dropped, entities decoded (roughly, as a reader sees it). */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const ALL: [string, (f: LeadFacts) => RenderedMail][] = [
  ['staff notification', (f) => staffNotification(f, site)],
  ['acknowledgement', (f) => visitorAcknowledgement(f, site)],
  [
    'reply',
    (f) =>
      staffReply(
        {
          subject: 'Re: Your inquiry\r\nBcc: x@example.com',
          body: 'Dear Ada,\n\nYes <b>it is</b>.',
          signer: 'jane@islandestates.example',
        },
        f,
        site,
      ),
  ],
];

describe.each(ALL)('the %s', (_name, render) => {
  it('escapes every value in the HTML: no tag a visitor typed survives', () => {
    const { html } = render(hostile());
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // No script element, no event handler on any tag, no script URL: what was typed is only ever text.
    expect(html).not.toMatch(/<script|<[^>]*\son\w+\s*=|javascript:/i);
  });

  it('carries the message in both bodies', () => {
    const mail = render(hostile());
    expect(mail.text).toContain('Hello <script>alert("x")</script> & "quotes" \'too\'');
    expect(mail.text).toContain('Second line <b>bold</b>');
    expect(visibleText(mail.html)).toContain('Hello <script>alert("x")</script> & "quotes" \'too\'');
    expect(visibleText(mail.html)).toContain('Second line <b>bold</b>');
  });

  it('has a one-line subject, whatever the name holds', () => {
    const { subject } = render(hostile());
    // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
    expect(subject).not.toMatch(/[\r\n\u0000-\u001f]/);
    expect(subject.length).toBeLessThanOrEqual(180);
    expect(subject).not.toBe('');
  });

  it('is a whole HTML document ready for dark mode', () => {
    const { html } = render(facts());
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('[data-ogsc] .ie-card');
  });
});

describe('the staff notification', () => {
  it('names the source, the listing with its link, the visitor, and the inquiry in the admin', () => {
    const mail = staffNotification(facts(), site);
    expect(mail.subject).toBe('New property inquiry: Villa Les Ondes — Ada Lovelace');
    for (const body of [mail.text, visibleText(mail.html)]) {
      expect(body).toContain('Property inquiry');
      expect(body).toContain('Ada Lovelace');
      expect(body).toContain('ada@example.com');
      expect(body).toContain('+590 690 12 34 56');
      expect(body).toContain('Is the villa available in March?');
      expect(body).toContain('IQ-3F1D2C4B');
    }
    expect(mail.text).toContain('https://islandestates.example/properties/0b6f3c1e-6a1d-4c55-9d0e-1f2a3b4c5d6e');
    expect(mail.html).toContain('href="https://islandestates.example/properties/0b6f3c1e-6a1d-4c55-9d0e-1f2a3b4c5d6e"');
    expect(mail.text).toContain('https://islandestates.example/admin/inquiries/3f1d2c4b-5a69-4788-9abc-def012345678');
    expect(mail.html).toContain(
      'href="https://islandestates.example/admin/inquiries/3f1d2c4b-5a69-4788-9abc-def012345678"',
    );
  });

  it('says which kind of lead it is', () => {
    expect(staffNotification(facts({ source: 'contact', listing: null }), site).subject).toBe(
      'New contact message — Ada Lovelace',
    );
    const booking = staffNotification(
      facts({
        source: 'booking',
        listing: { kind: 'rental', id: 'c56a4180-65aa-42ec-a945-5fd21dec0538', title: 'Villa Mailbox' },
        booking: { stayId: '16fd2706-8baf-433b-82eb-8c7fada847da', reference: 'IE-16FD2706' },
      }),
      site,
    );
    expect(booking.subject).toBe('New booking request IE-16FD2706: Villa Mailbox — Ada Lovelace');
    expect(booking.text).toContain('https://islandestates.example/rentals/c56a4180-65aa-42ec-a945-5fd21dec0538');
    expect(booking.text).toContain('https://islandestates.example/admin/bookings/16fd2706-8baf-433b-82eb-8c7fada847da');
  });

  it('keeps a hostile name to one line', () => {
    const mail = staffNotification(hostile(), site);
    expect(mail.subject).toBe('New rental inquiry: Villa <img src=x onerror=alert(1)> X — Ada Bcc: evil@example.com');
    expect(mail.text).toContain('From: Ada Bcc: evil@example.com\n');
  });
});

describe('the acknowledgement', () => {
  it('thanks, copies the message, gives the reference, says when to expect an answer and how to reach the offices', () => {
    const mail = visitorAcknowledgement(facts(), site);
    expect(mail.subject).toBe('Your inquiry about Villa Les Ondes — Island Estates (IQ-3F1D2C4B)');
    for (const body of [mail.text, visibleText(mail.html)]) {
      expect(body).toContain('Thank you');
      expect(body).toContain('Is the villa available in March?');
      expect(body).toContain('IQ-3F1D2C4B');
      expect(body).toContain('within one business day');
      expect(body).toContain(CONTACT_PHONE);
      expect(body).toContain(CONTACT_EMAIL);
      for (const office of OFFICES) expect(body).toContain(office.address);
    }
    expect(mail.text).toContain('> Is the villa available in March?');
  });

  it('quotes a booking request by its own reference', () => {
    const booking = facts({
      source: 'booking',
      listing: { kind: 'rental', id: 'c56a4180-65aa-42ec-a945-5fd21dec0538', title: 'Villa Mailbox' },
      booking: { stayId: '16fd2706-8baf-433b-82eb-8c7fada847da', reference: 'IE-16FD2706' },
    });
    expect(acknowledgementSubject(booking)).toBe('Your booking request IE-16FD2706 for Villa Mailbox — Island Estates');
    expect(visitorAcknowledgement(booking, site).text).toContain('within 24 hours');
    expect(acknowledgementSubject(facts({ source: 'contact', listing: null }))).toBe(
      'We received your message — Island Estates (IQ-3F1D2C4B)',
    );
  });
});

describe('a booking request’s receipt link (docs/decisions/019-private-links.md)', () => {
  const TOKEN = 'Qx2mWb9kL0pR7sT4uV1wY8zA3cD6eF5gH0iJ2kL4mN6';
  const booking = (locale: 'en' | 'fr', receiptToken: string | null) =>
    facts({
      source: 'booking',
      locale,
      name: 'Claire Dupont',
      listing: { kind: 'rental', id: 'c56a4180-65aa-42ec-a945-5fd21dec0538', title: 'Villa Mailbox' },
      booking: { stayId: '16fd2706-8baf-433b-82eb-8c7fada847da', reference: 'IE-16FD2706', receiptToken },
    });

  it('is in the acknowledgement when the worker minted one, in the guest’s language, and never the stay’s id', () => {
    const english = visitorAcknowledgement(booking('en', TOKEN), site);
    const url = `https://islandestates.example/rentals/c56a4180-65aa-42ec-a945-5fd21dec0538/requests/${TOKEN}`;
    expect(english.text).toContain(`Your request online: ${url}`);
    expect(english.html).toContain(`href="${url}"`);
    const french = visitorAcknowledgement(booking('fr', TOKEN), site);
    expect(french.text).toContain(`Votre demande en ligne\u00a0: ${url.replace('.example/', '.example/fr/')}`);
    expect(visibleText(french.html)).toContain('Voir votre demande');
    for (const mail of [english, french]) expect(mail.text + mail.html).not.toContain('16fd2706-8baf');
    // Without a link (staff reading the thread), nothing that looks like one.
    expect(visitorAcknowledgement(booking('en', null), site).text).not.toContain('/requests/');
  });

  it('is what the fresh-link e-mail carries, in the booking’s language', () => {
    const english = bookingReceiptLink(booking('en', TOKEN), site);
    expect(english.subject).toBe('A new link to your booking request IE-16FD2706 — Island Estates');
    expect(english.text).toContain('Dear Claire,');
    expect(english.text).toContain(`/rentals/c56a4180-65aa-42ec-a945-5fd21dec0538/requests/${TOKEN}`);
    const french = bookingReceiptLink(booking('fr', TOKEN), site);
    expect(french.subject).toBe('Un nouveau lien vers votre demande de réservation IE-16FD2706 — Island Estates');
    expect(french.html).toContain('<html lang="fr">');
    expect(french.text).toContain(`/fr/rentals/c56a4180-65aa-42ec-a945-5fd21dec0538/requests/${TOKEN}`);
  });
});

describe('the reply', () => {
  it('carries what staff wrote, signed, with the visitor’s message quoted', () => {
    const mail = staffReply(
      { subject: 'Re: Villa Les Ondes', body: 'Dear Ada,\n\nIt is available.', signer: 'jane@islandestates.example' },
      facts(),
      site,
    );
    expect(mail.subject).toBe('Re: Villa Les Ondes');
    expect(mail.text.startsWith('Dear Ada,\n\nIt is available.\n\n—\njane@islandestates.example')).toBe(true);
    expect(mail.text).toContain('Ada Lovelace wrote:\n> Is the villa available in March?');
    expect(mail.html).toContain('<p class="ie-text"');
    expect(visibleText(mail.html)).toContain('It is available.');
    expect(visibleText(mail.html)).toContain('jane@islandestates.example');
  });

  it('starts from the acknowledgement’s subject', () => {
    expect(replySubject(facts())).toBe('Re: Your inquiry about Villa Les Ondes — Island Estates (IQ-3F1D2C4B)');
  });
});

describe('in French, for a visitor who wrote from /fr', () => {
  const french = (overrides: Partial<LeadFacts> = {}) => facts({ locale: 'fr', ...overrides });

  it('writes the acknowledgement in French, to the character, with links to the French pages', () => {
    const mail = visitorAcknowledgement(french(), site);
    expect(mail.subject).toBe('Votre demande concernant Villa Les Ondes — Island Estates (IQ-3F1D2C4B)');
    expect(mail.text).toContain(
      'Bonjour Ada,\n\nMerci d’avoir contacté Island Estates. Nous avons bien reçu votre demande concernant Villa Les Ondes.',
    );
    expect(mail.text).toContain(
      'Notre délai de réponse\u00a0: Un conseiller vous répond personnellement sous un jour ouvré — le plus souvent le jour même si vous nous écrivez pendant les heures d’ouverture.',
    );
    expect(mail.text).toContain('Votre référence\u00a0: IQ-3F1D2C4B');
    expect(mail.text).toContain(
      'Villa Les Ondes\u00a0: https://islandestates.example/fr/properties/0b6f3c1e-6a1d-4c55-9d0e-1f2a3b4c5d6e',
    );
    expect(mail.text).toContain('Votre message\u00a0:\n> Is the villa available in March?');
    expect(mail.text).toContain(
      'Du lundi au vendredi\u00a0: 9\u00a0h – 18\u00a0h; Samedi\u00a0: 10\u00a0h – 16\u00a0h; Dimanche\u00a0: Fermé',
    );
    expect(mail.text).toContain('\nhttps://islandestates.example/fr/\n');
    expect(mail.text).toContain('Island Estates — Saint-Barthélemy · Sint Maarten');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(mail.html).toContain(
      'href="https://islandestates.example/fr/properties/0b6f3c1e-6a1d-4c55-9d0e-1f2a3b4c5d6e"',
    );
    const visible = visibleText(mail.html);
    for (const text of [
      'Message reçu',
      'Merci, Ada',
      'Notre délai de réponse.',
      'Référence',
      'Propriété',
      'Nos bureaux',
      'Téléphone',
      'Horaires',
      'Vous recevez cet e-mail car cette adresse a été saisie sur notre site (IQ-3F1D2C4B).',
    ]) {
      expect(visible).toContain(text);
    }
    // Nothing of the English acknowledgement is left.
    for (const english of ['Thank you', 'Dear', 'When to expect', 'Our offices', 'What you sent us', 'Reference']) {
      expect(mail.text).not.toContain(english);
      expect(visible).not.toContain(english);
    }
  });

  it('answers a booking request and a contact message in French too', () => {
    const booking = french({
      source: 'booking',
      listing: { kind: 'rental', id: 'c56a4180-65aa-42ec-a945-5fd21dec0538', title: 'Villa Mailbox' },
      booking: { stayId: '16fd2706-8baf-433b-82eb-8c7fada847da', reference: 'IE-16FD2706' },
    });
    expect(acknowledgementSubject(booking)).toBe(
      'Votre demande de réservation IE-16FD2706 pour Villa Mailbox — Island Estates',
    );
    const mail = visitorAcknowledgement(booking, site);
    expect(mail.text).toContain('sous 24\u00a0heures');
    expect(mail.text).toContain('https://islandestates.example/fr/rentals/c56a4180-65aa-42ec-a945-5fd21dec0538');
    expect(visibleText(mail.html)).toContain('Demande de réservation reçue');
    expect(acknowledgementSubject(french({ source: 'contact', listing: null }))).toBe(
      'Nous avons bien reçu votre message — Island Estates (IQ-3F1D2C4B)',
    );
  });

  it('frames a staff reply in French, the date included', () => {
    const mail = staffReply(
      { subject: '', body: 'Bonjour Ada,\n\nElle est libre.', signer: 'jane@islandestates.example' },
      french(),
      site,
    );
    expect(mail.subject).toBe('Re: Votre demande concernant Villa Les Ondes — Island Estates (IQ-3F1D2C4B)');
    expect(mail.text).toContain('Référence\u00a0: IQ-3F1D2C4B');
    expect(mail.text).toContain(
      'Le 25 novembre 2026 à 10:15, Ada Lovelace a écrit\u00a0:\n> Is the villa available in March?',
    );
    expect(visibleText(mail.html)).toContain('Une réponse à votre message à Island Estates (IQ-3F1D2C4B).');
  });

  it('keeps the staff notification in English, saying the visitor reads French', () => {
    const mail = staffNotification(french(), site);
    expect(mail.subject).toBe('New property inquiry: Villa Les Ondes — Ada Lovelace');
    expect(mail.text).toContain('Reference: IQ-3F1D2C4B\nLanguage: French\n');
    expect(visibleText(mail.html)).toContain('French');
    // Staff open the listing's English page.
    expect(mail.text).toContain('https://islandestates.example/properties/0b6f3c1e-6a1d-4c55-9d0e-1f2a3b4c5d6e');
    expect(staffNotification(facts(), site).text).toContain('Language: English\n');
  });
});

describe('text helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('makes header text one line, without control characters', () => {
    expect(headerText('Ada\r\nBcc: evil@example.com')).toBe('Ada Bcc: evil@example.com');
    expect(headerText('a\u0000b\u2028c\td')).toBe('a b c d');
    expect(headerText('x'.repeat(300), 20)).toHaveLength(20);
  });

  it('tells a single plain address from anything a header could misread', () => {
    expect(isPlainAddress('ada@example.com')).toBe(true);
    for (const bad of [
      'a@b.c, evil@example.com',
      'Ada <ada@example.com>',
      'ada@example.com\r\nBcc: x@y.z',
      'no-at.example.com',
      'a@b',
    ]) {
      expect(isPlainAddress(bad), bad).toBe(false);
    }
  });

  it('turns text into escaped paragraphs and quotes', () => {
    expect(paragraphsOf('One <b>\nline\n\n\nTwo')).toEqual(['One &lt;b&gt;<br>line', 'Two']);
    expect(quoted('a\r\n\r\nb')).toBe('> a\n>\n> b');
  });
});
