import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBankCsv, parseCsvDate, type BankCsvMapping } from '#app/domain/payments/statements/bank-csv';
import { parseCamt053 } from '#app/domain/payments/statements/camt053';
import { parseAmount, type BankStatement, type StatementParse } from '#app/domain/payments/statements/credit';
import { stayReferenceOf, stayReferencesIn } from '#app/domain/payments/statements/references';

const fixture = (name: string) => readFileSync(`tests/fixtures/statements/${name}`, 'utf8');
const statementOf = (parsed: StatementParse): BankStatement => {
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.statement;
};

describe('parseAmount', () => {
  it('reads amounts as banks write them, in minor units, without floats', () => {
    expect(parseAmount('3704.00', '.', 2)).toBe(370_400);
    expect(parseAmount('1,234.56', '.', 2)).toBe(123_456);
    expect(parseAmount('1.234,56', ',', 2)).toBe(123_456);
    expect(parseAmount('21 350,50', ',', 2)).toBe(2_135_050);
    expect(parseAmount('21\u202f350,5', ',', 2)).toBe(2_135_050);
    expect(parseAmount("1'234.5", '.', 2)).toBe(123_450);
    expect(parseAmount('0.1', '.', 2)).toBe(10);
    expect(parseAmount('-86,40', ',', 2)).toBe(-8_640);
    expect(parseAmount('12.50-', '.', 2)).toBe(-1_250);
    expect(parseAmount('(12.50)', '.', 2)).toBe(-1_250);
    expect(parseAmount('+7', '.', 2)).toBe(700);
    expect(parseAmount('12.500', '.', 2)).toBe(1_250);
  });

  it('refuses what is not an amount in that notation', () => {
    expect(parseAmount('12.345', '.', 2)).toBeNull(); // a third non-zero decimal
    expect(parseAmount('1234.56', ',', 2)).toBeNull();
    expect(parseAmount('12,34,5', '.', 2)).toBeNull();
    expect(parseAmount('abc', '.', 2)).toBeNull();
    expect(parseAmount('', '.', 2)).toBeNull();
    expect(parseAmount('1e5', '.', 2)).toBeNull();
  });
});

describe('stayReferencesIn', () => {
  it('finds references as the database makes them, however the payer wrote them', () => {
    expect(stayReferenceOf('1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d')).toBe('IE-1A2B3C4D');
    expect(stayReferencesIn('Deposit IE-1A2B3C4D Villa Azur')).toEqual(['IE-1A2B3C4D']);
    expect(stayReferencesIn('ie 1a2b3c4d / IE1A2B3C4D, IE-5E6F7A8B')).toEqual(['IE-1A2B3C4D', 'IE-5E6F7A8B']);
    expect(stayReferencesIn('Booking IE-3B4C 5D6E extra nights')).toEqual(['IE-3B4C5D6E']);
  });

  it('finds none in lookalikes', () => {
    expect(stayReferencesIn('IQ-1A2B3C4D')).toEqual([]);
    expect(stayReferencesIn('IE-1A2B3C4')).toEqual([]);
    expect(stayReferencesIn('FR76 3000 4000 0312')).toEqual([]);
  });
});

describe('parseCamt053', () => {
  const statement = statementOf(parseCamt053(fixture('camt053-two-accounts.xml')));

  it('reads the booked credits of every account of the statement', () => {
    expect(statement.format).toBe('camt.053');
    expect(statement.account).toBe('FR7630004000031234567890143');
    expect(statement.credits.map((credit) => [credit.amount, credit.currency])).toEqual([
      [370_400, 'EUR'],
      [864_100, 'EUR'],
      [2_135_050, 'EUR'],
      [300_000, 'EUR'],
      [150_000, 'EUR'],
      [1_500_000, 'USD'],
    ]);
  });

  it('reads dates, payer, remittance and the bank’s reference', () => {
    expect(statement.credits[0]).toEqual({
      bookedOn: '2026-11-30',
      valueOn: '2026-11-30',
      amount: 370_400,
      currency: 'EUR',
      payer: 'JOHN SMITH',
      remittance: 'Deposit IE-1A2B3C4D Villa Azur',
      bankReference: '2026113000012345',
    });
    expect(statement.credits[1]).toMatchObject({
      bookedOn: '2026-11-30',
      valueOn: '2026-12-01',
      payer: 'Hans Müller',
      remittance: 'ie 5e6f7a8b',
    });
    expect(statement.credits[5]).toMatchObject({ payer: 'MR ROBERT J WILLIAMS', bankReference: null });
  });

  it('splits a batch into its transactions, each with its own reference', () => {
    expect(statement.credits.slice(3, 5)).toMatchObject([
      { bankReference: '2026113000012349-A', remittance: 'Booking IE9C0D1E2F', payer: 'ACME TRAVEL LTD' },
      { bankReference: '2026113000012349-B', remittance: 'Booking IE-3B4C 5D6E extra nights' },
    ]);
  });

  it('skips debits and credits not booked yet, and says why', () => {
    expect(statement.skipped).toEqual([
      { line: 4, reason: 'A debit, not a credit.' },
      { line: 5, reason: 'Not booked yet (status PDNG).' },
    ]);
  });

  it('reads version 02, with its plain status, <Dbtr><Nm> and the amount in AmtDtls', () => {
    const v02 = `<?xml version="1.0"?>
      <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
        <Acct><Id><Othr><Id>000123456789</Id></Othr></Id><Ccy>USD</Ccy></Acct>
        <Ntry><Amt>2500.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
          <BookgDt><Dt>2026-12-01</Dt></BookgDt><NtryRef>77</NtryRef>
          <NtryDtls><TxDtls><AmtDtls><TxAmt><Amt Ccy="USD">2500.50</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>Laura Chen</Nm></Dbtr></RltdPties>
            <RmtInf><Ustrd>IE-7F8E9D0C</Ustrd></RmtInf></TxDtls></NtryDtls>
          <AddtlNtryInf>WIRE IN</AddtlNtryInf></Ntry>
      </Stmt></BkToCstmrStmt></Document>`;
    const parsed = statementOf(parseCamt053(v02));
    expect(parsed.account).toBe('000123456789');
    expect(parsed.credits).toEqual([
      {
        bookedOn: '2026-12-01',
        valueOn: null,
        amount: 250_050,
        currency: 'USD',
        payer: 'Laura Chen',
        remittance: 'IE-7F8E9D0C WIRE IN',
        bankReference: '77',
      },
    ]);
  });

  it('refuses what is not a camt.053 statement, and any document type', () => {
    expect(parseCamt053('<Document><BkToCstmrDbtCdtNtfctn/></Document>')).toMatchObject({ ok: false });
    expect(parseCamt053('<Document><BkToCstmrStmt>')).toMatchObject({ ok: false });
    expect(parseCamt053('not xml at all')).toMatchObject({ ok: false });
    const entities = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document><BkToCstmrStmt/></Document>';
    expect(parseCamt053(entities)).toEqual({
      ok: false,
      error: 'The file declares a document type; a camt.053 statement has none.',
    });
  });
});

describe('parseBankCsv', () => {
  const FRENCH_BANK: BankCsvMapping = {
    decimalSeparator: ',',
    dateFormat: 'DD/MM/YYYY',
    columns: {
      date: 'Date opération',
      valueDate: 'Date valeur',
      credit: 'Crédit',
      currency: 'Devise',
      payer: "Donneur d'ordre",
      remittance: ['Libellé', 'Détail'],
      bankReference: 'Référence banque',
    },
  };
  const US_BANK: BankCsvMapping = {
    delimiter: ',',
    decimalSeparator: '.',
    dateFormat: 'MM/DD/YYYY',
    currency: 'usd',
    columns: {
      date: 'Posting Date',
      amount: 'Amount',
      payer: 'Originator',
      remittance: 'Memo',
      bankReference: 'Reference',
    },
  };

  it('reads a French bank’s export: semicolons, decimal commas, the headings below the account’s details', () => {
    const statement = statementOf(parseBankCsv(fixture('bank-export-fr.csv'), FRENCH_BANK));
    expect(statement.format).toBe('csv');
    expect(statement.credits).toEqual([
      {
        bookedOn: '2026-11-28',
        valueOn: '2026-11-28',
        amount: 370_400,
        currency: 'EUR',
        payer: 'JOHN SMITH',
        remittance: 'VIR SEPA RECU IE-1A2B3C4D; acompte Villa Azur',
        bankReference: 'VIR-20261128-0042',
      },
      {
        bookedOn: '2026-11-29',
        valueOn: '2026-11-30',
        amount: 2_135_050,
        currency: 'EUR',
        payer: 'DUPONT MARIE-CLAIRE',
        remittance: 'VIR SEPA RECU SOLDE LOCATION DECEMBRE',
        bankReference: 'VIR-20261129-0113',
      },
      {
        bookedOn: '2026-11-30',
        valueOn: '2026-11-30',
        amount: 125_000,
        currency: 'EUR',
        payer: 'Paul Martin',
        remittance: 'VIR SEPA RECU Cadeau, merci !',
        bankReference: null,
      },
    ]);
    expect(statement.skipped.map((line) => line.line)).toEqual([6, 9]);
  });

  it('reads a US bank’s export: signed amounts, the account’s currency, debits skipped', () => {
    const statement = statementOf(parseBankCsv(fixture('bank-export-us.csv'), US_BANK));
    expect(statement.credits.map((credit) => [credit.bookedOn, credit.amount, credit.currency, credit.payer])).toEqual([
      ['2026-11-30', 1_500_000, 'USD', 'MR ROBERT J WILLIAMS'],
      ['2026-12-01', 250_050, 'USD', 'Laura Chen'],
    ]);
    expect(statement.skipped).toEqual([{ line: 3, reason: 'A debit, not a credit.' }]);
  });

  it('finds the delimiter when the mapping does not say it', () => {
    const { delimiter: _, ...anyDelimiter } = US_BANK;
    expect(statementOf(parseBankCsv(fixture('bank-export-us.csv'), anyDelimiter)).credits).toHaveLength(2);
  });

  it('says when the file does not fit the mapping, and skips unreadable lines', () => {
    expect(parseBankCsv(fixture('bank-export-us.csv'), FRENCH_BANK)).toMatchObject({ ok: false });
    expect(parseBankCsv('a,b', { ...US_BANK, columns: { ...US_BANK.columns, amount: undefined } })).toEqual({
      ok: false,
      error: 'The mapping names no amount column.',
    });
    const broken = 'Posting Date,Amount,Memo,Reference,Originator\n31/31/2026,10.00,x,r1,A\n11/30/2026,ten,x,r2,B\n';
    expect(statementOf(parseBankCsv(broken, US_BANK)).skipped).toEqual([
      { line: 2, reason: 'Unreadable date “31/31/2026”.' },
      { line: 3, reason: 'Unreadable amount “ten”.' },
    ]);
  });

  it('reads each date format', () => {
    expect(parseCsvDate('2026-11-30', 'YYYY-MM-DD')).toBe('2026-11-30');
    expect(parseCsvDate('2026-11-30T10:00:00', 'YYYY-MM-DD')).toBe('2026-11-30');
    expect(parseCsvDate('30/11/2026', 'DD/MM/YYYY')).toBe('2026-11-30');
    expect(parseCsvDate('11/30/2026', 'MM/DD/YYYY')).toBe('2026-11-30');
    expect(parseCsvDate('1.12.2026', 'DD.MM.YYYY')).toBe('2026-12-01');
    expect(parseCsvDate('30/11/2026', 'MM/DD/YYYY')).toBeNull();
  });
});
