import { describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENT_BYTES,
  documentKey,
  mandateKey,
  parseDocumentKey,
  recogniseDocument,
  refusalText,
} from './documents';

const bytes = (text: string, ...prefix: number[]) => new Uint8Array([...prefix, ...Buffer.from(text, 'latin1')]);
const JPEG = bytes('JFIF', 0xff, 0xd8, 0xff, 0xe0);
const PNG = bytes('\x89PNG\r\n\x1a\n\0\0\0\rIHDR');
const PDF = bytes('%PDF-1.7\n%âãÏÓ');
const HEIC = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic\0\0\0\0mif1heic')]);
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

describe('recogniseDocument', () => {
  it('takes a receipt as a JPEG, a PNG or a PDF by its bytes', () => {
    expect(recogniseDocument(JPEG, 2_000_000, 'receipt')).toEqual({ extension: 'jpg' });
    expect(recogniseDocument(PNG, 10, 'receipt')).toEqual({ extension: 'png' });
    expect(recogniseDocument(PDF, 10, 'receipt')).toEqual({ extension: 'pdf' });
  });

  it('takes only a PDF as a signed mandate', () => {
    expect(recogniseDocument(PDF, 10, 'mandate')).toEqual({ extension: 'pdf' });
    expect(recogniseDocument(JPEG, 10, 'mandate')).toEqual({ refusal: 'not-accepted' });
  });

  it('refuses what its bytes are not, whatever it claims: SVG, HTML, HEIC, nothing, too much', () => {
    expect(recogniseDocument(SVG, 10, 'receipt')).toEqual({ refusal: 'not-accepted' });
    expect(recogniseDocument(bytes('<html><script>'), 10, 'receipt')).toEqual({ refusal: 'not-accepted' });
    expect(recogniseDocument(HEIC, 10, 'receipt')).toEqual({ refusal: 'heic' });
    expect(recogniseDocument(new Uint8Array(), 0, 'receipt')).toEqual({ refusal: 'empty' });
    expect(recogniseDocument(PDF, MAX_DOCUMENT_BYTES, 'receipt')).toEqual({ extension: 'pdf' });
    expect(recogniseDocument(PDF, MAX_DOCUMENT_BYTES + 1, 'receipt')).toEqual({ refusal: 'too-large' });
    expect(refusalText('not-accepted', 'mandate')).toMatch(/PDF/);
    expect(refusalText('too-large', 'receipt')).toMatch(/15 MB/);
  });
});

describe('document keys', () => {
  const sha = 'ab'.repeat(32);
  it('are a SHA-256 and an extension, nothing else', () => {
    expect(documentKey(sha, 'png')).toBe(`${sha}.png`);
    expect(mandateKey(sha)).toBe(`${sha}.pdf`);
    expect(parseDocumentKey(`${sha}.pdf`)).toEqual({ sha256: sha, extension: 'pdf' });
    for (const key of [
      `${sha}.gif`,
      `${sha.toUpperCase()}.pdf`,
      `${sha.slice(2)}.pdf`,
      `../${sha}.pdf`,
      `${sha}.pdf/x`,
      `${sha}/320.webp`,
      `${'a'.repeat(32)}.jpg`,
    ]) {
      expect(parseDocumentKey(key), key).toBeNull();
    }
  });
});
