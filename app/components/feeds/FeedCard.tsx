import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { Button } from '#app/components/ui/Button';
import { CheckboxField, Field } from '#app/components/ui/Field';
import { useHydrated } from '#app/components/ui/useHydrated';
import { PORTAL_NAMES, type Portal } from '#app/domain/feeds/portals';
import { feedSaveSchema } from '#app/domain/feeds/settings';
import { feedSettingsTexts as text } from '#app/domain/feeds/texts/settings';

export interface FeedCardData {
  portal: Portal;
  enabled: boolean;
  accountId: string | null;
  address: string;
  renewedAt: string;
}

/**
 * One portal's feed on /admin/settings/feeds: its address to copy (selectable without JavaScript; a button copies
 * it with), the form that turns it on or off with the agency's account there, and the one that renews its key.
 */
export function FeedCard({ feed, lastResult }: { feed: FeedCardData; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `feed-${feed.portal}`,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: {
      intent: 'save',
      portal: feed.portal,
      enabled: feed.enabled ? 'on' : '',
      accountId: feed.accountId ?? '',
    },
    constraint: getZodConstraint(feedSaveSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedSaveSchema }),
  });
  const name = PORTAL_NAMES[feed.portal];
  const headingId = `feed-${feed.portal}-heading`;
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-5 p-6" data-testid={`feed-${feed.portal}`}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="font-display text-2xl text-fg">
          {name}
        </h2>
        <span className="text-sm text-fg-muted" data-testid="feed-state">
          {feed.enabled ? text.on : text.off}
        </span>
      </div>
      <AddressField portal={feed.portal} address={feed.address} />
      <p className="text-sm text-fg-muted">{text.renewedAt(feed.renewedAt)}</p>

      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="portal" value={feed.portal} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <CheckboxField
          label={text.enabledLabel}
          hint={text.enabledHint}
          inputProps={getInputProps(fields.enabled, { type: 'checkbox' })}
          errors={fields.enabled.errors}
        />
        <Field
          label={text.accountIdLabel(feed.portal)}
          hint={text.accountIdHint(feed.portal)}
          inputProps={{
            ...getInputProps(fields.accountId, { type: 'text' }),
            inputMode: 'numeric',
            autoComplete: 'off',
          }}
          errors={fields.accountId.errors}
        />
        <div>
          <Button type="submit">{text.save}</Button>
        </div>
      </Form>

      <Form method="post" className="flex flex-col gap-2 border-t border-line pt-4">
        <input type="hidden" name="intent" value="renew" />
        <input type="hidden" name="portal" value={feed.portal} />
        <p className="text-sm text-fg-muted">{text.renewHint}</p>
        <div>
          <Button type="submit" variant="secondary">
            {text.renew}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The address in a read-only field; with JavaScript, a button puts it on the clipboard. */
function AddressField({ portal, address }: { portal: Portal; address: string }) {
  const hydrated = useHydrated();
  // The address it copied: a renewed key shows "Copy address" again.
  const [copied, setCopied] = useState<string | null>(null);
  const id = `feed-${portal}-address`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="label">
        {text.addressLabel}
      </label>
      <input
        id={id}
        readOnly
        className="input w-full font-mono text-xs"
        value={address}
        data-testid="feed-address"
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={`${id}-hint`} className="field-hint">
        {text.addressHint}
      </p>
      {hydrated ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(address).then(
                () => setCopied(address),
                () => setCopied(null),
              )
            }
          >
            {copied === address ? text.copied : text.copy}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
