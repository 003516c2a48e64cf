import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/Button';
import { vendorLinkTexts as text } from '#app/domain/tasks/texts/vendor-links';
import type { VendorLinkAnswer, VendorLinkIntent, VendorLinkRow } from '#app/domain/tasks/vendor';

const formatInstant = (value: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/St_Barthelemy' }).format(new Date(value));

/**
 * One vendor's private link, for owners and admins: whether one is live, a button to give a new one (shown once,
 * in the answer, to copy to the vendor) and one to revoke them all. Plain POST forms (intents
 * `issue-vendor-link`, `revoke-vendor-links`), no JavaScript needed.
 */
export function VendorLinkControl({ vendor, answer }: { vendor: VendorLinkRow; answer: VendorLinkAnswer | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('vendorId') === vendor.id;
  const mine = answer?.vendorId === vendor.id ? answer : null;
  return (
    <li id={`vendor-${vendor.id}`} className="flex flex-col gap-2 rounded-sm border border-line-strong/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium break-words">
          {vendor.name} <span className="text-sm text-fg-muted">({text.language[vendor.language]})</span>
        </h3>
        <p className="text-sm text-fg-muted">
          {vendor.link.live > 0 && vendor.link.expiresAt
            ? text.live(formatInstant(vendor.link.expiresAt))
            : text.noLink}
        </p>
      </div>
      {mine?.url ? (
        <div role="status" className="flex flex-col gap-1 text-sm">
          <label htmlFor={`vendor-link-${vendor.id}`}>{text.issued}</label>
          <input
            id={`vendor-link-${vendor.id}`}
            readOnly
            value={mine.url}
            aria-label={text.linkLabel(vendor.name)}
            className="w-full rounded-sm border border-line-strong bg-surface px-2 py-2 font-mono text-xs"
          />
        </div>
      ) : null}
      {mine?.revoked !== undefined ? (
        <p role="status" className="text-sm">
          {text.revoked(mine.revoked)}
        </p>
      ) : null}
      {mine?.error ? (
        <p role="alert" className="text-sm text-danger">
          {mine.error === 'not-found' ? text.notFound : text.failed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <LinkForm vendorId={vendor.id} intent="issue-vendor-link" busy={busy} label={text.issue} />
        {vendor.link.live > 0 ? (
          <LinkForm vendorId={vendor.id} intent="revoke-vendor-links" busy={busy} label={text.revoke} />
        ) : null}
      </div>
    </li>
  );
}

/** One button in a plain POST form: give a new link, or revoke them all. */
function LinkForm({
  vendorId,
  intent,
  busy,
  label,
}: {
  vendorId: string;
  intent: VendorLinkIntent;
  busy: boolean;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="vendorId" value={vendorId} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="sm"
        variant={intent === 'issue-vendor-link' ? 'secondary' : 'ghost'}
        disabled={busy}
        className="min-h-11"
      >
        {label}
      </Button>
    </Form>
  );
}

/** The vendors' links, folded away on the tasks page (until the vendors' own setup screen takes them). */
export function VendorLinks({
  vendors,
  answer,
}: {
  vendors: readonly VendorLinkRow[];
  answer: VendorLinkAnswer | null;
}) {
  return (
    <details open={answer !== null} className="rounded-sm border border-line p-4">
      <summary className="cursor-pointer font-display text-xl">{text.title}</summary>
      <p className="mt-2 max-w-3xl text-sm text-fg-muted">{text.lead}</p>
      {vendors.length === 0 ? (
        <p className="mt-4 text-fg-muted">{text.none}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {vendors.map((vendor) => (
            <VendorLinkControl key={vendor.id} vendor={vendor} answer={answer} />
          ))}
        </ul>
      )}
    </details>
  );
}
