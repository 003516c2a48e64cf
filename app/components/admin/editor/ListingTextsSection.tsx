import { textareaInput, textInput } from '#app/components/admin/field-props';
import { Field, TextareaField } from '#app/components/ui/Field';
import { EditorSection } from './EditorSection';
import { hasErrors, isBlank, TranslationTabs, type TextFieldMetadata } from './TranslationTabs';

/** A listing's title and description, in English and in French (TranslationTabs). */
export function ListingTextsSection({
  title,
  description,
  titleFr,
  descriptionFr,
}: {
  title: TextFieldMetadata;
  description: TextFieldMetadata;
  titleFr: TextFieldMetadata;
  descriptionFr: TextFieldMetadata;
}) {
  return (
    <EditorSection
      title="Title and Description"
      description="In English, and in French for the French site (left blank, the French pages show the English)."
    >
      <TranslationTabs
        errors={{ en: hasErrors(title, description), fr: hasErrors(titleFr, descriptionFr) }}
        frenchMissing={isBlank(titleFr) || isBlank(descriptionFr)}
        english={
          <>
            <Field label="Title" requiredMark {...textInput(title)} />
            <TextareaField label="Description" requiredMark {...textareaInput(description, { rows: 6 })} />
          </>
        }
        french={
          <>
            <Field label="Titre" {...textInput(titleFr)} />
            <TextareaField label="Descriptif" {...textareaInput(descriptionFr, { rows: 6 })} />
          </>
        }
      />
    </EditorSection>
  );
}
