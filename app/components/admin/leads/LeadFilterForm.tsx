import { useId } from 'react';
import { Form } from 'react-router';
import { ListFilterActions, useListFilterForm } from '#app/components/admin/AdminListToolbar';
import { Select } from '#app/components/ui/Select';
import { READ_FILTER_OPTIONS } from '#app/domain/admin/rows';
import { ISLANDS } from '#app/domain/constants';
import { LEAD_SOURCES } from '#app/domain/leads/sources';
import { isLeadListFiltered, STAGE_FILTER_OPTIONS, type LeadListState } from '#app/domain/leads/filters';
import { staffLabel, type LeadListingOption, type StaffOption } from '#app/domain/leads/lead';
import { LEAD_SOURCE_PLURALS } from '#app/domain/leads/sources';

/**
 * The inbox's search and lead filters: one GET form whose state lives in the URL (app/domain/leads/filters.ts),
 * so it works without JavaScript (the Filter button submits it) and every link keeps it. With JavaScript a
 * change of a select or the checkbox submits at once and typing after a short pause, replacing the history
 * entry. The sort is kept; the page goes back to 1. The filters sit in a disclosure, open while one is set.
 */
export function LeadFilterForm({
  state,
  staff,
  listings,
}: {
  state: LeadListState;
  staff: readonly StaffOption[];
  listings: readonly LeadListingOption[];
}) {
  const { onChange, searching, keepSort } = useListFilterForm(state);
  const id = useId();
  const filtered = isLeadListFiltered(state);
  const leadFilters = [
    state.read !== 'all',
    state.stage !== 'all',
    state.assignee !== 'all',
    state.source !== 'all',
    state.island !== 'all',
    Boolean(state.listing),
    state.overdue,
  ].filter(Boolean).length;

  const assigneeOptions = [
    { value: 'all', label: 'Anyone or nobody' },
    { value: 'me', label: 'Me' },
    { value: 'unassigned', label: 'Unassigned' },
    ...staff.map((member) => ({ value: member.user_id, label: staffLabel(member) })),
  ];
  if (!assigneeOptions.some((option) => option.value === state.assignee)) {
    assigneeOptions.push({ value: state.assignee, label: 'A former staff member' });
  }
  const listingOptions = [
    { value: '', label: 'Any listing' },
    ...listings.map((listing) => ({
      value: listing.id,
      label: `${listing.title} (${listing.kind === 'property' ? 'sale' : 'rental'})`,
    })),
  ];
  if (state.listing && !listings.some((listing) => listing.id === state.listing)) {
    listingOptions.push({ value: state.listing, label: 'The chosen listing' });
  }

  return (
    <Form
      method="get"
      role="search"
      aria-label="Search and filter leads"
      preventScrollReset
      className="flex flex-col gap-3"
      onChange={onChange}
    >
      <div>
        <label htmlFor={`${id}-q`} className="sr-only">
          Search inquiries
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={state.q}
          placeholder="Search by name, email or message"
          maxLength={200}
          autoComplete="off"
          className="input"
        />
      </div>

      <details open={leadFilters > 0} className="group rounded-sm border border-line">
        <summary className="flex min-h-10 cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm text-fg">
          <span>
            Filters
            {leadFilters > 0 ? <span className="text-fg-muted"> ({leadFilters} set)</span> : null}
          </span>
          <span aria-hidden="true" className="text-fg-subtle transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="grid grid-cols-1 gap-3 border-t border-line p-3 sm:grid-cols-2 lg:grid-cols-1">
          <FilterSelect
            id={`${id}-stage`}
            label="Stage"
            name="stage"
            value={state.stage}
            options={STAGE_FILTER_OPTIONS}
          />
          <FilterSelect
            id={`${id}-assignee`}
            label="Assignee"
            name="assignee"
            value={state.assignee}
            options={assigneeOptions}
          />
          <FilterSelect
            id={`${id}-source`}
            label="Source"
            name="source"
            value={state.source}
            options={[
              { value: 'all', label: 'Any source' },
              ...LEAD_SOURCES.map((source) => ({ value: source, label: LEAD_SOURCE_PLURALS[source] })),
            ]}
          />
          <FilterSelect
            id={`${id}-island`}
            label="Island"
            name="island"
            value={state.island}
            options={[
              { value: 'all', label: 'Either island' },
              ...ISLANDS.map((island) => ({ value: island, label: island })),
            ]}
          />
          <FilterSelect
            id={`${id}-listing`}
            label="Listing"
            name="listing"
            value={state.listing}
            options={listingOptions}
          />
          <FilterSelect id={`${id}-read`} label="Read" name="read" value={state.read} options={READ_FILTER_OPTIONS} />
          <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-1">
            <input
              key={String(state.overdue)}
              id={`${id}-overdue`}
              type="checkbox"
              name="overdue"
              value="1"
              defaultChecked={state.overdue}
              className="checkbox"
            />
            <label htmlFor={`${id}-overdue`} className="text-sm text-fg">
              Only overdue follow-ups
            </label>
          </div>
        </div>
      </details>

      <ListFilterActions
        state={state}
        keepSort={keepSort}
        searching={searching}
        filtered={filtered}
        submitLabel="Filter"
      />
    </Form>
  );
}

function FilterSelect({
  id,
  label,
  name,
  value,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-fg-muted uppercase">
        {label}
      </label>
      {/* Keyed by value so a back navigation or 'Clear' shows the URL's value. */}
      <Select key={value} id={id} name={name} defaultValue={value} options={options} />
    </div>
  );
}
