import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { LegalEntityRow } from '#app/domain/payments/documents';
import {
  legalEntityFormValues,
  legalEntitySchema,
  legalEntityValues,
  nextInvoiceReference,
} from '#app/domain/payments/legal-entities';
import { legalEntitiesEnglish as en } from '#app/domain/payments/texts/en/legal-entities';
import { legalEntitiesFrench as fr } from '#app/domain/payments/texts/fr/legal-entities';

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.set(key, value);
  return formData;
};
const parse = (fields: Record<string, string>, texts = en) =>
  parseWithZod(form(fields), { schema: legalEntitySchema(texts) });
const errorsOf = (fields: Record<string, string>, texts = en): Record<string, string[] | null | undefined> => {
  const submission = parse(fields, texts);
  return submission.status === 'success' ? {} : (submission.reply().error ?? {});
};

const GOOD = { name: 'Island Estates SAS', island: 'Saint Barthélemy', invoicePrefix: 'IE-SBH' };

describe('the legal entity form', () => {
  it('reads a minimal entity: a name, an island and a prefix, typed in any case, the rest empty', () => {
    const submission = parse({ ...GOOD, invoicePrefix: '  ie-sbh ', active: 'on' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ name: 'Island Estates SAS', invoicePrefix: 'IE-SBH', active: true });
    expect(legalEntityValues(submission.value)).toEqual({
      name: 'Island Estates SAS',
      address: '',
      registration_number: '',
      vat_number: null,
      email: null,
      phone: null,
      legal_notice: '',
      island: 'Saint Barthélemy',
      invoice_prefix: 'IE-SBH',
    });
  });

  it('keeps every detail, the address’s lines, and reads "all islands" as the database’s null', () => {
    const submission = parse({
      ...GOOD,
      island: 'all',
      address: 'Rue de la République\r\nGustavia 97133',
      registrationNumber: 'RCS Basse-Terre 123 456 789',
      vatNumber: 'FR12345678901',
      email: ' accounts@islandestates.example ',
      phone: '+590 590 27 00 00',
      legalNotice: 'SAS au capital de 10 000 €',
    });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.active).toBe(false);
    expect(legalEntityValues(submission.value)).toMatchObject({
      address: 'Rue de la République\nGustavia 97133',
      email: 'accounts@islandestates.example',
      island: null,
    });
  });

  it('asks for a name, a prefix and an island', () => {
    expect(errorsOf({ island: 'Sint Maarten' })).toEqual({
      name: [en.nameRequired],
      invoicePrefix: [en.prefixRequired],
    });
    expect(errorsOf({ ...GOOD, name: '   ' }).name).toEqual([en.nameRequired]);
    expect(errorsOf({ ...GOOD, island: 'Anguilla' }).island).toEqual([en.islandInvalid]);
    expect(errorsOf({ name: 'X', invoicePrefix: 'X' }).island).toEqual([en.islandInvalid]);
  });

  it('refuses a prefix the database would refuse: spaces, other signs, dashes at an end or doubled, too long', () => {
    for (const prefix of ['IE SBH', 'IE_SBH', 'IE/SBH', '-IE', 'IE-', 'IE--SBH', 'ÉTÉ']) {
      expect(errorsOf({ ...GOOD, invoicePrefix: prefix }).invoicePrefix, prefix).toEqual([en.prefixFormat]);
    }
    expect(errorsOf({ ...GOOD, invoicePrefix: 'A'.repeat(21) }).invoicePrefix).toEqual([en.tooLong(20)]);
    for (const prefix of ['IE', 'SXM2', 'IE-SBH-2027', 'a1-b2'])
      expect(parse({ ...GOOD, invoicePrefix: prefix }).status).toBe('success');
  });

  it('refuses a bad e-mail, a name on two lines and texts longer than the database keeps', () => {
    expect(errorsOf({ ...GOOD, email: 'accounts at example' }).email).toEqual([en.emailInvalid]);
    expect(errorsOf({ ...GOOD, name: 'Island\nEstates' }).name).toEqual([en.oneLine]);
    expect(errorsOf({ ...GOOD, legalNotice: 'x'.repeat(1001) }).legalNotice).toEqual([en.tooLong(1000)]);
    expect(errorsOf({ ...GOOD, vatNumber: 'FR1\nFR2' }).vatNumber).toEqual([en.oneLine]);
  });

  it('says it in French on a French page', () => {
    expect(errorsOf({ island: 'Sint Maarten', invoicePrefix: 'IE SBH' }, fr)).toEqual({
      name: ['Saisissez la raison sociale de l’entité'],
      invoicePrefix: [fr.prefixFormat],
    });
  });
});

describe('a stored entity in the form', () => {
  const row: LegalEntityRow = {
    id: '6f1c1a52-5d0e-4a8e-9a57-3f1f2b0f0c11',
    name: 'Island Estates SXM B.V.',
    address: 'Front Street 1\nPhilipsburg',
    registration_number: 'KvK 12345',
    vat_number: null,
    email: null,
    phone: null,
    legal_notice: '',
    island: null,
    invoice_prefix: 'IE-SXM',
    active: false,
    created_at: '2026-12-07T10:00:00Z',
    updated_at: '2026-12-07T10:00:00Z',
  };

  it('shows its values, nulls as empty fields and every island as "all"; a new one is active, for all islands', () => {
    expect(legalEntityFormValues(row)).toMatchObject({
      id: row.id,
      vatNumber: '',
      island: 'all',
      invoicePrefix: 'IE-SXM',
      active: false,
    });
    expect(legalEntityFormValues(null)).toMatchObject({ id: '', name: '', island: 'all', active: true });
  });

  it('numbers the next invoice after the last one, in the current prefix', () => {
    expect(nextInvoiceReference('IE-SXM', null)).toBe('IE-SXM-000001');
    expect(nextInvoiceReference('IE-SXM', 42)).toBe('IE-SXM-000043');
  });
});
