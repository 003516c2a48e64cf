import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { numberInput, selectInput, textInput } from '#app/components/admin/field-props';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { Badge } from '#app/components/ui/Badge';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField } from '#app/components/ui/Field';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import {
  SHARE_LINK_DAYS,
  shareCreateSchema,
  shareLinkState,
  type ShareLeadOption,
  type ShareLink,
} from '#app/domain/listings/private-sharing';
import type { SubmissionResult } from '@conform-to/react';

/** What the editor's action answered to one of these forms. */
export interface ShareFormAnswer {
  intent: 'share-create' | 'share-revoke';
  result?: SubmissionResult<string[]>;
  urls?: { en: string; fr: string };
  recipientName?: string;
  revoked?: boolean;
  error?: string;
}

const STATE_TONES = { live: 'success', expired: 'neutral', revoked: 'danger' } as const;
const STATE_LABELS = { live: 'Live', expired: 'Expired', revoked: 'Revoked' } as const;

/**
 * The property editor's "Private sharing" (issue 31, item 3): a link per recipient lead, shown once when made;
 * the property's links with their state and openings; Revoke, which stops a link at once. Plain posts to the
 * editor's action (intent share-create / share-revoke), so it works without JavaScript.
 */
export function PrivateSharing({
  status,
  links,
  leads,
  answer,
  now,
}: {
  status: string;
  links: readonly ShareLink[];
  leads: readonly ShareLeadOption[];
  answer: ShareFormAnswer | undefined;
  /** The loader's clock (ISO), so server and browser agree on which links have expired. */
  now: string;
}) {
  const headingId = useId();
  const navigation = useNavigation();
  const created = answer?.intent === 'share-create' ? answer : undefined;
  const [form, fields] = useForm({
    id: 'share-create',
    lastResult: navigation.state === 'idle' ? created?.result : undefined,
    defaultValue: { leadId: '', name: '', email: '', days: String(SHARE_LINK_DAYS.default) },
    constraint: getZodConstraint(shareCreateSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shareCreateSchema }),
  });
  const leadOptions = [
    { value: '', label: 'New lead — enter the name and e-mail below' },
    ...leads.map((lead) => ({ value: lead.id, label: `${lead.name} <${lead.email}>` })),
  ];
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-5 p-5 sm:p-7" data-testid="private-sharing">
      <h2 id={headingId} className="font-display text-3xl text-fg">
        Private sharing
      </h2>
      <p className="text-sm text-fg-muted">
        {status === 'private'
          ? 'This property is private: visitors find it nowhere on the site. Make a link for each buyer; it opens the page with “Prepared for” their name, and each opening is noted on their lead.'
          : 'Set the status to “Private — only through share links” to take this property off the site. Links work for a published property too.'}
      </p>

      {created?.urls ? (
        <div role="status" className="rounded-sm border border-success/40 bg-success-soft p-4 text-sm">
          <p className="font-medium text-fg">
            Link made for {created.recipientName}. Copy it now: it is shown only once.
          </p>
          <label className="mt-2 block">
            <span className="label">English</span>
            <input
              readOnly
              className="input mt-1 w-full font-mono text-xs"
              value={created.urls.en}
              data-testid="share-url"
            />
          </label>
          <label className="mt-2 block">
            <span className="label">French</span>
            <input readOnly className="input mt-1 w-full font-mono text-xs" value={created.urls.fr} />
          </label>
        </div>
      ) : null}
      {answer?.intent === 'share-revoke' && answer.revoked ? (
        <p role="status">Link revoked: it no longer opens.</p>
      ) : null}
      {answer?.error ? (
        <p role="alert" className="text-danger">
          {answer.error}
        </p>
      ) : null}

      <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="share-create" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          className="sm:col-span-2"
          label="Recipient (a lead)"
          {...selectInput(fields.leadId, leadOptions)}
        />
        <Field label="New lead’s name" {...textInput(fields.name, { autoComplete: 'off' })} />
        <Field label="New lead’s e-mail" {...textInput(fields.email, { type: 'email', autoComplete: 'off' })} />
        <Field
          label="Valid for (days)"
          hint={`${SHARE_LINK_DAYS.min} to ${SHARE_LINK_DAYS.max}`}
          {...numberInput(fields.days)}
        />
        <div className="flex items-end">
          <Button type="submit" size="sm">
            Make a share link
          </Button>
        </div>
      </Form>

      {links.length ? (
        <AdminTable
          caption="Share links of this property"
          minWidth="44rem"
          head={
            <>
              <Header>Recipient</Header>
              <Header>Made</Header>
              <Header>Expires</Header>
              <Header>State</Header>
              <Header>Openings</Header>
              <Header>
                <span className="sr-only">Actions</span>
              </Header>
            </>
          }
        >
          {links.map((link) => {
            const state = shareLinkState(link, new Date(now));
            return (
              <Row key={link.id}>
                <Cell label="Recipient">
                  <Link className="link" to={`/admin/inquiries/${link.inquiryId}`}>
                    {link.recipientName}
                  </Link>
                </Cell>
                <Cell label="Made">{formatIslandDateTime(link.createdAt)}</Cell>
                <Cell label="Expires">{formatIslandDateTime(link.expiresAt)}</Cell>
                <Cell label="State">
                  <Badge tone={STATE_TONES[state]}>{STATE_LABELS[state]}</Badge>
                </Cell>
                <Cell label="Openings">
                  {link.openings}
                  {link.lastOpenedAt ? ` · last ${formatIslandDateTime(link.lastOpenedAt)}` : ''}
                </Cell>
                <Cell label="Actions">
                  {state === 'live' ? (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="share-revoke" />
                      <input type="hidden" name="linkId" value={link.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        aria-label={`Revoke the link for ${link.recipientName}`}
                      >
                        Revoke
                      </Button>
                    </Form>
                  ) : null}
                </Cell>
              </Row>
            );
          })}
        </AdminTable>
      ) : (
        <p className="text-sm text-fg-muted">No share links yet.</p>
      )}
    </section>
  );
}
