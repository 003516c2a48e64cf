import { describe, expect, it } from 'vitest';
import { MAX_PAYOUT_CSV_BYTES } from '#app/domain/homeowners/payout-import';
import { DOCUMENT_POST_BYTES, MAX_DOCUMENT_BYTES } from '#app/domain/media/documents';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_POST_BYTES, uploadPostLimit } from '#app/domain/media/media';
import { MAX_STATEMENT_BYTES } from '#app/domain/payments/statements/import-form';
import { INSPECTION_POST_BYTES } from '#app/domain/tasks/inspections';
import { bodyLimitFor, MAX_FORM_BYTES } from './body-limits';

const MULTIPART = 'multipart/form-data; boundary=----x';
const FORM = 'application/x-www-form-urlencoded';

describe('bodyLimitFor', () => {
  it('holds forms to 1 MB, saying so in the language of the page', () => {
    expect(MAX_FORM_BYTES).toBe(1024 * 1024);
    expect(bodyLimitFor('/contact', FORM).maxBytes).toBe(MAX_FORM_BYTES);
    expect(bodyLimitFor('/contact', FORM).message()).toBe('This form is larger than 1 MB, the most the site accepts.');
    expect(bodyLimitFor('/fr/contact', FORM).message()).toBe(
      'Ce formulaire dépasse 1\u00a0Mo, le maximum accepté par le site.',
    );
    expect(bodyLimitFor('/admin/properties/new', FORM).maxBytes).toBe(MAX_FORM_BYTES);
  });

  it('gives the upload endpoint room for one photo, and names the photo limit', () => {
    const limit = bodyLimitFor('/admin/media/upload', MULTIPART);
    expect(limit.maxBytes).toBe(uploadPostLimit(1));
    expect(limit.maxBytes).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(limit.maxBytes).toBeLessThan(2 * MAX_UPLOAD_BYTES);
    expect(limit.message()).toBe('The file is larger than 25 MB.');
  });

  it('gives the bank statement upload room for one statement, and no other admin post more than a form', () => {
    for (const path of ['/admin/payments/imports', '/admin/payments/imports.data']) {
      const limit = bodyLimitFor(path, MULTIPART);
      expect(limit.maxBytes, path).toBe(MAX_STATEMENT_BYTES + 64 * 1024);
      expect(limit.message()).toBe('The file is larger than 4 MB.');
    }
    expect(bodyLimitFor('/admin/payments/imports', FORM).maxBytes).toBe(MAX_FORM_BYTES);
    expect(bodyLimitFor('/admin/payments/imports/0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', MULTIPART).maxBytes).toBe(
      MAX_FORM_BYTES,
    );
  });

  it('gives the editors that take photos a post of many, with or without JavaScript', () => {
    for (const path of [
      '/admin/properties/new',
      '/admin/properties/0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
      '/admin/rentals/new.data',
      '/admin/blogs/new',
      '/admin/blogs/new/',
    ]) {
      const limit = bodyLimitFor(path, MULTIPART);
      expect(limit.maxBytes, path).toBe(MAX_UPLOAD_POST_BYTES);
      expect(limit.message()).toBe('The photos sent together are larger than 512 MB. Send fewer at a time.');
    }
  });

  it('gives the forms with one private document (a receipt, a signed mandate) room for one document', () => {
    for (const path of [
      '/admin/expenses/new',
      '/admin/expenses/0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3.data',
      '/admin/homeowners/0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    ]) {
      const limit = bodyLimitFor(path, MULTIPART);
      expect(limit.maxBytes, path).toBe(DOCUMENT_POST_BYTES);
      expect(limit.maxBytes).toBeGreaterThan(MAX_DOCUMENT_BYTES);
      expect(limit.message()).toBe('The file is larger than 15 MB.');
    }
    expect(bodyLimitFor('/admin/expenses/new', FORM).maxBytes).toBe(MAX_FORM_BYTES);
    for (const path of ['/admin/expenses', '/admin/homeowners', '/admin/expenses/x/receipt']) {
      expect(bodyLimitFor(path, MULTIPART).maxBytes, path).toBe(MAX_FORM_BYTES);
    }
  });

  it('gives the statement run’s page room for one platform payout export, not a document', () => {
    for (const path of ['/admin/homeowners/statements', '/admin/homeowners/statements.data']) {
      const limit = bodyLimitFor(path, MULTIPART);
      expect(limit.maxBytes, path).toBe(MAX_PAYOUT_CSV_BYTES + 64 * 1024);
      expect(limit.message()).toBe('The file is larger than 2 MB.');
    }
    expect(bodyLimitFor('/admin/homeowners/statements', FORM).maxBytes).toBe(MAX_FORM_BYTES);
  });

  it('gives the task list room for an inspection’s 8 photos, and its other paths no more than a form', () => {
    for (const path of ['/admin/tasks', '/admin/tasks.data', '/admin/tasks/']) {
      const limit = bodyLimitFor(path, MULTIPART);
      expect(limit.maxBytes, path).toBe(INSPECTION_POST_BYTES);
      expect(limit.maxBytes).toBeGreaterThan(8 * MAX_DOCUMENT_BYTES);
      expect(limit.maxBytes).toBeLessThan(9 * MAX_DOCUMENT_BYTES);
    }
    expect(bodyLimitFor('/admin/tasks', FORM).maxBytes).toBe(MAX_FORM_BYTES);
    expect(bodyLimitFor('/admin/tasks/0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3/photos/x.jpg', MULTIPART).maxBytes).toBe(
      MAX_FORM_BYTES,
    );
  });

  it('holds a multipart post anywhere else to the forms’ limit: it would be read whole, in memory', () => {
    for (const path of [
      '/admin/blogs',
      '/admin/rentals/new/calendar',
      '/admin/inquiries',
      '/admin/media',
      '/admin/account',
      '/contact',
      '/admin/media/upload/x',
    ]) {
      expect(bodyLimitFor(path, MULTIPART).maxBytes, path).toBe(MAX_FORM_BYTES);
    }
  });
});
