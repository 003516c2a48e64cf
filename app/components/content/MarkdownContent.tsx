import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { EDITOR_INTENT } from '#app/domain/admin/editor';

/**
 * The content box and its preview. 'Preview' is a submit (intent=preview) the server answers with the
 * rendered Markdown, so it works without JavaScript; with JavaScript it goes through a fetcher, and once
 * open the preview follows the typing.
 */
export function MarkdownContent({
  intent,
  textarea,
  serverPreview,
}: {
  /** preview: the English content; preview-fr: the French. */
  intent: 'preview' | 'preview-fr';
  textarea: ReactNode;
  serverPreview?: string;
}) {
  const previewId = intent === 'preview' ? 'markdown-preview' : 'markdown-preview-fr';
  // The French panel speaks French (it is marked lang="fr").
  const words =
    intent === 'preview'
      ? { preview: 'Preview', empty: 'Nothing to preview yet.' }
      : { preview: 'Aperçu', empty: 'Rien à prévisualiser pour l’instant.' };
  const fetcher = useFetcher<{ preview?: string }>();
  const [live, setLive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const preview = fetcher.data?.preview ?? serverPreview;

  const requestPreview = (form: HTMLFormElement | null | undefined) => {
    if (!form) return;
    const body = new FormData(form);
    body.set(EDITOR_INTENT, intent);
    void fetcher.submit(body, { method: 'post', preventScrollReset: true });
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      className="flex flex-col gap-4"
      onInput={(event) => {
        if (!live || (event.target as HTMLElement).tagName !== 'TEXTAREA') return;
        clearTimeout(timer.current);
        const form = (event.target as HTMLTextAreaElement).form;
        timer.current = setTimeout(() => requestPreview(form), 500);
      }}
    >
      {textarea}
      <div>
        <Button
          type="submit"
          name={EDITOR_INTENT}
          value={intent}
          variant="secondary"
          size="sm"
          aria-controls={previewId}
          onClick={(event) => {
            event.preventDefault();
            setLive(true);
            requestPreview(event.currentTarget.form);
          }}
        >
          {words.preview}
        </Button>
      </div>
      <section
        id={previewId}
        aria-labelledby={`${previewId}-heading`}
        aria-live="polite"
        aria-busy={fetcher.state !== 'idle' || undefined}
        className={cx('rounded-sm border border-line bg-canvas p-5 sm:p-7', preview === undefined && 'hidden')}
      >
        <h2 id={`${previewId}-heading`} className="eyebrow">
          {words.preview}
        </h2>
        {preview !== undefined ? (
          preview ? (
            <div className="prose-text mt-4" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p className="mt-4 text-sm text-fg-muted">{words.empty}</p>
          )
        ) : null}
      </section>
    </div>
  );
}
