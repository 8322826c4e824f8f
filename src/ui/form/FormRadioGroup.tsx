// One choice among a few shown at once (a saved card, a partition), bound to a form of the form
// pattern: a fieldset whose legend names it, native radio inputs (arrow keys move between them),
// an option that cannot be chosen disabled with its reason in its label, the error under the
// group and linked by aria-describedby.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { memo, useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n.ts';

export type RadioOption = { value: string; label: string; disabled?: boolean; testId?: string };

export type FormRadioGroupProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  options: readonly RadioOption[];
  disabled?: boolean;
};

function FormRadioGroupInner<T extends FieldValues>({ control, name, legend, options, disabled }: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { i18n } = useTranslation();
  const helperId = useId();
  const legendId = useId();
  const message = fieldState.error?.message ? messageText(i18n, fieldState.error.message) : null;
  return (
    <FormControl component="fieldset" error={Boolean(message)} disabled={disabled} sx={{ display: 'flex', my: 1 }}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-labelledby={legendId}
        {...(message ? { 'aria-describedby': helperId } : {})}
      >
        {options.map((option, i) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            control={<Radio slotProps={{ input: (i === 0 ? { ref: field.ref } : {}) as object }} />}
            data-testid={option.testId}
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}

// Memoised, like every field of the form pattern: see OutlinedField.
export const FormRadioGroup = memo(FormRadioGroupInner) as typeof FormRadioGroupInner;
