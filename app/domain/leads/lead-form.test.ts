import { describe, expect, it } from 'vitest';
import { getZodConstraint } from '@conform-to/zod/v4';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
// The French texts, as the server loads them (the browser loads them only on French pages).
import '#app/domain/i18n/texts/fr';
import { leadSchema } from './lead-form';
import { LEAD_CONSTRAINTS, propertyLeadMessage, rentalLeadMessage } from './lead-form-fields';

const leadFieldsSchema = leadSchema('en');

const valid = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  message: 'Hello',
  submissionId: '6f1c2a52-8d1e-4c1b-9c55-0b8d3f0a1e11',
};

describe('inquiryFieldsSchema', () => {
  it('accepts and trims a valid inquiry, phone optional', () => {
    const parsed = leadFieldsSchema.parse(valid);
    expect(parsed.name).toBe('Ada Lovelace');
    expect(parsed.phone).toBeUndefined();
  });
  it('names each missing or bad field with the spec texts', () => {
    const result = leadFieldsSchema.safeParse({
      name: '',
      email: 'nope',
      message: '   ',
      submissionId: valid.submissionId,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Full Name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
  });
  it('refuses oversized fields and phone numbers with letters', () => {
    expect(leadFieldsSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(leadFieldsSchema.safeParse({ ...valid, phone: 'call me' }).success).toBe(false);
    expect(leadFieldsSchema.safeParse({ ...valid, phone: '+1 (721) 555-0100' }).success).toBe(true);
  });
});

describe('inquirySchema in French', () => {
  it('names each missing or bad field in French, and English stays the spec’s', () => {
    expect(leadSchema('en')).toBe(leadFieldsSchema);
    const result = leadSchema('fr').safeParse({
      name: '',
      email: 'nope',
      message: '   ',
      phone: 'appelez-moi',
      submissionId: 'x',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Le nom complet est obligatoire',
      email: 'Veuillez saisir une adresse e-mail valide',
      phone: 'Le téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) - .',
      message: 'Le message est obligatoire',
      submissionId: 'Veuillez recharger la page et réessayer',
    });
    expect(leadSchema('fr').safeParse({ ...valid, message: 'x'.repeat(5001) }).error!.issues[0]!.message).toBe(
      'Le message ne doit pas dépasser 5\u202f000 caractères',
    );
  });
  it('has the same constraints in both languages', () => {
    expect(getZodConstraint(leadSchema('fr'))).toEqual(LEAD_CONSTRAINTS);
  });
});

describe('INQUIRY_CONSTRAINTS', () => {
  it('are what Conform derives from the schema, so the first render needs no zod', () => {
    expect(LEAD_CONSTRAINTS).toEqual(getZodConstraint(leadFieldsSchema));
  });
});

describe('prefilled messages', () => {
  it('uses the spec text for properties', () => {
    expect(propertyLeadMessage('Villa Azur')).toBe(
      'I\'m interested in learning more about "Villa Azur". Please provide additional information.',
    );
  });
  it('says it in French with « guillemets » and no-break spaces', () => {
    expect(leadFormTexts.en.propertyMessage('Villa Azur')).toBe(propertyLeadMessage('Villa Azur'));
    expect(leadFormTexts.fr.propertyMessage('Villa Azur')).toBe(
      'Je souhaite en savoir plus sur «\u00a0Villa Azur\u00a0». Merci de me faire parvenir des informations complémentaires.',
    );
  });
  it('opens the rental question form with the villa', () => {
    expect(rentalLeadMessage('Casa Mar')).toBe('I have a question about "Casa Mar".');
  });
});
