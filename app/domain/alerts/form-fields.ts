/**
 * The "Alert me" form's names, without zod (the list pages ship none: their forms are plain HTML, validated on the
 * server with alert-form.ts).
 */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The message keys the server answers with (the schema's, and the form's own), keys of texts/alert-form.ts. */
export type AlertFormMessage = 'invalidEmail' | 'tooMany' | 'failed';
