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
import { NEW_PROPERTY_DEFAULTS, propertyFormSchema } from '#app/domain/admin-forms';
import { STATUS_LABELS } from '#app/domain/admin-rows';
import { ISLANDS, PROPERTY_TYPES, SITE_NAME, STATUSES } from '#app/domain/constants';
import { MESSAGES } from '#app/domain/messages';
import { loadListingEditor, saveListingEditor } from '#app/server/admin-actions.server';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import type { Route } from './+types/property-editor';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { backend } = getStaffSession(request, context);
  return loadListingEditor(params.id, NEW_PROPERTY_DEFAULTS, backend.getProperty, 'property');
}

/**
 * Creates (id 'new') or updates a property. Fields: title, price, property_type, location, island,
 * bedrooms, bathrooms, area, status, address, latitude, longitude, featured ('on'), description,
 * images[n], amenities[n]; plus the list text boxes images-draft / amenities-draft and the Add button
 * list-add=images|amenities, and Conform's __intent__ (insert/remove/reorder) from the list buttons.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { backend } = await requireStaff(request, context);
  return saveListingEditor(request, params.id, {
    schema: propertyFormSchema,
    save: (id, values) => backend.saveProperty(id, values),
    failureText: () => MESSAGES.property.saveFailed,
    listPath: '/admin/properties',
    label: 'property',
  });
}

const ISLAND_OPTIONS = ISLANDS.map((island) => ({ value: island, label: island }));
const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: type[0]!.toUpperCase() + type.slice(1) }));
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export default function PropertyEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by id: moving from one property to another starts a fresh form.
  return <PropertyEditor key={loaderData.id ?? 'new'} loaderData={loaderData} actionData={actionData} />;
}

function PropertyEditor({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const navigation = useNavigation();
  const saving = useSaving();
  const creating = loaderData.id === null;
  const [form, fields] = useForm({
    id: `property-${loaderData.id ?? 'new'}`,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: loaderData.values,
    constraint: getZodConstraint(propertyFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: propertyFormSchema }),
  });

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={creating ? 'Add New Property' : 'Edit Property'}
        back={{ to: '/admin/properties', label: 'Back to Properties' }}
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
          <Field
            label="Price (USD)"
            requiredMark
            inputProps={{ ...getInputProps(fields.price, { type: 'number' }), step: 'any', inputMode: 'decimal' }}
            errors={fields.price.errors}
          />
          <SelectField
            label="Property Type"
            requiredMark
            selectProps={getSelectProps(fields.property_type)}
            options={TYPE_OPTIONS}
            errors={fields.property_type.errors}
          />
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
            inputProps={{ ...getInputProps(fields.area, { type: 'number' }), step: 'any', inputMode: 'decimal' }}
            errors={fields.area.errors}
          />
          <SelectField
            label="Status"
            requiredMark
            selectProps={getSelectProps(fields.status)}
            options={STATUS_OPTIONS}
            errors={fields.status.errors}
          />
          <CheckboxField
            className="sm:col-span-2"
            label="Featured property"
            hint="Featured properties appear prominently on the homepage and get more visibility."
            inputProps={getInputProps(fields.featured, { type: 'checkbox' })}
            errors={fields.featured.errors}
          />
          <TextareaField
            className="sm:col-span-2"
            label="Description"
            requiredMark
            textareaProps={{ ...getTextareaProps(fields.description), rows: 6 }}
            errors={fields.description.errors}
          />
        </EditorSection>

        <EditorSection title="Location">
          <Field
            label="Location"
            requiredMark
            inputProps={{ ...getInputProps(fields.location, { type: 'text' }), placeholder: 'e.g. Gustavia' }}
            errors={fields.location.errors}
          />
          <SelectField
            label="Island"
            requiredMark
            selectProps={getSelectProps(fields.island)}
            options={ISLAND_OPTIONS}
            errors={fields.island.errors}
          />
          <Field
            className="sm:col-span-2"
            label="Address"
            requiredMark
            inputProps={getInputProps(fields.address, { type: 'text' })}
            errors={fields.address.errors}
          />
          <Field
            label="Latitude"
            hint="Optional, e.g. 17.8962"
            inputProps={{ ...getInputProps(fields.latitude, { type: 'number' }), step: 'any', inputMode: 'decimal' }}
            errors={fields.latitude.errors}
          />
          <Field
            label="Longitude"
            hint="Optional, e.g. -62.8498"
            inputProps={{ ...getInputProps(fields.longitude, { type: 'number' }), step: 'any', inputMode: 'decimal' }}
            errors={fields.longitude.errors}
          />
        </EditorSection>

        <ImageListField form={form} field={fields.images} title="Property Images" draft={actionData?.drafts?.images} />
        <AmenityListField form={form} field={fields.amenities} draft={actionData?.drafts?.amenities} />

        <EditorActions cancelTo="/admin/properties" saveLabel="Save Property" saving={saving} />
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id === 'new' ? 'Add New Property' : 'Edit Property'} | Admin | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export function ErrorBoundary() {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Edit Property" back={{ to: '/admin/properties', label: 'Back to Properties' }} />
      <AdminAlert>{MESSAGES.property.loadFailed}</AdminAlert>
      <div>
        <LinkButton to="/admin/properties" variant="secondary" size="sm">
          Back to Properties
        </LinkButton>
      </div>
    </div>
  );
}
