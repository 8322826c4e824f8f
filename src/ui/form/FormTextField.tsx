// A text input bound to a form of the form pattern: labelled, its error under it and linked by
// aria-describedby (MUI does this for helperText), no native validation attributes.
import { memo, useMemo, type ReactNode } from 'react';
import { OutlinedField } from './OutlinedField.tsx';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTextFieldBinding } from './field-binding.ts';

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

function FormTextFieldInner<T extends FieldValues>({
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
  const binding = useTextFieldBinding(control, name);
  const htmlInput = useMemo(
    () => ({ ...(inputMode ? { inputMode } : {}), ...(autoCapitalize ? { autoCapitalize } : {}) }),
    [inputMode, autoCapitalize],
  );
  return (
    <OutlinedField
      {...binding}
      label={label}
      type={type}
      autoComplete={autoComplete}
      disabled={disabled}
      endAdornment={endAdornment}
      htmlInput={htmlInput}
      // Dates show their own placeholder: the label sits above it.
      shrinkLabel={type === 'date' ? true : undefined}
    />
  );
}

// Memoised, like every field of the form pattern: see OutlinedField.
export const FormTextField = memo(FormTextFieldInner) as typeof FormTextFieldInner;
