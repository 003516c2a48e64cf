import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { SelectOption } from '#app/components/ui/Field';

/**
 * A Conform field as the props of the ui form controls (Field, SelectField, TextareaField, CheckboxField):
 * the control's props from Conform's getters, plus its errors. `extra` adds to the control's props
 * (placeholder, rows, event handlers). For example
 *   <Field label="Price (USD)" requiredMark {...decimalInput(fields.price)} />
 */

type Meta<Value, Form extends Record<string, unknown>> = FieldMetadata<Value, Form, string[]>;
type InputExtra = InputHTMLAttributes<HTMLInputElement>;

export function textInput<Value, Form extends Record<string, unknown>>(field: Meta<Value, Form>, extra?: InputExtra) {
  return { inputProps: { ...getInputProps(field, { type: 'text' }), ...extra }, errors: field.errors };
}

/** Whole numbers (bedrooms, guests, days). */
export function numberInput<Value, Form extends Record<string, unknown>>(field: Meta<Value, Form>) {
  return { inputProps: getInputProps(field, { type: 'number' }), errors: field.errors };
}

/** Numbers that may have decimals (prices, areas, coordinates), with the decimal keypad on phones. */
export function decimalInput<Value, Form extends Record<string, unknown>>(field: Meta<Value, Form>) {
  return {
    inputProps: { ...getInputProps(field, { type: 'number' }), step: 'any', inputMode: 'decimal' as const },
    errors: field.errors,
  };
}

export function checkboxInput<Value, Form extends Record<string, unknown>>(field: Meta<Value, Form>) {
  return { inputProps: getInputProps(field, { type: 'checkbox' }), errors: field.errors };
}

export function selectInput<Value, Form extends Record<string, unknown>>(
  field: Meta<Value, Form>,
  options: readonly SelectOption[],
) {
  return { selectProps: getSelectProps(field), options, errors: field.errors };
}

export function textareaInput<Value, Form extends Record<string, unknown>>(
  field: Meta<Value, Form>,
  extra?: TextareaHTMLAttributes<HTMLTextAreaElement>,
) {
  return { textareaProps: { ...getTextareaProps(field), ...extra }, errors: field.errors };
}
