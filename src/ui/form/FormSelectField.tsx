// A choice from a short list bound to a form of the form pattern: the browser's own select
// (keyboard and screen readers know it, phones show their picker), labelled, its error under it.
import { memo, useMemo } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTextFieldBinding } from './field-binding.ts';
import { OutlinedField } from './OutlinedField.tsx';

export type SelectOption = { value: string; label: string };

export type FormSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  autoComplete?: string;
  disabled?: boolean;
};

function FormSelectFieldInner<T extends FieldValues>({ control, name, label, options, autoComplete, disabled }: FormSelectFieldProps<T>) {
  const binding = useTextFieldBinding(control, name);
  const choices = useMemo(
    () => [
      <option key="" value="" />,
      ...options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    ],
    [options],
  );
  return <OutlinedField {...binding} label={label} autoComplete={autoComplete} disabled={disabled} shrinkLabel options={choices} />;
}

// Memoised, like every field of the form pattern: see OutlinedField.
export const FormSelectField = memo(FormSelectFieldInner) as typeof FormSelectFieldInner;
