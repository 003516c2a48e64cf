import { createHash, randomUUID } from 'node:crypto';
import { data, type RouterContextProvider } from 'react-router';
import type { LeadSource } from '#app/domain/leads/sources';
import { localeFromPath, type Locale } from '#app/domain/i18n/locale';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { leadSchema } from '#app/domain/leads/lead-form';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { clientAddress } from '#app/server/auth/auth.server';
import { leadLimiter, type SubmissionVerdict } from '#app/server/auth/rate-limit.server';
import { getServices } from '#app/server/context.server';
import { getEnv } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { parseSubmission } from '#app/server/forms.server';
import { leadIntakeQueries } from './intake.server';

export interface LeadTarget {
  source: LeadSource;
  propertyId?: string;
  rentalId?: string;
}

/** A fresh submission token for a rendered form. */
export const newSubmissionId = () => randomUUID();

/**
 * The stored inquiry's id, derived from the form's token and its content: posting one form twice stores
 * one inquiry, while two visitors who got the same token from a cached page still store two.
 */
export function leadId(token: string, parts: readonly (string | undefined)[]): string {
  const hex = createHash('sha256')
    .update([token, ...parts.map((p) => p ?? '')].join('\u0000'))
    .digest('hex');
  // Shaped as an RFC 9562 version-8 (custom) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const ALLOWED: SubmissionVerdict = { allowed: true };

/**
 * The public forms' limit (INQUIRY_RATE_LIMIT) for this request's address: `check` every post first, `accept`
 * just before storing, `release` when nothing was stored after all (app/server/auth/rate-limit.server.ts).
 */
export function submissionLimit(request: Request) {
  const limiter = leadLimiter(getEnv().INQUIRY_RATE_LIMIT);
  const address = clientAddress(request);
  return {
    check: async () => (limiter ? limiter.check(address) : ALLOWED),
    accept: async () => (limiter ? limiter.accept(address) : ALLOWED),
    release: async () => limiter?.release(address),
  };
}

/**
 * The action behind every inquiry form: validates with the form's schema, stores the inquiry as the
 * visitor, and only then answers with success. Invalid input stores nothing and returns the field
 * messages; a filled honeypot is answered like a success and stores nothing. Only what is answered as sent
 * counts against the address's limit of accepted submissions; every post counts as an attempt. Every message is in
 * the language of the page the form was posted to (its URL's).
 */
export async function submitLead(
  request: Request,
  context: Readonly<RouterContextProvider>,
  /** The listing the inquiry is about, looked up inside the action's failure handling; null is a 404. */
  findTarget: LeadTarget | (() => Promise<LeadTarget | null>),
  /** The visitor's language, stored with the inquiry (their acknowledgement is in it): the page's by default. */
  locale: Locale = localeFromPath(new URL(request.url).pathname),
) {
  const t = leadFormTexts[locale];
  const formData = await request.formData();
  const submission = parseSubmission(formData, leadSchema(locale));
  const limit = submissionLimit(request);
  const limited = (verdict: Extract<SubmissionVerdict, { allowed: false }>) =>
    data(
      { result: submission.reply({ formErrors: [t.rateLimited] }), sent: false, submissionId: newSubmissionId() },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    );
  const checked = await limit.check();
  if (!checked.allowed) return limited(checked);
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), sent: false, submissionId: newSubmissionId() }, { status: 400 });
  }
  const fields = submission.value;
  let target: LeadTarget | null;
  try {
    target = typeof findTarget === 'function' ? await findTarget() : findTarget;
  } catch (error) {
    log.error('inquiry target not loaded', { error });
    return data(
      { result: submission.reply({ formErrors: [t.failure] }), sent: false, submissionId: fields.submissionId },
      { status: 503 },
    );
  }
  if (!target) throw data(null, { status: 404 });
  const success = () => ({
    result: submission.reply({ resetForm: true }),
    sent: true,
    submissionId: newSubmissionId(),
  });
  // Accepted: what is answered as sent — a bot's post (the honeypot) too, so bots are held to the same limit.
  const accepted = await limit.accept();
  if (!accepted.allowed) return limited(accepted);
  if (fields[HONEYPOT_FIELD]) {
    log.info('inquiry honeypot filled; not stored', { source: target.source });
    return success();
  }
  try {
    const { duplicate } = await getServices(context)
      .capabilities.use(leadIntakeQueries)
      .createLead({
        id: leadId(fields.submissionId, [
          target.source,
          target.propertyId ?? target.rentalId,
          fields.name,
          fields.email,
          fields.phone,
          fields.message,
        ]),
        name: fields.name,
        email: fields.email,
        phone: fields.phone ?? null,
        message: fields.message,
        source: target.source,
        propertyId: target.propertyId ?? null,
        rentalId: target.rentalId ?? null,
        locale,
      });
    if (duplicate) {
      // The same form posted again: counted once.
      log.info('inquiry posted twice; stored once', { source: target.source });
      await limit.release();
    }
    return success();
  } catch (error) {
    await limit.release();
    log.error('inquiry not stored', { source: target.source, error });
    const failure = target.source === 'contact' ? t.contactFailure : t.failure;
    return data(
      { result: submission.reply({ formErrors: [failure] }), sent: false, submissionId: fields.submissionId },
      { status: 503 },
    );
  }
}

export type LeadActionData = Awaited<ReturnType<typeof submitLead>>;
