// A password input of the form pattern with a show/hide toggle (spec §5 "Password fields offer
// a show toggle"): an icon button with one accessible name ("Show password") whose pressed
// state says whether the password is shown, reachable by keyboard after the input.
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { memo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { VisibilityIcon, VisibilityOffIcon } from '../icons.tsx';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

export type FormPasswordFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'endAdornment'> & {
  /** Accessible name of the toggle, already translated ("Show password"). */
  toggleLabel: string;
};

function FormPasswordFieldInner<T extends FieldValues>({ toggleLabel, ...props }: FormPasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        aria-label={toggleLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        // Keeps the caret in the input when the toggle is clicked with a mouse.
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
        disabled={props.disabled}
      >
        {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );
  return <FormTextField {...props} type={visible ? 'text' : 'password'} endAdornment={toggle} />;
}

// Memoised, like every field of the form pattern: see OutlinedField.
export const FormPasswordField = memo(FormPasswordFieldInner) as typeof FormPasswordFieldInner;
