import { LinkButton } from '#app/components/ui/Button';
import { useLocalizedPath } from '#app/components/i18n/locale';

/**
 * A listing or post that does not exist or is not public: the spec's title, text and a way back (an English
 * path, followed in the page's language).
 */
export function NotFoundPanel({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  const localized = useLocalizedPath();
  return (
    <section className="container-page flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="display-title">{title}</h1>
      <p className="max-w-lg text-fg-muted">{text}</p>
      <LinkButton to={localized(backTo)} variant="secondary" className="mt-4">
        {backLabel}
      </LinkButton>
    </section>
  );
}
