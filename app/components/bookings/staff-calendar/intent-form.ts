import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import type { z } from '#app/domain/zod';

type ActionData = { intent: string | null; result?: SubmissionResult<string[]> } | undefined;

/**
 * The staff calendar has several forms on one page, told apart by the `intent` they post. Each takes the
 * server's answer only when it is its own (`intent` matches) and the navigation has settled; it validates
 * with the action's own schema, a field on blur, then again as it is corrected. After its own post
 * succeeded (the action redirected: no answer of its own) it empties itself, ready for the next one.
 */
export function useIntentForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  intent,
  schema,
  actionData,
  defaultValue,
}: {
  id: string;
  intent: string;
  schema: Schema;
  actionData: ActionData;
  defaultValue?: Record<string, unknown>;
}) {
  const navigation = useNavigation();
  const lastResult = navigation.state === 'idle' && actionData?.intent === intent ? actionData.result : undefined;
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    // Conform types the default of a coerced field as its text; it serialises numbers and booleans itself.
    defaultValue: defaultValue as DefaultValue<z.input<Schema>>,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  const posted = useRef(false);
  const { reset } = form;
  useEffect(() => {
    if (navigation.state === 'submitting' && navigation.formData?.get('intent') === intent) posted.current = true;
    if (navigation.state !== 'idle' || !posted.current) return;
    posted.current = false;
    if (actionData?.intent !== intent) reset();
  }, [navigation.state, navigation.formData, actionData, intent, reset]);

  return [form, fields] as const;
}

/** True while this page posts `intent` (submitting, or loading the page it redirects to). */
export function usePendingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}
