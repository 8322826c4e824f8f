// A text input bound to a form of the form pattern: labelled, its error under it and linked by
// aria-describedby (MUI does this for helperText), no native validation attributes.
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';

export type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  disabled?: boolean;
  /** Shown inside the input's end (a password's show toggle). */
  endAdornment?: ReactNode;
  /** Hint for on-screen keyboards and for how the value is typed (a TV code: upper case). */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoCapitalize?: 'none' | 'characters';
};

export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  disabled,
  endAdornment,
  inputMode,
  autoCapitalize,
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { i18n } = useTranslation();
  const message = fieldState.error?.message;
  return (
    <TextField
      {...field}
      value={(field.value as string | undefined) ?? ''}
      inputRef={field.ref}
      label={label}
      type={type}
      autoComplete={autoComplete}
      disabled={disabled}
      error={Boolean(message)}
      helperText={message ? labelOrText(i18n, message) : undefined}
      fullWidth
      margin="normal"
      slotProps={{
        input: endAdornment ? { endAdornment } : undefined,
        htmlInput: { ...(inputMode ? { inputMode } : {}), ...(autoCapitalize ? { autoCapitalize } : {}) },
        // Dates show their own placeholder: the label sits above it.
        ...(type === 'date' ? { inputLabel: { shrink: true } } : {}),
      }}
    />
  );
}
