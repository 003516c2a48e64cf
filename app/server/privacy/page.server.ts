import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  personDataSections,
  personDataTotal,
  personErasureSchema,
  personLookupSchema,
  type PersonDataExport,
} from '#app/domain/privacy/person-data';
import { personDataTexts as t } from '#app/domain/privacy/texts/staff';
import { can } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { getEnv } from '#app/server/env.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { mailArchiveFromEnv, type MailArchive } from '#app/server/mail/archive.server';
import { privacyQueries } from './queries.server';

/**
 * /admin/privacy (issue 32, items 3–4; docs/decisions/042-person-data.md): owners and admins look a person up by
 * e-mail address and see what is kept, per kind, with the rows, and download it as JSON; owners erase it in two
 * steps (`?step=erase` names what will go; the address typed again confirms). The database functions check the
 * caller's role again. The address is never logged: only counts.
 */

export type PersonDataPage =
  | { kind: 'form'; email: string; erased: number | null; canErase: boolean }
  | {
      kind: 'found';
      email: string;
      total: number;
      sections: ReturnType<typeof personDataSections>;
      confirmErase: boolean;
      canErase: boolean;
    };

/** The export of `?email=`, read once for the page or the download; null without a valid address. */
export async function lookUpPerson(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ email: string; data: PersonDataExport } | null> {
  const session = getStaffSession(request, context, 'privacy.export');
  const url = new URL(request.url);
  const parsed = personLookupSchema.safeParse({ email: url.searchParams.get('email') ?? '' });
  if (!parsed.success) return null;
  try {
    const exported = await session.capabilities.use(privacyQueries).exportPerson(parsed.data.email);
    log.info('person data looked up', { by: session.user.id, records: personDataTotal(exported) });
    return { email: parsed.data.email, data: exported };
  } catch (error) {
    log.error('person data look-up failed', { error });
    throw data(t.failed, { status: backendFailureStatus(error) });
  }
}

export async function loadPersonDataPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PersonDataPage> {
  const session = getStaffSession(request, context, 'privacy.export');
  const url = new URL(request.url);
  const canErase = can(session.user.role, 'privacy.erase');
  const found = await lookUpPerson(request, context);
  if (!found) {
    const erased = Number(url.searchParams.get('erased'));
    return {
      kind: 'form',
      email: url.searchParams.get('email') ?? '',
      erased: url.searchParams.has('erased') && Number.isInteger(erased) ? erased : null,
      canErase,
    };
  }
  return {
    kind: 'found',
    email: found.email,
    total: personDataTotal(found.data),
    sections: personDataSections(found.data),
    confirmErase: canErase && url.searchParams.get('step') === 'erase',
    canErase,
  };
}

/** intent=erase with `email` and `confirmation`: the erasure, then the page with its count. */
export async function personDataAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  archive: MailArchive = mailArchiveFromEnv(getEnv()),
) {
  const session = await requireStaff(request, context, 'privacy.erase');
  const submission = parseSubmission(await request.formData(), personErasureSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { email } = submission.value;
  try {
    const counts = await session.capabilities.use(privacyQueries).erasePerson(email);
    const messages = await archive.eraseAddress(email);
    const total = Object.entries(counts)
      .filter(([kind]) => kind !== 'history')
      .reduce((sum, [, n]) => sum + n, 0);
    log.info('person erased', { by: session.user.id, ...counts, mailFiles: messages });
    return redirect(`/admin/privacy?erased=${total}`);
  } catch (error) {
    log.error('person erasure failed', { error });
    return data({ result: submission.reply({ formErrors: [t.eraseFailed] }) }, { status: backendFailureStatus(error) });
  }
}
