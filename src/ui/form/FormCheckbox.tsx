// A checkbox bound to a form of the form pattern (consent prompts): labelled by its text, its
// error under it and linked by aria-describedby, aria-invalid while the error shows.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';

export type FormCheckboxProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
};

export function FormCheckbox<T extends FieldValues>({ control, name, label, disabled }: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { i18n } = useTranslation();
  const helperId = useId();
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} sx={{ display: 'flex', mt: 1 }}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(message),
                ...(message ? { 'aria-describedby': helperId } : {}),
              } as object,
            }}
          />
        }
      />
      {message ? <FormHelperText id={helperId}>{labelOrText(i18n, message)}</FormHelperText> : null}
    </FormControl>
  );
}
