import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { ListingTextsSection } from '#app/components/admin/editor/ListingTextsSection';
import { HistoryPanel } from '#app/components/admin/HistoryPanel';
import { EditorLoadError, ListingEditorPage, useEditorForm, type EditorCopy } from '#app/components/admin/EditorPage';
import { ListingPointFields } from '#app/components/admin/LocationPicker';
import { ArrivalInfoLink } from '#app/components/bookings/admin/ArrivalInfoLink';
import { checkboxInput, decimalInput, numberInput, selectInput, textInput } from '#app/components/admin/field-props';
import { editorMeta } from '#app/components/admin/meta';
import { LinkButton } from '#app/components/ui/Button';
import { CheckboxField, Field, SelectField } from '#app/components/ui/Field';
import {
  CURRENCY_OPTIONS,
  ISLAND_OPTIONS,
  NEW_RENTAL_DEFAULTS,
  rentalFormSchema,
  STATUS_OPTIONS,
} from '#app/domain/admin/forms';
import { formatSquareFeet } from '#app/domain/format';
import { listingEditorTexts } from '#app/domain/listings/texts/editor';
import { specTexts } from '#app/domain/spec-texts';
import { loadListingEditor, saveListingEditor } from '#app/server/listings/editor.server';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { BackendError } from '#app/server/backend/query';
import { loadItemHistory } from '#app/server/history/history.server';
import type { Route } from './+types/rental-editor';
import { listingAdminQueries } from '#app/server/listings/admin.server';

const COPY: EditorCopy = listingEditorTexts.rental;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'listings');
  const editor = await loadListingEditor(
    params.id,
    NEW_RENTAL_DEFAULTS,
    capabilities.use(listingAdminQueries).getRental,
    'rental',
  );
  return { ...editor, history: await loadItemHistory(capabilities, 'rentals', editor.id) };
}

/**
 * Creates (id 'new') or updates a rental. Fields: title, island, location, address, daily_rate, status,
 * bedrooms, bathrooms, area (m²), featured ('on'), min_stay_days, max_guests, security_deposit, description, latitude,
 * longitude, approximate_location ('on'), images[n].src/alt/caption, amenities[n]; plus the list text boxes images-draft / amenities-draft and the Add button
 * list-add=images|amenities, Conform's __intent__ (insert/remove/reorder) from the list buttons, and photos:
 * files in `photos` (multipart) with intent=upload or a save, intent=import:<n> for a linked photo.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'listings');
  return saveListingEditor(request, params.id, {
    capabilities,
    schema: rentalFormSchema,
    save: (id, values) => capabilities.use(listingAdminQueries).saveRental(id, values),
    current: capabilities.use(listingAdminQueries).getRental,
    failureText: rentalSaveFailure,
    listPath: COPY.listPath,
    label: 'rental',
  });
}

/** SPEC §8: the missing-table text, else the backend's message, else the generic failure. */
function rentalSaveFailure(error: unknown): string {
  if (error instanceof BackendError) {
    return error.code === 'missing_table'
      ? specTexts.rental.saveMissingTable
      : specTexts.rental.saveServerMessage(error.message);
  }
  return specTexts.rental.saveFailed;
}

export default function RentalEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by id: moving from one rental to another starts a fresh form.
  return (
    <>
      <RentalEditor key={loaderData.id ?? 'new'} loaderData={loaderData} actionData={actionData} />
      {loaderData.id ? <HistoryPanel entries={loaderData.history} /> : null}
    </>
  );
}

function RentalEditor({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const [form, fields] = useEditorForm({
    name: 'rental',
    schema: rentalFormSchema,
    id: loaderData.id,
    defaultValue: loaderData.values,
    lastResult: actionData?.result,
  });

  return (
    <ListingEditorPage
      copy={COPY}
      creating={loaderData.id === null}
      form={form}
      images={{ field: fields.images, title: 'Images', published: fields.status.value === 'published' }}
      amenities={fields.amenities}
      drafts={actionData?.drafts}
      media={actionData?.media}
    >
      {loaderData.id ? <CalendarLink rentalId={loaderData.id} /> : null}
      {loaderData.id ? <ArrivalInfoLink rentalId={loaderData.id} /> : null}
      <ListingTextsSection
        title={fields.title}
        description={fields.description}
        titleFr={fields.title_fr}
        descriptionFr={fields.description_fr}
      />
      <EditorSection title="Basic Information">
        <SelectField label="Island" requiredMark {...selectInput(fields.island, ISLAND_OPTIONS)} />
        <Field label="Location" requiredMark {...textInput(fields.location, { placeholder: 'e.g. Gustavia' })} />
        <Field className="sm:col-span-2" label="Address" requiredMark {...textInput(fields.address)} />
        <Field label="Daily Rate" requiredMark hint="Per night" {...decimalInput(fields.daily_rate)} />
        <SelectField
          label="Currency"
          requiredMark
          hint="Also of the security deposit and the seasonal rates"
          {...selectInput(fields.price_currency, CURRENCY_OPTIONS)}
        />
        <SelectField label="Status" requiredMark {...selectInput(fields.status, STATUS_OPTIONS)} />
      </EditorSection>

      <EditorSection title="Rental Details">
        <Field label="Bedrooms" requiredMark {...numberInput(fields.bedrooms)} />
        <Field label="Bathrooms" requiredMark {...numberInput(fields.bathrooms)} />
        <Field
          label="Area (m²)"
          requiredMark
          hint={<AreaInSquareFeet value={fields.area.value} />}
          {...decimalInput(fields.area)}
        />
        <CheckboxField
          className="self-center"
          label="Featured rental"
          hint="Featured rentals get more visibility."
          {...checkboxInput(fields.featured)}
        />
        <Field label="Minimum Stay (days)" requiredMark {...numberInput(fields.min_stay_days)} />
        <Field label="Maximum Guests" requiredMark {...numberInput(fields.max_guests)} />
        <Field
          label="Security Deposit (USD)"
          hint="Refundable, collected before arrival; shown on the guest's quote. 0: none."
          {...numberInput(fields.security_deposit)}
        />
      </EditorSection>

      <EditorSection title="Map Location" description="Optional. Both coordinates place the rental on the map.">
        <ListingPointFields
          form={form}
          fields={fields}
          maps={loaderData.placing}
          hints={{ latitude: 'e.g. 18.0425', longitude: 'e.g. -63.0548' }}
        />
      </EditorSection>
    </ListingEditorPage>
  );
}

/** An existing rental's calendar (stays, blocks, seasons, imported feeds) lives on its own page. */
function CalendarLink({ rentalId }: { rentalId: string }) {
  return (
    <div className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <p className="text-sm text-fg-muted">Availability, blocks, seasonal rates and imported calendars.</p>
      <LinkButton to={`/admin/rentals/${rentalId}/calendar`} variant="secondary" size="sm">
        Calendar, seasons &amp; feeds
      </LinkButton>
    </div>
  );
}

/** The database stores m²; the rental screens speak sq ft (SPEC §9), so the equivalent sits under the input. */
function AreaInSquareFeet({ value }: { value: unknown }) {
  const m2 = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return <>{Number.isFinite(m2) && m2 >= 0 ? `≈ ${formatSquareFeet(m2)}` : 'Square metres'} · stored in m²</>;
}

export const meta: Route.MetaFunction = ({ params }) => editorMeta(params.id, COPY);

export function ErrorBoundary() {
  return <EditorLoadError copy={COPY} message={specTexts.rental.loadFailed} />;
}
