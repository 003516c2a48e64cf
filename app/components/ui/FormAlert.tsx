/**
 * A public form's own errors (a refusal that is no field's), one paragraph each, inside a polite live region
 * that is always there, so a message that appears after a post is announced.
 */
export function FormAlert({ id, messages }: { id?: string; messages: readonly string[] | undefined }) {
  return (
    <div aria-live="polite">
      {messages?.length ? (
        <div role="alert" id={id} className="rounded-sm bg-danger-soft p-4 text-danger">
          {messages.map((message) => (
            <p key={message} className="font-medium">
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
