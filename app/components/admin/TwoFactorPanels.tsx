import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { Button, LinkButton } from '#app/components/ui/Button';
import { Field } from '#app/components/ui/Field';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { enrolmentConfirmSchema, groupSecret } from '#app/domain/staff/two-factor';

const T = staffTexts.twoFactor;

/**
 * The two-factor page's panels (/admin/account/two-factor): start, scan and confirm, the recovery codes shown
 * once, and managing an authenticator one has. Every form is a plain POST told apart by `intent`.
 */

const usePosting = (intent: string) => {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
};

/** Before a secret exists: why, and the button that makes one. */
export function EnrolmentStart({ required, errors }: { required: boolean; errors?: readonly string[] }) {
  const starting = usePosting('start');
  return (
    <section aria-labelledby="start-heading" className="card flex max-w-2xl flex-col gap-5 p-6">
      <h2 id="start-heading" className="font-display text-2xl text-fg">
        {T.title}
      </h2>
      <p className="text-fg-muted">{required ? T.requiredLead : T.optionalLead}</p>
      <FormErrors errors={errors} />
      <Form method="post">
        <input type="hidden" name="intent" value="start" />
        <Button type="submit" pending={starting} pendingLabel={T.starting}>
          {T.start}
        </Button>
      </Form>
    </section>
  );
}

export interface EnrolmentView {
  factorId: string;
  uri: string;
  secret: string;
  qrSvg: string;
}

/** The QR code and its key, and the first code from the app. */
export function EnrolmentScan({
  enrolment,
  lastResult,
}: {
  enrolment: EnrolmentView;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const confirming = usePosting('confirm');
  const [form, fields] = useForm({
    id: 'confirm-authenticator',
    lastResult: confirming ? undefined : lastResult,
    constraint: getZodConstraint(enrolmentConfirmSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enrolmentConfirmSchema }),
  });
  return (
    <section aria-labelledby="scan-heading" className="card flex max-w-2xl flex-col gap-6 p-6">
      <div className="flex flex-col gap-2">
        <h2 id="scan-heading" className="font-display text-2xl text-fg">
          <span className="text-fg-muted">1.</span> {T.scanTitle}
        </h2>
        <p className="text-fg-muted">{T.scanLead}</p>
      </div>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {/* Drawn on the server from the otpauth:// URI (qrcode): modules only, no text of ours inside. */}
        <div
          role="img"
          aria-label={T.qrLabel}
          className="size-48 shrink-0 self-center rounded-sm bg-white p-1 [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm text-fg-muted">{T.manualLead}</p>
          <code data-testid="totp-secret" className="font-mono text-base break-all text-fg">
            {groupSecret(enrolment.secret)}
          </code>
        </div>
      </div>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <h3 className="font-display text-xl text-fg">
          <span className="text-fg-muted">2.</span> {T.confirmTitle}
        </h3>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="factorId" value={enrolment.factorId} />
        <input type="hidden" name="uri" value={enrolment.uri} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={T.codeLabel}
          hint={T.codeHint}
          className="sm:max-w-xs"
          inputProps={{
            ...getInputProps(fields.code, { type: 'text' }),
            autoComplete: 'one-time-code',
            inputMode: 'numeric',
            pattern: '[0-9 ]*',
            maxLength: 7,
            className: 'text-lg tracking-[0.2em]',
          }}
          errors={fields.code.errors}
        />
        <div>
          <Button type="submit" pending={confirming} pendingLabel={T.confirming}>
            {T.confirm}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The ten recovery codes, shown this once. */
export function RecoveryCodesPanel({ codes, continueTo }: { codes: readonly string[]; continueTo: string }) {
  return (
    <section aria-labelledby="codes-heading" className="card flex max-w-2xl flex-col gap-5 p-6">
      <h2 id="codes-heading" className="font-display text-2xl text-fg">
        {T.codesTitle}
      </h2>
      <p className="text-fg-muted">{T.codesLead}</p>
      <ol
        aria-label={T.codesTitle}
        className="grid grid-cols-1 gap-x-8 gap-y-2 rounded-sm bg-surface-muted p-4 font-mono text-base text-fg min-[420px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div>
        <LinkButton to={continueTo}>{T.codesSaved}</LinkButton>
      </div>
    </section>
  );
}

/** An authenticator one has: new recovery codes, or removing it (each asks for a fresh code first). */
export function ManageTwoFactor({ required, codesLeft }: { required: boolean; codesLeft: number | null }) {
  const regenerating = usePosting('regenerate');
  const removing = usePosting('remove');
  return (
    <section aria-labelledby="manage-heading" className="card flex max-w-2xl flex-col gap-5 p-6">
      <h2 id="manage-heading" className="font-display text-2xl text-fg">
        {T.title}
      </h2>
      <p className="text-fg">
        {T.accountOn}
        {codesLeft !== null ? <span className="block text-sm text-fg-muted">{T.codesLeft(codesLeft)}</span> : null}
      </p>
      <p className="text-sm text-fg-muted">{T.stepUpNote}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap">
        <Form method="post" className="flex flex-col gap-2 sm:max-w-xs">
          <input type="hidden" name="intent" value="regenerate" />
          <Button type="submit" variant="secondary" pending={regenerating} pendingLabel={T.verifying}>
            {T.regenerate}
          </Button>
          <span className="text-sm text-fg-muted">{T.regenerateLead}</span>
        </Form>
        <Form method="post" className="flex flex-col gap-2 sm:max-w-xs">
          <input type="hidden" name="intent" value="remove" />
          <Button type="submit" variant="secondary" pending={removing} pendingLabel={T.verifying}>
            {T.remove}
          </Button>
          <span className="text-sm text-fg-muted">{required ? T.removeLeadRequired : T.removeLeadOptional}</span>
        </Form>
      </div>
    </section>
  );
}
