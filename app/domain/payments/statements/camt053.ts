import { XMLParser } from 'fast-xml-parser';
import {
  isoDateOf,
  minorDigitsOf,
  parseAmount,
  type BankCredit,
  type SkippedLine,
  type StatementParse,
} from '#app/domain/payments/statements/credit';

/**
 * An ISO 20022 camt.053 statement (BkToCstmrStmt, versions .001.02 to .001.13) as credits.
 *
 * Document/BkToCstmrStmt/Stmt (one per account)/Ntry: Amt[@Ccy], CdtDbtInd (CRDT money in, DBIT out), Sts
 * (BOOK; a plain code up to version 07, <Cd> after), BookgDt and ValDt (<Dt> or <DtTm>), AcctSvcrRef and
 * NtryRef, then NtryDtls/TxDtls: Refs, Amt (or AmtDtls/TxAmt/Amt in version 02), RltdPties/Dbtr (<Nm>, or
 * <Pty><Nm> from version 08), RmtInf with Ustrd lines and Strd/CdtrRefInf/Ref. An entry booked as one batch of
 * several transactions, each with its own amount, gives one credit per transaction.
 *
 * Only booked credits are read: debits, pending or information-only entries and reversals are skipped.
 */

// Elements that may repeat: always arrays, so one or many read the same.
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlRmtInf', 'AddtlNtryInf']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  removeNSPrefix: true,
  // Amounts and references stay text: '0012' is a reference, and amounts are read digit by digit.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (node: unknown, name: string): Node | undefined => {
  const value = isNode(node) ? node[name] : undefined;
  return isNode(value) ? value : undefined;
};
const raw = (node: unknown, name: string): unknown => (isNode(node) ? node[name] : undefined);
const children = (node: unknown, name: string): unknown[] => {
  const value = isNode(node) ? node[name] : undefined;
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};
/** The text of an element, with or without attributes. */
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'].trim() || null;
  return null;
};
const textAt = (node: unknown, ...path: string[]): string | null => {
  let current: unknown = node;
  for (const name of path.slice(0, -1)) current = child(current, name);
  return text(isNode(current) ? current[path.at(-1)!] : undefined);
};

/** A statement's credits, or why the file cannot be read as camt.053. */
export function parseCamt053(xml: string): StatementParse {
  // camt.053 never needs a document type; refusing one rules out entity expansion attacks.
  if (/<!DOCTYPE/i.test(xml))
    return { ok: false, error: 'The file declares a document type; a camt.053 statement has none.' };
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    return {
      ok: false,
      error: `The file is not well-formed XML (${error instanceof Error ? error.message : 'unreadable'}).`,
    };
  }
  const root = child(child(document, 'Document'), 'BkToCstmrStmt');
  if (!root) return { ok: false, error: 'The file is not a camt.053 statement (no BkToCstmrStmt).' };

  const credits: BankCredit[] = [];
  const skipped: SkippedLine[] = [];
  let account: string | null = null;
  let entryNumber = 0;
  for (const statement of children(root, 'Stmt')) {
    const acct = child(statement, 'Acct');
    account ??= textAt(acct, 'Id', 'IBAN') ?? textAt(acct, 'Id', 'Othr', 'Id');
    const accountCurrency = textAt(acct, 'Ccy');
    for (const entry of children(statement, 'Ntry')) {
      entryNumber++;
      const read = readEntry(entry, accountCurrency);
      if ('reason' in read) skipped.push({ line: entryNumber, reason: read.reason });
      else credits.push(...read.credits);
    }
  }
  return { ok: true, statement: { format: 'camt.053', account, credits, skipped } };
}

function readEntry(entry: unknown, accountCurrency: string | null): { credits: BankCredit[] } | { reason: string } {
  if (textAt(entry, 'CdtDbtInd') !== 'CRDT') return { reason: 'A debit, not a credit.' };
  if (textAt(entry, 'RvslInd') === 'true') return { reason: 'The reversal of an earlier debit.' };
  const status = textAt(entry, 'Sts') ?? textAt(entry, 'Sts', 'Cd');
  if (status && status !== 'BOOK') return { reason: `Not booked yet (status ${status}).` };
  const bookedOn = isoDateOf(textAt(entry, 'BookgDt', 'Dt') ?? textAt(entry, 'BookgDt', 'DtTm'));
  if (!bookedOn) return { reason: 'No booking date.' };
  const valueOn = isoDateOf(textAt(entry, 'ValDt', 'Dt') ?? textAt(entry, 'ValDt', 'DtTm'));
  const entryReference = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef');
  const entryInformation = children(entry, 'AddtlNtryInf').map(text);
  const transactions = children(entry, 'NtryDtls').flatMap((details) => children(details, 'TxDtls'));
  const entryAmount = amountOf(raw(entry, 'Amt'), accountCurrency);
  if (!entryAmount) return { reason: 'No readable amount.' };

  const credit = (transaction: unknown, amount: Money, bankReference: string | null): BankCredit => ({
    bookedOn,
    valueOn,
    amount: amount.minor,
    currency: amount.currency,
    payer: payerOf(transaction),
    remittance: remittanceOf(transaction, entryInformation),
    bankReference,
  });

  const amounts = transactions.map((transaction) =>
    amountOf(raw(transaction, 'Amt') ?? raw(child(child(transaction, 'AmtDtls'), 'TxAmt'), 'Amt'), accountCurrency),
  );
  // A batch: one credit per transaction, when each says its own amount.
  if (transactions.length > 1 && amounts.every((amount) => amount !== null)) {
    return {
      credits: transactions.map((transaction, index) =>
        credit(
          transaction,
          amounts[index]!,
          textAt(transaction, 'Refs', 'AcctSvcrRef') ?? (entryReference ? `${entryReference}/${index + 1}` : null),
        ),
      ),
    };
  }
  const only = transactions.length === 1 ? transactions[0] : undefined;
  return { credits: [credit(only, entryAmount, entryReference ?? textAt(only, 'Refs', 'AcctSvcrRef'))] };
}

interface Money {
  minor: number;
  currency: string;
}

function amountOf(element: unknown, fallbackCurrency: string | null): Money | null {
  const value = text(element);
  const currency = (isNode(element) && typeof element['@Ccy'] === 'string' ? element['@Ccy'] : fallbackCurrency)
    ?.trim()
    .toUpperCase();
  if (!value || !currency) return null;
  const minor = parseAmount(value, '.', minorDigitsOf(currency));
  return minor !== null && minor > 0 ? { minor, currency } : null;
}

function payerOf(transaction: unknown): string | null {
  const parties = child(transaction, 'RltdPties');
  for (const role of ['Dbtr', 'UltmtDbtr']) {
    const party = child(parties, role);
    const name = textAt(party, 'Nm') ?? textAt(party, 'Pty', 'Nm');
    if (name) return name.replace(/\s+/g, ' ');
  }
  return null;
}

function remittanceOf(transaction: unknown, entryInformation: (string | null)[]): string {
  const information = child(transaction, 'RmtInf');
  const structured = children(information, 'Strd').flatMap((strd) => [
    textAt(strd, 'CdtrRefInf', 'Ref'),
    ...children(strd, 'AddtlRmtInf').map(text),
  ]);
  const parts = [...children(information, 'Ustrd').map(text), ...structured, ...entryInformation];
  return parts
    .filter((part): part is string => part !== null)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
