/**
 * The rental agreement as the guest's page shows it (app/domain/payments/rental-agreement.ts has the forms'
 * schemas and the staff's texts): kept free of zod, so the public page's bundle stays small.
 */

/** The guest's page's form that accepts the agreement (app/server/bookings/guest-page-actions.server.ts). */
export const ACCEPT_AGREEMENT_INTENT = 'accept-agreement';

/** The form's fields' constraints in the browser, without loading zod on the public page. */
export const ACCEPTANCE_CONSTRAINT = { version: { required: true }, accept: { required: true } } as const;

/** What the guest's page shows: the text in the page's language, and the acceptance if any. */
export interface GuestAgreement {
  version: number;
  body: string;
  accepted: { version: number; acceptedAt: string } | null;
}

export type AgreementBlock = { kind: 'heading' | 'paragraph'; lines: string[] };

/**
 * A text as blocks: a blank line ends a paragraph, a line within one is a line break, a line starting with
 * "# " (or "## ") is a heading of its own. Nothing else is interpreted: the text is shown as text, never HTML.
 */
export function agreementBlocks(body: string): AgreementBlock[] {
  const blocks: AgreementBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const raw of body.replaceAll('\r\n', '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^#{1,3}\s+(.*)$/.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', lines: [heading[1]!] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
