// A checkbox bound to a form of the form pattern (consent prompts): labelled by its text, its
// error under it and linked by aria-describedby, aria-invalid while the error shows.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { memo, useCallback, useId, type RefCallback } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n.ts';

export type FormCheckboxProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
};

function FormCheckboxInner<T extends FieldValues>({ control, name, label, disabled }: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { i18n } = useTranslation();
  const message = fieldState.error?.message;
  const { onChange } = field;
  const check = useCallback((checked: boolean) => onChange(checked), [onChange]);
  return (
    <CheckboxView
      name={field.name}
      checked={Boolean(field.value)}
      onCheck={check}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      disabled={disabled}
      message={message ? messageText(i18n, message) : null}
    />
  );
}

type CheckboxViewProps = {
  name: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onBlur: () => void;
  inputRef: RefCallback<HTMLInputElement>;
  label: string;
  disabled?: boolean;
  message: string | null;
};

// Memoised for the reason OutlinedField is: the controller's own update
// after mounting must not render the checkbox again.
const CheckboxView = memo(function CheckboxView({ name, checked, onCheck, onBlur, inputRef, label, disabled, message }: CheckboxViewProps) {
  const helperId = useId();
  return (
    <FormControl error={Boolean(message)} sx={{ display: 'flex', mt: 1 }}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            name={name}
            checked={checked}
            onChange={(event) => onCheck(event.target.checked)}
            onBlur={onBlur}
            slotProps={{
              input: {
                ref: inputRef,
                'aria-invalid': Boolean(message),
                ...(message ? { 'aria-describedby': helperId } : {}),
              } as object,
            }}
          />
        }
      />
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  );
});

// Memoised, like every field of the form pattern: see OutlinedField.
export const FormCheckbox = memo(FormCheckboxInner) as typeof FormCheckboxInner;
