// A choice from a short list bound to a form of the form pattern: the browser's own select
// (keyboard and screen readers know it, phones show their picker), labelled, its error under it.
import TextField from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTextFieldBinding } from './field-binding.ts';

export type SelectOption = { value: string; label: string };

export type FormSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  autoComplete?: string;
  disabled?: boolean;
};

export function FormSelectField<T extends FieldValues>({ control, name, label, options, autoComplete, disabled }: FormSelectFieldProps<T>) {
  const binding = useTextFieldBinding(control, name);
  return (
    <TextField
      {...binding}
      select
      label={label}
      autoComplete={autoComplete}
      disabled={disabled}
      fullWidth
      margin="normal"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" />
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
