import { Outlet } from 'react-router';
// The French texts, registered as this module loads. Only the French pages sit under this layout, so only
// they load it — before hydrating, with their route modules — and an English page ships no French
// (docs/decisions/009-i18n.md).
import '#app/domain/i18n/messages/fr';

/** The French site's layout: nothing of its own but the French texts. */
export default function French() {
  return <Outlet />;
}
