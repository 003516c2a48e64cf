/**
 * Private documents (issue 29, items 3 and 6): a receipt (a photo, JPEG or PNG, or a PDF) and a signed mandate
 * (a PDF), kept in the private side of the media store and shown to staff only, never at a public address.
 * Shared by the server and the browser: the kinds, the limits, the keys and what staff read about a refusal.
 *
 * A document's key is `<sha-256 hex>.<jpg|png|pdf>` (the `receipt` check of …_homeowner_expenses.sql): the
 * same bytes always make the same key, so storing a document again is harmless. What a file is comes from its
 * first bytes (sniffImageFormat), never from its name or the type the browser sent; nothing is rewritten in it.
 */
import { sniffImageFormat } from './media';

export const DOCUMENT_EXTENSIONS = ['jpg', 'png', 'pdf'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
export const DOCUMENT_TYPES: Record<DocumentExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * What each kind of document may be: a receipt is a photo or a PDF, a signed mandate a PDF, an inspection's photo
 * (issue 30, item 6) a photo only.
 */
export const DOCUMENT_KINDS = {
  receipt: ['jpg', 'png', 'pdf'],
  mandate: ['pdf'],
  inspection: ['jpg', 'png'],
} as const satisfies Record<string, readonly DocumentExtension[]>;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** A phone's photo of a receipt is 2 to 8 MB; a scanned mandate of 20 pages fits too. */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;
/** A form with one document: the document and room for the form's fields (the request guard's limit too). */
export const DOCUMENT_POST_BYTES = MAX_DOCUMENT_BYTES + 256 * 1024;
/** For `<input type="file" accept>`: a hint to the picker only (the server reads the bytes). */
export const DOCUMENT_ACCEPT: Record<DocumentKind, string> = {
  receipt: 'image/*,application/pdf',
  mandate: 'application/pdf,.pdf',
  inspection: 'image/jpeg,image/png',
};

const DOCUMENT_KEY = /^([0-9a-f]{64})\.(jpg|png|pdf)$/;

export const documentKey = (sha256: string, extension: DocumentExtension) => `${sha256}.${extension}`;

export function parseDocumentKey(key: string): { sha256: string; extension: DocumentExtension } | null {
  const match = DOCUMENT_KEY.exec(key);
  return match ? { sha256: match[1]!, extension: match[2] as DocumentExtension } : null;
}

/** A signed mandate is a PDF: the agreement keeps its SHA-256 (`mandate_document`), its key follows. */
export const mandateKey = (sha256: string) => documentKey(sha256, 'pdf');
/** The SHA-256 an agreement keeps for a document key, when the key is a PDF's (a mandate is one). */
export const mandateOfKey = (key: string) => {
  const document = parseDocumentKey(key);
  return document?.extension === 'pdf' ? document.sha256 : null;
};

export type DocumentRefusal = 'empty' | 'too-large' | 'heic' | 'not-accepted';

/**
 * What a file is by its first bytes, for a kind of document: its extension, or why it is refused. `bytes` is the
 * whole file's length.
 */
export function recogniseDocument(
  head: Uint8Array,
  bytes: number,
  kind: DocumentKind,
): { extension: DocumentExtension } | { refusal: DocumentRefusal } {
  if (bytes === 0) return { refusal: 'empty' };
  if (bytes > MAX_DOCUMENT_BYTES) return { refusal: 'too-large' };
  const format = sniffImageFormat(head);
  const extension = format === 'jpeg' ? 'jpg' : format === 'png' || format === 'pdf' ? format : null;
  const accepted: readonly DocumentExtension[] = DOCUMENT_KINDS[kind];
  if (extension && accepted.includes(extension)) return { extension };
  return { refusal: format === 'heic' && kind === 'receipt' ? 'heic' : 'not-accepted' };
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** What staff read when a document is refused (the back office's English). */
export const documentTexts = {
  refusals: {
    empty: 'The file is empty.',
    'too-large': `The file is larger than ${megabytes(MAX_DOCUMENT_BYTES)}.`,
    heic: 'HEIC photos can’t be kept here: choose “Most compatible” (JPEG) in the camera’s settings, or send a PDF.',
    'not-accepted': {
      receipt: 'A receipt is a photo (JPEG or PNG) or a PDF.',
      mandate: 'The signed mandate must be a PDF.',
      inspection: 'A photo is a JPEG or a PNG (on an iPhone, choose “Most compatible” in the camera’s settings).',
    },
  },
  saveFailed: 'The file could not be kept. Please try again.',
  hint: {
    receipt: `A photo (JPEG or PNG) or a PDF, up to ${megabytes(MAX_DOCUMENT_BYTES)}.`,
    mandate: `The signed PDF, up to ${megabytes(MAX_DOCUMENT_BYTES)}.`,
    inspection: `Photos (JPEG or PNG), up to ${megabytes(MAX_DOCUMENT_BYTES)} each.`,
  },
} as const;

export function refusalText(refusal: DocumentRefusal, kind: DocumentKind): string {
  return refusal === 'not-accepted' ? documentTexts.refusals['not-accepted'][kind] : documentTexts.refusals[refusal];
}
