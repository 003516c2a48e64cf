import { Form, Link, useNavigation } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { ChangeList } from '#app/components/admin/HistoryPanel';
import { adminMeta } from '#app/components/admin/meta';
import { Pagination } from '#app/components/listings/Pagination';
import { Button, LinkButton } from '#app/components/ui/Button';
import { Field, SelectField } from '#app/components/ui/Field';
import {
  actorLabel,
  entrySummary,
  formatWhen,
  HISTORY_KIND_OPTIONS,
  HISTORY_PERSON_LABELS,
  historySearch,
  itemLabel,
  itemPath,
  parseHistoryFilters,
  type HistoryEntryRow,
} from '#app/domain/history/history';
import { changesOf } from '#app/domain/history/fields';
import { memberLabel } from '#app/domain/staff/members';
import { getStaffSession } from '#app/server/admin-context.server';
import { named } from '#app/server/history/history.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/history';
import { historyQueries } from '#app/server/history/queries.server';
import { staffQueries } from '#app/server/staff/queries.server';

/**
 * Every change, newest first (owners and admins): who, when, what, and the fields' before → after. Filtered by
 * person (a member, visitors, the system), kind of item and days, with a plain GET form; each entry links to
 * its item while it still exists.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'history');
  const filters = parseHistoryFilters(new URL(request.url).searchParams);
  try {
    const [page, staff] = await Promise.all([
      capabilities.use(historyQueries).listHistory(filters),
      capabilities.use(staffQueries).listStaff(),
    ]);
    const [existing, rows] = await Promise.all([
      capabilities.use(historyQueries).existingItems(page.rows),
      named(capabilities, page.rows),
    ]);
    const names = new Map(staff.map((member) => [member.user_id, memberLabel(member)]));
    const entries = rows.map((entry) => ({
      ...entry,
      link: existing.has(`${entry.subject_table}:${entry.subject_id}`)
        ? itemPath(entry.subject_table, entry.subject_id)
        : null,
    }));
    const people = [...names].map(([value, label]) => ({ value, label }));
    return { filters, entries, total: page.total, pageCount: page.pageCount, people, failed: false };
  } catch (error) {
    log.error('history failed to load', { error });
    return { filters, entries: [], total: 0, pageCount: 1, people: [], failed: true };
  }
}

export default function AdminHistory({ loaderData }: Route.ComponentProps) {
  const { filters, entries, total, pageCount, people, failed } = loaderData;
  const navigation = useNavigation();
  const filtering = navigation.state === 'loading' && navigation.location.pathname === '/admin/history';
  const filtered = Boolean(historySearch({ ...filters, page: 1 }));
  const personOptions = [
    { value: '', label: HISTORY_PERSON_LABELS.anyone },
    ...people,
    { value: 'visitors', label: HISTORY_PERSON_LABELS.visitors },
    { value: 'system', label: HISTORY_PERSON_LABELS.system },
  ];

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title="History" />
      <p className="-mt-4 max-w-3xl text-fg-muted">
        Every change to listings, posts, leads, stays, settings and staff, as the database recorded it: who, when, and
        each changed field before and after.
      </p>

      <Form method="get" className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
        <SelectField
          label="Person"
          options={personOptions}
          // Keyed by value so a back navigation shows the URL's choice.
          key={`person-${filters.person}`}
          selectProps={{ name: 'person', defaultValue: filters.person }}
        />
        <SelectField
          label="Kind"
          options={HISTORY_KIND_OPTIONS}
          key={`kind-${filters.kind}`}
          selectProps={{ name: 'kind', defaultValue: filters.kind }}
        />
        <Field
          label="From"
          key={`from-${filters.from}`}
          inputProps={{ name: 'from', type: 'date', defaultValue: filters.from }}
        />
        <Field
          label="To"
          key={`to-${filters.to}`}
          inputProps={{ name: 'to', type: 'date', defaultValue: filters.to }}
        />
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" size="sm" disabled={filtering}>
            Filter
          </Button>
          {filtered ? (
            <LinkButton to="/admin/history" variant="secondary" size="sm">
              Clear
            </LinkButton>
          ) : null}
        </div>
      </Form>

      {failed ? <AdminAlert>The history could not be loaded. Try again in a moment.</AdminAlert> : null}
      <p className="-mt-4 text-xs text-fg-muted" aria-live="polite">
        {total} {total === 1 ? 'change' : 'changes'}
        {pageCount > 1 ? ` · page ${filters.page} of ${pageCount}` : ''}
      </p>

      {failed ? null : entries.length === 0 ? (
        <p className="card px-6 py-12 text-center text-fg-muted">
          {filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}
        </p>
      ) : (
        <AdminTable
          caption="Changes"
          minWidth="56rem"
          head={
            <>
              <Header>When</Header>
              <Header>Who</Header>
              <Header>Item</Header>
              <Header>What changed</Header>
            </>
          }
        >
          {entries.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </AdminTable>
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        hrefFor={(target) => `/admin/history${historySearch(filters, target)}`}
        label="History pages"
      />
    </div>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntryRow & { link: string | null } }) {
  return (
    <Row>
      <Cell label="When">
        <time dateTime={entry.at} className="whitespace-nowrap">
          {formatWhen(entry.at)}
        </time>
      </Cell>
      <Cell label="Who">
        <span className="break-words text-fg">{actorLabel(entry)}</span>
      </Cell>
      <Cell label="Item" wide className="md:max-w-64">
        <p className="font-medium break-words text-fg">
          {entry.link ? (
            <Link to={entry.link} className="link">
              {itemLabel(entry)}
            </Link>
          ) : (
            <>
              {itemLabel(entry)} <span className="font-normal text-fg-muted">(deleted)</span>
            </>
          )}
        </p>
        <p className="text-xs [overflow-wrap:anywhere] text-fg-muted">{entrySummary(entry)}</p>
      </Cell>
      <Cell label="What changed" wide className="min-w-0">
        {changesOf(entry).length ? (
          <ChangeList changes={changesOf(entry)} action={entry.action} />
        ) : (
          <span className="text-fg-muted">—</span>
        )}
      </Cell>
    </Row>
  );
}

export const meta: Route.MetaFunction = () => adminMeta('History');
