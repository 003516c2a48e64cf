import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import type { ReminderMessage } from '#app/domain/payments/reminder-message';
import { paymentOverdueMail, paymentReminderMail } from './payment-reminder-mail';
import type { LeadFacts } from './templates';

const SITE = { url: 'https://islandestates.example' };
const TOKEN = 'A'.repeat(43);

const facts = (locale: 'en' | 'fr', name = 'Grace Guest'): LeadFacts => ({
  id: '11111111-2222-3333-4444-555555555555',
  name,
  email: 'grace@example.com',
  phone: null,
  message: '',
  source: 'booking',
  createdAt: '2026-11-20T12:00:00Z',
  listing: { kind: 'rental', id: 'villa-1', title: 'Villa Rappel' },
  booking: {
    stayId: 'stay-1',
    reference: 'IE-1A2B3C4D',
    receiptToken: TOKEN,
    stay: {
      checkIn: '2027-03-01' as CalendarDate,
      checkOut: '2027-03-04' as CalendarDate,
      guests: 2,
      addOns: [],
      total: 3150,
      currency: 'USD',
      schedule: [],
    },
    payment: {
      schedule: {
        currency: 'USD',
        total: 315_000,
        retained: null,
        instalments: [
          { kind: 'deposit', amount: 94_500, due: '2026-11-27' as CalendarDate },
          { kind: 'balance', amount: 220_500, due: '2026-12-31' as CalendarDate },
        ],
      },
      bank: {
        holder: 'Island Estates SARL',
        bankName: 'Banque des Îles',
        bankAddress: null,
        iban: 'FR7630006000011234567890189',
        accountNumber: null,
        routingNumber: null,
        swift: 'BDIFFRPPXXX',
      },
    },
  },
  locale,
});

const reminder = (overrides: Partial<ReminderMessage> = {}): ReminderMessage => ({
  kind: 'balance-14-days',
  due: '2026-12-31' as CalendarDate,
  amount: 220_500,
  currency: 'USD',
  instalments: ['balance'],
  received: 94_500,
  ...overrides,
});

describe('the guest’s payment reminder', () => {
  it('says which payment, its amount, due date and what was received, then how to pay and the guest’s page', () => {
    const mail = paymentReminderMail(reminder(), facts('en'), SITE);
    expect(mail.subject).toBe('Reminder: $2,205.00 due by December 31, 2026 — IE-1A2B3C4D');
    for (const line of [
      'Dear Grace,',
      'the next payment for your stay at Villa Rappel is due in 14 days, by December 31, 2026.',
      'Payment: Balance',
      'Amount due: $2,205.00',
      'Due by: December 31, 2026',
      'Received so far: $945.00',
      'IBAN: FR76 3000 6000 0112 3456 7890 189',
      'Quote IE-1A2B3C4D with your transfer',
      `https://islandestates.example/rentals/villa-1/requests/${TOKEN}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('$2,205.00');
  });

  it('is written in French for a French guest', () => {
    const mail = paymentReminderMail(
      reminder({ kind: 'overdue-guest', instalments: ['balance', 'security-deposit'] }),
      facts('fr'),
      SITE,
    );
    expect(mail.subject).toBe('Paiement en retard : 2 205,00 $US attendus le 31 décembre 2026 — IE-1A2B3C4D');
    for (const line of [
      'Paiement\u00a0: Solde et Caution',
      'Montant dû\u00a0: 2\u202f205,00\u00a0$US',
      'Déjà reçu\u00a0: 945,00\u00a0$US',
      'Indiquez la référence IE-1A2B3C4D avec votre virement',
      `/fr/rentals/villa-1/requests/${TOKEN}`,
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('asks for nothing when the security deposit was returned', () => {
    const mail = paymentReminderMail(
      reminder({ kind: 'security-deposit-returned', due: null, amount: 0, instalments: [] }),
      facts('en'),
      SITE,
    );
    expect(mail.subject).toBe('Your security deposit has been returned — IE-1A2B3C4D');
    expect(mail.text).toContain('has been returned to you');
    expect(mail.text).not.toContain('Amount due');
    expect(mail.text).not.toContain('IBAN');
  });
});

describe('staff’s overdue notice', () => {
  it('names the stay, the guest and the amount overdue, in English, with a link to the booking’s payments', () => {
    const mail = paymentOverdueMail(
      reminder({
        kind: 'overdue-staff',
        due: '2026-11-27' as CalendarDate,
        amount: 94_500,
        instalments: ['deposit'],
        received: 0,
      }),
      facts('fr', 'Zoë <script>'),
      SITE,
    );
    expect(mail.subject).toBe('Payment overdue: IE-1A2B3C4D — Zoë <script>, $945.00');
    expect(mail.text).toContain('Payment: Deposit');
    expect(mail.text).toContain('Due by: November 27, 2026');
    expect(mail.text).toContain('https://islandestates.example/admin/bookings/stay-1#payments');
    expect(mail.html).not.toContain('<script>');
  });
});
