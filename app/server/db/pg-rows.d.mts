/** Types of pg-rows.mjs. */
export declare const NUMERIC_OID: 1700;
export declare const INT8_OID: 20;
export declare const DATE_OID: 1082;
export declare function normaliseRow<Row>(row: Record<string, unknown>): Row;
