import { useForm, type DefaultValue } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useFetcher } from 'react-router';
import type { LeadFormAnswer, LeadIntent } from '#app/domain/leads/forms';
import type { z } from '#app/domain/zod';

/**
 * One form of a lead's pipeline panel: a fetcher (with JavaScript the post goes without a page load, the
 * action's redirect revalidates the page in place) and its Conform form, checked with the action's schema.
 * The server's answer comes from the fetcher, or — without JavaScript — from the page's action data when
 * it is this form's.
 */
export function useLeadForm<Schema extends z.ZodType>({
  intent,
  leadId,
  schema,
  defaultValue,
  pageAnswer,
}: {
  intent: LeadIntent;
  leadId: string;
  schema: Schema;
  defaultValue: Record<string, unknown>;
  pageAnswer: LeadFormAnswer['leadForm'] | undefined;
}) {
  const fetcher = useFetcher<LeadFormAnswer>({ key: `lead-${intent}-${leadId}` });
  const answer = fetcher.data?.leadForm ?? (pageAnswer?.intent === intent ? pageAnswer : undefined);
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id: `lead-${intent}-${leadId}`,
    lastResult: fetcher.state === 'idle' ? answer?.result : undefined,
    defaultValue: defaultValue as DefaultValue<z.input<Schema> & Record<string, unknown>>,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { fetcher, form, fields, pending: fetcher.state !== 'idle' };
}
