import { Link } from 'react-router';
import { AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { currencySettingsTexts } from '#app/domain/currency/form';
import { feedSettingsTexts } from '#app/domain/feeds/texts/settings';
import { whatsappSettingsTexts } from '#app/domain/listings/whatsapp';
import { personDataTexts, retentionTexts } from '#app/domain/privacy/texts/staff';
import { bankAccountTexts } from '#app/domain/payments/bank-accounts';
import { legalEntitiesTexts } from '#app/domain/payments/texts/legal-entities';
import { legalPagesSettingsTexts } from '#app/domain/privacy/legal-pages';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';
import { useCan } from '#app/components/admin/useCan';
import { getStaffSession } from '#app/server/admin-context.server';
import type { Route } from './+types/settings';

/**
 * /admin/settings: one entry in the back office's menu for the agency's settings, so the menu fits a laptop's
 * width; each page is a card with what it holds. Owners and admins only, as each settings page is.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  getStaffSession(request, context, 'settings.view');
  return null;
}

const text = staffTexts.settings;

export default function Settings() {
  const legalEntities = legalEntitiesTexts.en;
  const owner = useCan('settings.manage');
  const pages = [
    { to: '/admin/settings/currency', title: currencySettingsTexts.title, lead: currencySettingsTexts.lead },
    { to: '/admin/settings/contact', title: whatsappSettingsTexts.title, lead: whatsappSettingsTexts.cardLead },
    // Owners and admins, as this page: the portal feeds' addresses ('feeds').
    { to: '/admin/settings/feeds', title: feedSettingsTexts.title, lead: feedSettingsTexts.cardLead },
    { to: '/admin/settings/bank-accounts', title: bankAccountTexts.title, lead: bankAccountTexts.lead },
    { to: '/admin/settings/legal-entities', title: legalEntities.title, lead: legalEntities.lead },
    // Owners only: the privacy notice and the legal notice (issue 32, item 2).
    ...(owner
      ? [
          {
            to: '/admin/settings/legal-pages',
            title: legalPagesSettingsTexts.title,
            lead: legalPagesSettingsTexts.cardLead,
          },
        ]
      : []),
    // Owners and admins, as this page: the turnovers' templates and vendors ('tasks.setup').
    { to: '/admin/tasks/setup', title: taskSetupTexts.title, lead: taskSetupTexts.settingsLead },
    // A person's data (issue 32): owners and admins, as this page ('privacy.export'); the retention periods.
    { to: '/admin/privacy', title: personDataTexts.title, lead: personDataTexts.cardLead },
    { to: '/admin/settings/retention', title: retentionTexts.title, lead: retentionTexts.cardLead },
  ];
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} />
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      <ul aria-label={text.pagesLabel} className="grid gap-4 md:grid-cols-3">
        {pages.map((page) => (
          <li key={page.to} className="card flex flex-col gap-2 p-6">
            <h2 className="font-display text-2xl text-fg">
              <Link to={page.to} className="link">
                {page.title}
              </Link>
            </h2>
            <p className="text-sm text-fg-muted">{page.lead}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
