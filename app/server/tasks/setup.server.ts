import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from 'react-router';
import type { TaskTemplateRow, VendorRow } from '#app/domain/tasks/rows';
import { templateSchema, vendorSchema } from '#app/domain/tasks/schemas';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';
import { z } from '#app/domain/zod';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus, UNKNOWN_ACTION } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { taskQueries } from './tasks.server';

/**
 * /admin/tasks/setup (issue 30, items 1 and 3; owners and admins): a villa's task templates and the vendors, read
 * and changed through taskQueries, row level security deciding again (owners and admins write them).
 */

export const TASK_SETUP_PATH = '/admin/tasks/setup';

export interface TaskSetup {
  villas: { value: string; label: string }[];
  /** The villa shown (`?villa=`, else the first by title); null when there is none. */
  villa: { value: string; label: string } | null;
  templates: TaskTemplateRow[];
  vendors: VendorRow[];
  failed: boolean;
}

export async function loadTaskSetup(capabilities: Capabilities, url: URL): Promise<TaskSetup> {
  try {
    const tasks = capabilities.use(taskQueries);
    const [villas, vendors] = await Promise.all([tasks.villaChoices(), tasks.listVendors()]);
    const asked = url.searchParams.get('villa');
    const villa = villas.find((choice) => choice.value === asked) ?? villas[0] ?? null;
    const templates = villa ? await tasks.listTemplates(villa.value) : [];
    return { villas, villa, templates, vendors, failed: false };
  } catch (error) {
    log.error('task set-up failed to load', { error });
    return { villas: [], villa: null, templates: [], vendors: [], failed: true };
  }
}

/** What a refused post answers: which form (intent and the row's id, null for a new one) and its messages. */
export interface SetupAnswer {
  intent: 'template' | 'vendor';
  id: string | null;
  result: SubmissionResult<string[]>;
}

const uuid = z.string().uuid();
const idOf = (value: FormDataEntryValue | null) => (uuid.safeParse(value).success ? String(value) : null);

/**
 * The page's forms, each a plain POST told apart by `intent`:
 *   template   rentalId, templateId ('' for a new one), kind, anchor, offsetDays, minNights, windowStart,
 *              windowEnd, active, note
 *   vendor     vendorId ('' for a new one), name, email, phone, language, trade, active, note
 * A refused form comes back (400) with what was typed and the messages next to the fields; a row gone meanwhile
 * 404; no right 403 (row level security, for a caller the route let through); on success back to the row.
 */
export async function actOnTaskSetup(capabilities: Capabilities, request: Request, userId: string) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent !== 'template' && intent !== 'vendor') {
    return data({ intent: 'vendor', id: null, result: { formErrors: [UNKNOWN_ACTION] } } as SetupAnswer, {
      status: 400,
    });
  }
  const tasks = capabilities.use(taskQueries);
  const id = idOf(formData.get(intent === 'template' ? 'templateId' : 'vendorId'));
  const rentalId = idOf(formData.get('rentalId'));
  const answer = (result: SubmissionResult<string[]>, status: number) =>
    data<SetupAnswer>({ intent, id, result }, { status });
  const submission =
    intent === 'template' ? parseSubmission(formData, templateSchema) : parseSubmission(formData, vendorSchema);
  if (submission.status !== 'success') return answer(submission.reply(), 400);
  if (intent === 'template' && !id && !rentalId) return answer(submission.reply({ formErrors: [UNKNOWN_ACTION] }), 400);

  try {
    let savedId: string | null;
    if (intent === 'template') {
      const value = submission.value as z.output<typeof templateSchema>;
      savedId = id
        ? (await tasks.updateTemplate(id, value))
          ? id
          : null
        : (await tasks.addTemplate(rentalId!, value)).id;
    } else {
      const value = submission.value as z.output<typeof vendorSchema>;
      savedId = id ? ((await tasks.updateVendor(id, value)) ? id : null) : (await tasks.createVendor(value)).id;
    }
    if (!savedId) return answer(submission.reply({ formErrors: [taskSetupTexts.gone] }), 404);
    log.info(`task set-up: ${intent} saved`, { userId, id: savedId });
    const villa = rentalId ? `?villa=${rentalId}` : '';
    return redirect(`${TASK_SETUP_PATH}${villa}#${intent}-${savedId}`);
  } catch (error) {
    const code = error instanceof BackendError ? error.code : null;
    // One template of a kind on one day of the stay (task_templates_one_per_day).
    if (code === 'unique') return answer(submission.reply({ fieldErrors: { kind: [taskSetupTexts.duplicate] } }), 400);
    // A check the form does not make (none expected): refused, with what was typed.
    if (code === 'constraint') return answer(submission.reply({ formErrors: [taskSetupTexts.failed] }), 400);
    if (code !== 'permission') log.error(`task set-up: ${intent} failed`, { userId, id, error });
    return answer(submission.reply({ formErrors: [taskSetupTexts.failed] }), backendFailureStatus(error));
  }
}
