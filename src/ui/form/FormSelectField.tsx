// A choice from a short list bound to a form of the form pattern: the browser's own select
// (keyboard and screen readers know it, phones show their picker), labelled, its error under it.
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';

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
  const { field, fieldState } = useController({ control, name });
  const { i18n } = useTranslation();
  const message = fieldState.error?.message;
  return (
    <TextField
      {...field}
      value={(field.value as string | undefined) ?? ''}
      inputRef={field.ref}
      select
      label={label}
      autoComplete={autoComplete}
      disabled={disabled}
      error={Boolean(message)}
      helperText={message ? labelOrText(i18n, message) : undefined}
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
