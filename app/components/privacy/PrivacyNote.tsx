import { Link } from 'react-router';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { LEGAL_PAGE_PATHS } from '#app/domain/privacy/pages';
import { privacyLinksTexts } from '#app/domain/privacy/texts/privacy-links';

/**
 * The line near the submit button of every form that asks for personal details (issue 32, item 2): what the
 * details are for (an answer, or a saved search's alerts), and the privacy notice in the page's language.
 */
export function PrivacyNote({ className = '', alerts = false }: { className?: string; alerts?: boolean }) {
  const t = useTexts(privacyLinksTexts);
  const localized = useLocalizedPath();
  return (
    <p className={`text-sm text-fg-muted ${className}`} data-testid="privacy-note">
      {alerts ? t.formNoteAlertsBefore : t.formNoteBefore}
      <Link to={localized(LEGAL_PAGE_PATHS.privacy)} className="link">
        {t.formNoteLink}
      </Link>
      {t.formNoteAfter}
    </p>
  );
}
