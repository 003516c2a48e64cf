import { getInputProps, type FormMetadata } from '@conform-to/react';
import { useId } from 'react';
import { amenitySuggestions, findAmenity } from '#app/domain/listings/amenities';
import { DraftRow, type ListField } from './DraftRow';
import { EditorSection } from './EditorSection';

/** Beside an amenity of the vocabulary, the French the French pages show (free text has none). */
function AmenityFrench({ value }: { value: string }) {
  const amenity = findAmenity(value);
  if (!amenity || amenity.fr === value) return null;
  return (
    <span className="text-fg-muted">
      <span className="sr-only">, in French: </span>
      <span aria-hidden="true"> · </span>
      <span lang="fr">{amenity.fr}</span>
    </span>
  );
}

const amenityProblem = (value: string) =>
  !value ? 'Enter an amenity' : value.length > 100 ? 'Amenity must be at most 100 characters' : null;

/** Amenities: a text box with Add, and removable chips. */
export function AmenityListField<Schema extends Record<string, unknown>>({
  form,
  field,
  draft,
}: {
  form: FormMetadata<Schema, string[]>;
  field: ListField<Schema>;
  draft?: string;
}) {
  const items = field.getFieldList();
  const suggestions = useId();
  return (
    <EditorSection
      title="Amenities"
      description="Pick from the list to have the French pages show the amenity in French, or type your own (shown as typed)."
    >
      <DraftRow
        form={form}
        field={field}
        check={amenityProblem}
        list="amenities"
        label="Amenity"
        placeholder="e.g. Infinity pool"
        addLabel="Add"
        draft={draft}
        suggestions={suggestions}
      />
      {/* The shared bilingual vocabulary (app/domain/listings/amenities.ts): the English is stored, the French shown. */}
      <datalist id={suggestions}>
        {amenitySuggestions().map((amenity) => (
          <option key={amenity.en} value={amenity.en}>
            {amenity.fr}
          </option>
        ))}
      </datalist>
      <div className="sm:col-span-2">
        {items.length === 0 ? (
          <p className="text-sm text-fg-muted">No amenities added yet</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Amenities added">
            {items.map((item, index) => {
              const value = typeof item.initialValue === 'string' ? item.initialValue : '';
              return (
                <li
                  key={item.key}
                  className="inline-flex items-center gap-1 rounded-full border border-line-strong/60 bg-surface-muted py-1 pr-1 pl-3.5 text-sm text-fg"
                >
                  <input {...getInputProps(item, { type: 'hidden' })} />
                  {value}
                  <AmenityFrench value={value} />
                  <button
                    {...form.remove.getButtonProps({ name: field.name, index })}
                    className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-fg-muted transition-colors hover:bg-danger-soft hover:text-danger"
                  >
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">Remove {value}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </EditorSection>
  );
}
