import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { z } from '#app/domain/zod';
import type { Permission } from '#app/domain/staff/roles';
import { requireStaff } from '#app/server/admin-context.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';

/**
 * The action of a one-row settings page (the exchange rate, the agency's contact): checks the staff member may
 * change it, validates the form with the page's schema (400 with the messages next to the fields, the input
 * kept), saves — a save that changed no row is a refusal of row level security — and goes back to the page
 * with `?done=saved`; a failure is answered with the page's message and the backend's status.
 */
export async function saveSettings<Schema extends z.ZodType>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  options: {
    permission: Permission;
    schema: Schema;
    save: (capabilities: Capabilities, value: z.output<Schema>) => Promise<boolean>;
    /** What is saved, in the log line ('exchange rate'). */
    what: string;
    failed: string;
    page: string;
  },
): Promise<Response | ReturnType<typeof data<{ result: SubmissionResult<string[]> }>>> {
  const { capabilities } = await requireStaff(request, context, options.permission);
  const submission = parseSubmission(await request.formData(), options.schema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    if (!(await options.save(capabilities, submission.value))) throw new Error(`The ${options.what} row is missing`);
  } catch (error) {
    log.error(`${options.what} save failed`, { error });
    return data(
      { result: submission.reply({ formErrors: [options.failed] }) },
      { status: backendFailureStatus(error) },
    );
  }
  return redirect(`${options.page}?done=saved`);
}
