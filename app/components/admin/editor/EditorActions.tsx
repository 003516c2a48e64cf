import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Button, LinkButton } from '#app/components/ui/Button';

/** True while this page's form is being saved (submitting, or loading the list it redirects to). */
export function useSaving() {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state !== 'idle' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formAction?.split('?')[0] === location.pathname
  );
}

/** Cancel (back to the list) and the submit, which reads 'Saving...' while this page saves. */
export function EditorActions({
  cancelTo,
  saveLabel,
  form,
  children,
}: {
  cancelTo: string;
  saveLabel: string;
  /** The form's id, when this row sits outside it (next to another form, such as Delete). */
  form?: string;
  children?: ReactNode;
}) {
  const saving = useSaving();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-end">
      {children ? <div className="sm:mr-auto">{children}</div> : null}
      <LinkButton to={cancelTo} variant="secondary">
        Cancel
      </LinkButton>
      <Button type="submit" form={form} pending={saving} pendingLabel="Saving...">
        {saveLabel}
      </Button>
    </div>
  );
}

/**
 * Enter in any field saves: the first submit button of a form is its default button, so this hidden
 * one goes first, ahead of the list buttons (Add, Move up, Remove).
 */
export function DefaultSubmit() {
  return <button type="submit" hidden tabIndex={-1} aria-hidden="true" />;
}

/** A settings page's save button (reads 'Saving...' while this page saves); hidden from those who only see it. */
export function SettingsSave({ label, canChange }: { label: string; canChange: boolean }) {
  const saving = useSaving();
  return (
    <div className="flex justify-end border-t border-line pt-6" hidden={!canChange}>
      <Button type="submit" pending={saving} pendingLabel="Saving...">
        {label}
      </Button>
    </div>
  );
}
