/** The form's own errors (a failed save), announced. */
export function FormErrors({ id, errors }: { id?: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-sm border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      {errors.join(' ')}
    </div>
  );
}
