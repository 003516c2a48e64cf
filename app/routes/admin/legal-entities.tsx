import { data, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { adminMeta } from '#app/components/admin/meta';
import { useTexts } from '#app/components/i18n/locale';
import { LegalEntityForm, LegalEntitySwitch } from '#app/components/payments/LegalEntityForm';
import { Badge } from '#app/components/ui/Badge';
import { localeFromPath } from '#app/domain/i18n/locale';
import { islandLabel, legalEntityFormValues } from '#app/domain/payments/legal-entities';
import { legalEntitiesTexts } from '#app/domain/payments/texts/legal-entities';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { legalEntitiesPage, legalEntityAction, type LegalEntityDone } from '#app/server/payments/legal-entities.server';
import type { Route } from './+types/legal-entities';

const PATH = '/admin/settings/legal-entities';
const DONE: readonly LegalEntityDone[] = ['created', 'saved', 'activated', 'deactivated'];
const textsOf = (request: Request) => legalEntitiesTexts[localeFromPath(new URL(request.url).pathname)];

/** The agency's legal entities with their next invoice numbers: owners and admins (agents are refused). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'settings.view');
  const done = new URL(request.url).searchParams.get('done');
  return {
    entities: await legalEntitiesPage(capabilities),
    done: DONE.find((value) => value === done) ?? null,
  };
}

/**
 * An entity's form (added, or changed with its id) or its Activate/Deactivate button, for owners and admins
 * (403 otherwise; row level security says the same). Done: back here with `?done=…`; refused: the form's answer
 * with what was typed and the message next to its field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'legal-entities.manage');
  const outcome = await legalEntityAction(capabilities, await request.formData(), textsOf(request), user.id);
  if ('done' in outcome) return redirect(`${PATH}?done=${outcome.done}`);
  return data({ entity: outcome.entity, result: outcome.result }, { status: outcome.status });
}

export default function LegalEntities({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(legalEntitiesTexts);
  const { entities, done } = loaderData;
  const answerFor = (entity: string) => (actionData?.entity === entity ? actionData.result : undefined);
  // An answer for an entity no longer listed (or for none) is said at the top.
  const lost =
    actionData && actionData.entity !== 'new' && !entities.some((entity) => entity.id === actionData.entity)
      ? (actionData.result.error?.[''] ?? [t.notFound])
      : null;
  const adding = entities.length === 0 || actionData?.entity === 'new';

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={t.title} />
      <p className="max-w-3xl text-fg-muted">{t.lead}</p>
      {done && !actionData ? <AdminAlert tone="success">{t[done]}</AdminAlert> : null}
      {lost ? <AdminAlert>{lost.join(' ')}</AdminAlert> : null}

      <section aria-labelledby="legal-entities-list" className="flex max-w-4xl flex-col gap-4">
        <h2 id="legal-entities-list" className="font-display text-3xl text-fg">
          {t.listHeading}
        </h2>
        {entities.length === 0 ? (
          <p className="text-fg-muted">{t.none}</p>
        ) : (
          <AdminTable caption={t.listHeading} minWidth="40rem" head={<EntityHeaders />}>
            {entities.map((entity) => (
              <Row key={entity.id}>
                <Cell wide rowHeader>
                  <a href={`#entity-${entity.id}`} className="link font-medium">
                    {entity.name}
                  </a>
                </Cell>
                <Cell label={t.columnIsland}>{islandLabel(t, entity.island)}</Cell>
                <Cell label={t.columnPrefix}>
                  <code>{entity.prefix}</code>
                </Cell>
                <Cell label={t.columnStatus}>
                  <Badge tone={entity.active ? 'success' : 'neutral'}>{entity.active ? t.active : t.inactive}</Badge>
                </Cell>
                <Cell label={t.columnNext}>
                  <code data-testid={`next-invoice-${entity.id}`}>{entity.nextInvoice}</code>
                </Cell>
              </Row>
            ))}
          </AdminTable>
        )}
      </section>

      <div className="flex max-w-4xl flex-col gap-12">
        {entities.map((entity) => (
          <section key={entity.id} id={`entity-${entity.id}`} aria-label={entity.name} className="flex flex-col gap-4">
            <LegalEntityForm
              id={entity.id}
              title={entity.name}
              values={entity.values}
              lastResult={answerFor(entity.id)}
            />
            <LegalEntitySwitch id={entity.id} active={entity.active} />
          </section>
        ))}
        {/*
          Closed once an entity exists; open again when adding one was refused. Works without JavaScript. Keyed by
          the count so that, once an entity is added, the form starts empty again (and closed).
        */}
        <details key={entities.length} open={adding} className="group">
          <summary className="link cursor-pointer font-display text-2xl">{t.addHeading}</summary>
          <div className="mt-4">
            <LegalEntityForm
              id={null}
              title={t.addHeading}
              values={legalEntityFormValues(null)}
              lastResult={answerFor('new')}
            />
          </div>
        </details>
      </div>
    </div>
  );
}

function EntityHeaders() {
  const t = useTexts(legalEntitiesTexts);
  return (
    <>
      <Header>{t.columnName}</Header>
      <Header>{t.columnIsland}</Header>
      <Header>{t.columnPrefix}</Header>
      <Header>{t.columnStatus}</Header>
      <Header>{t.columnNext}</Header>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(legalEntitiesTexts[localeFromPath(location.pathname)].title);
