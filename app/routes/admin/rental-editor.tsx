import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import {
  AmenityListField,
  DefaultSubmit,
  EditorActions,
  EditorSection,
  FormErrors,
  ImageListField,
  useSaving,
} from '#app/components/admin/EditorFields';
import { LinkButton } from '#app/components/ui/Button';
import { CheckboxField, Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { NEW_RENTAL_DEFAULTS, rentalFormSchema } from '#app/domain/admin-forms';
import { STATUS_LABELS } from '#app/domain/admin-rows';
import { ISLANDS, SITE_NAME, STATUSES } from '#app/domain/constants';
import { formatSquareFeet } from '#app/domain/format';
import { MESSAGES } from '#app/domain/messages';
import { loadListingEditor, saveListingEditor } from '#app/server/admin-actions.server';
import { BackendError } from '#app/server/backend/query';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import type { Route } from './+types/rental-editor';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { backend } = getStaffSession(request, context);
  return loadListingEditor(params.id, NEW_RENTAL_DEFAULTS, backend.getRental, 'rental');
}

/**
 * Creates (id 'new') or updates a rental. Fields: title, island, location, address, daily_rate, status,
 * bedrooms, bathrooms, area (m²), featured ('on'), min_stay_days, max_guests, description, latitude,
 * longitude, images[n], amenities[n]; plus the list text boxes images-draft / amenities-draft and the Add button
 * list-add=images|amenities, and Conform's __intent__ (insert/remove/reorder) from the list buttons.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { backend } = await requireStaff(request, context);
  return saveListingEditor(request, params.id, {
    schema: rentalFormSchema,
    save: (id, values) => backend.saveRental(id, values),
    failureText: rentalSaveFailure,
    listPath: '/admin/rentals',
    label: 'rental',
  });
}

/** SPEC §8: the missing-table text, else the backend's message, else the generic failure. */
function rentalSaveFailure(error: unknown): string {
  if (error instanceof BackendError) {
    return error.code === 'missing_table'
      ? MESSAGES.rental.saveMissingTable
      : MESSAGES.rental.saveServerMessage(error.message);
  }
  return MESSAGES.rental.saveFailed;
}

const ISLAND_OPTIONS = ISLANDS.map((island) => ({ value: island, label: island }));
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export default function RentalEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by id: moving from one rental to another starts a fresh form.
  return <RentalEditor key={loaderData.id ?? 'new'} loaderData={loaderData} actionData={actionData} />;
}

function RentalEditor({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const navigation = useNavigation();
  const saving = useSaving();
  const creating = loaderData.id === null;
  const [form, fields] = useForm({
    id: `rental-${loaderData.id ?? 'new'}`,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: loaderData.values,
    constraint: getZodConstraint(rentalFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rentalFormSchema }),
  });

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={creating ? 'Add New Rental' : 'Edit Rental'}
        back={{ to: '/admin/rentals', label: 'Back to Rentals' }}
      />

      <Form method="post" {...getFormProps(form)} className="flex max-w-5xl flex-col gap-6">
        <DefaultSubmit />
        <FormErrors id={form.errorId} errors={form.errors} />

        <EditorSection title="Basic Information">
          <Field
            className="sm:col-span-2"
            label="Title"
            requiredMark
            inputProps={getInputProps(fields.title, { type: 'text' })}
            errors={fields.title.errors}
          />
          <SelectField
            label="Island"
            requiredMark
            selectProps={getSelectProps(fields.island)}
            options={ISLAND_OPTIONS}
            errors={fields.island.errors}
          />
          <Field
            label="Location"
            requiredMark
            inputProps={{ ...getInputProps(fields.location, { type: 'text' }), placeholder: 'e.g. Gustavia' }}
            errors={fields.location.errors}
          />
          <Field
            className="sm:col-span-2"
            label="Address"
            requiredMark
            inputProps={getInputProps(fields.address, { type: 'text' })}
            errors={fields.address.errors}
          />
          <Field
            label="Daily Rate (USD)"
            requiredMark
            hint="Per night"
            inputProps={{ ...getInputProps(fields.daily_rate, { type: 'number' }), step: 'any', inputMode: 'decimal' }}
            errors={fields.daily_rate.errors}
          />
          <SelectField
            label="Status"
            requiredMark
            selectProps={getSelectProps(fields.status)}
            options={STATUS_OPTIONS}
            errors={fields.status.errors}
          />
        </EditorSection>

        <EditorSection title="Rental Details">
          <Field
            label="Bedrooms"
            requiredMark
            inputProps={getInputProps(fields.bedrooms, { type: 'number' })}
            errors={fields.bedrooms.errors}
          />
          <Field
            label="Bathrooms"
            requiredMark
            inputProps={getInputProps(fields.bathrooms, { type: 'number' })}
            errors={fields.bathrooms.errors}
          />
          <Field
            label="Area (m²)"
            requiredMark
            hint={<AreaInSquareFeet value={fields.area.value} />}
            inputProps={{ ...getInputProps(fields.area, { type: 'number' }), step: 'any', inputMode: 'decimal' }}
            errors={fields.area.errors}
          />
          <CheckboxField
            className="self-center"
            label="Featured rental"
            hint="Featured rentals get more visibility."
            inputProps={getInputProps(fields.featured, { type: 'checkbox' })}
            errors={fields.featured.errors}
          />
          <Field
            label="Minimum Stay (days)"
            requiredMark
            inputProps={getInputProps(fields.min_stay_days, { type: 'number' })}
            errors={fields.min_stay_days.errors}
          />
          <Field
            label="Maximum Guests"
            requiredMark
            inputProps={getInputProps(fields.max_guests, { type: 'number' })}
            errors={fields.max_guests.errors}
          />
          <TextareaField
            className="sm:col-span-2"
            label="Description"
            requiredMark
            textareaProps={{ ...getTextareaProps(fields.description), rows: 6 }}
            errors={fields.description.errors}
          />
        </EditorSection>

        <EditorSection title="Map Location" description="Optional. Both coordinates place the rental on the map.">
          <Field
            label="Latitude"
            hint="e.g. 18.0425"
            inputProps={{ ...getInputProps(fields.latitude, { type: 'number' }), step: 'any', inputMode: 'decimal' }}
            errors={fields.latitude.errors}
          />
          <Field
            label="Longitude"
            hint="e.g. -63.0548"
            inputProps={{ ...getInputProps(fields.longitude, { type: 'number' }), step: 'any', inputMode: 'decimal' }}
            errors={fields.longitude.errors}
          />
        </EditorSection>

        <ImageListField form={form} field={fields.images} title="Images" draft={actionData?.drafts?.images} />
        <AmenityListField form={form} field={fields.amenities} draft={actionData?.drafts?.amenities} />

        <EditorActions cancelTo="/admin/rentals" saveLabel="Save Rental" saving={saving} />
      </Form>
    </div>
  );
}

/** The database stores m²; the rental screens speak sq ft (SPEC §9), so the equivalent sits under the input. */
function AreaInSquareFeet({ value }: { value: unknown }) {
  const m2 = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return <>{Number.isFinite(m2) && m2 >= 0 ? `≈ ${formatSquareFeet(m2)}` : 'Square metres'} · stored in m²</>;
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id === 'new' ? 'Add New Rental' : 'Edit Rental'} | Admin | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export function ErrorBoundary() {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Edit Rental" back={{ to: '/admin/rentals', label: 'Back to Rentals' }} />
      <AdminAlert>{MESSAGES.rental.loadFailed}</AdminAlert>
      <div>
        <LinkButton to="/admin/rentals" variant="secondary" size="sm">
          Back to Rentals
        </LinkButton>
      </div>
    </div>
  );
}
