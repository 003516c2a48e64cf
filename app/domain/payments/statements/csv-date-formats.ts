/**
 * How a bank's CSV export writes its dates, as the import form offers them. Apart from the parser
 * (bank-csv.ts, which needs csv-parse and Node's Buffer) so the browser's bundle of the form never carries it.
 */
export const CSV_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];
