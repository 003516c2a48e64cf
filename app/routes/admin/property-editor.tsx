import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { ListingTextsSection } from '#app/components/admin/editor/ListingTextsSection';
import { HistoryPanel } from '#app/components/admin/HistoryPanel';
import { PrivateSharing } from '#app/components/admin/PrivateSharing';
import { EditorLoadError, ListingEditorPage, useEditorForm, type EditorCopy } from '#app/components/admin/EditorPage';
import { ListingPointFields } from '#app/components/admin/LocationPicker';
import { checkboxInput, decimalInput, numberInput, selectInput, textInput } from '#app/components/admin/field-props';
import { editorMeta } from '#app/components/admin/meta';
import { CheckboxField, Field, SelectField } from '#app/components/ui/Field';
import {
  CURRENCY_OPTIONS,
  ISLAND_OPTIONS,
  NEW_PROPERTY_DEFAULTS,
  PROPERTY_TYPE_OPTIONS,
  propertyFormSchema,
  PROPERTY_STATUS_OPTIONS,
} from '#app/domain/admin/forms';
import { listingEditorTexts } from '#app/domain/listings/texts/editor';
import { specTexts } from '#app/domain/spec-texts';
import { loadListingEditor, saveListingEditor } from '#app/server/listings/editor.server';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { loadItemHistory } from '#app/server/history/history.server';
import type { Route } from './+types/property-editor';
import { listingAdminQueries } from '#app/server/listings/admin.server';
import { rentalLinkOptions } from '#app/domain/admin/rental-link';
import { isShareLinkPost, loadShareLinks, shareLinkAction } from '#app/server/listings/share-link-admin.server';

const COPY: EditorCopy = listingEditorTexts.property;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'listings');
  const editor = await loadListingEditor(
    params.id,
    NEW_PROPERTY_DEFAULTS,
    capabilities.use(listingAdminQueries).getProperty,
    'property',
  );
  const [history, sharing, rentals] = await Promise.all([
    loadItemHistory(capabilities, 'properties', editor.id),
    loadShareLinks(capabilities, editor.id),
    capabilities.use(listingAdminQueries).listRentalLinkChoices(),
  ]);
  return {
    ...editor,
    history,
    sharing,
    now: new Date().toISOString(),
    rentalOptions: rentalLinkOptions(rentals, editor.id),
  };
}

/**
 * Creates (id 'new') or updates a property. Fields: title, price, property_type, location, island,
 * bedrooms, bathrooms, area, status, address, latitude, longitude, approximate_location ('on'), featured ('on'), description,
 * images[n].src/alt/caption, amenities[n]; plus the list text boxes images-draft / amenities-draft and the Add button
 * list-add=images|amenities, Conform's __intent__ (insert/remove/reorder) from the list buttons, and photos:
 * files in `photos` (multipart) with intent=upload or a save, intent=import:<n> for a linked photo.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'listings');
  // Private sharing's forms (intent share-create / share-revoke) on an existing property.
  if (params.id !== 'new' && (await isShareLinkPost(request))) return shareLinkAction(capabilities, request, params.id);
  return saveListingEditor(request, params.id, {
    capabilities,
    schema: propertyFormSchema,
    save: (id, values) => capabilities.use(listingAdminQueries).saveProperty(id, values),
    current: capabilities.use(listingAdminQueries).getProperty,
    failureText: () => specTexts.property.saveFailed,
    listPath: COPY.listPath,
    label: 'property',
  });
}

export default function PropertyEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by id: moving from one property to another starts a fresh form.
  return (
    <>
      <PropertyEditor key={loaderData.id ?? 'new'} loaderData={loaderData} actionData={editorAnswer(actionData)} />
      {loaderData.id ? (
        <PrivateSharing
          status={String(loaderData.values.status)}
          links={loaderData.sharing.links}
          leads={loaderData.sharing.leads}
          answer={actionData && 'share' in actionData ? actionData.share : undefined}
          now={loaderData.now}
        />
      ) : null}
      {loaderData.id ? <HistoryPanel entries={loaderData.history} /> : null}
    </>
  );
}

/** The editor's own answer (a save, an upload), not private sharing's. */
type EditorAnswer = Exclude<Route.ComponentProps['actionData'], { share: unknown }>;
const editorAnswer = (answer: Route.ComponentProps['actionData']): EditorAnswer =>
  answer && 'share' in answer ? undefined : answer;

function PropertyEditor({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps['loaderData'];
  actionData: EditorAnswer;
}) {
  const [form, fields] = useEditorForm({
    name: 'property',
    schema: propertyFormSchema,
    id: loaderData.id,
    defaultValue: loaderData.values,
    lastResult: actionData?.result,
  });

  return (
    <ListingEditorPage
      copy={COPY}
      creating={loaderData.id === null}
      form={form}
      images={{ field: fields.images, title: 'Property Images', published: fields.status.value === 'published' }}
      amenities={fields.amenities}
      drafts={actionData?.drafts}
      media={actionData?.media}
    >
      <ListingTextsSection
        title={fields.title}
        description={fields.description}
        titleFr={fields.title_fr}
        descriptionFr={fields.description_fr}
      />
      <EditorSection title="Basic Information">
        <Field
          label="Price"
          requiredMark
          hint="Whole units, in the currency beside it"
          {...decimalInput(fields.price)}
        />
        <SelectField label="Currency" requiredMark {...selectInput(fields.price_currency, CURRENCY_OPTIONS)} />
        <SelectField label="Property Type" requiredMark {...selectInput(fields.property_type, PROPERTY_TYPE_OPTIONS)} />
        <Field label="Bedrooms" requiredMark {...numberInput(fields.bedrooms)} />
        <Field label="Bathrooms" requiredMark {...numberInput(fields.bathrooms)} />
        <Field label="Area (m²)" requiredMark {...decimalInput(fields.area)} />
        <SelectField
          label="Status"
          requiredMark
          hint="Private: in no list, search, map or feed, and a 404 at its address; buyers open it only through a share link made below (Private sharing)."
          {...selectInput(fields.status, PROPERTY_STATUS_OPTIONS)}
        />
        <CheckboxField
          className="sm:col-span-2"
          label="Featured property"
          hint="Featured properties appear prominently on the homepage and get more visibility."
          {...checkboxInput(fields.featured)}
        />
      </EditorSection>

      <EditorSection
        title="Also a rental"
        description="When this house is also one of our rentals, the sale page shows its last twelve months: nights booked, occupancy and gross rental income. Without a link it shows an estimate from comparable villas, labelled as such."
      >
        <SelectField
          className="sm:col-span-2"
          label="Rental listing of the same house"
          {...selectInput(fields.rental_id, loaderData.rentalOptions)}
        />
      </EditorSection>

      <EditorSection title="Location">
        <Field label="Location" requiredMark {...textInput(fields.location, { placeholder: 'e.g. Gustavia' })} />
        <SelectField label="Island" requiredMark {...selectInput(fields.island, ISLAND_OPTIONS)} />
        <Field className="sm:col-span-2" label="Address" requiredMark {...textInput(fields.address)} />
        <ListingPointFields
          form={form}
          fields={fields}
          maps={loaderData.placing}
          hints={{ latitude: 'Optional, e.g. 17.8962', longitude: 'Optional, e.g. -62.8498' }}
        />
      </EditorSection>
    </ListingEditorPage>
  );
}

export const meta: Route.MetaFunction = ({ params }) => editorMeta(params.id, COPY);

export function ErrorBoundary() {
  return <EditorLoadError copy={COPY} message={specTexts.property.loadFailed} />;
}
