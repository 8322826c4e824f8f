// An outlined text input, or the browser's own select, with its label and message: what MUI's
// TextField renders for the form pattern, composed from TextField's own parts. TextField imports
// the menu select for its `select` prop (Select, Menu, Popover, Modal, their transitions), code
// every sign-in and sign-up page evaluated while starting and never ran.
// Memoised: react-hook-form's controller updates its own state in a layout effect when it
// mounts, and an update from a layout effect renders synchronously; on a hydrating form that
// rendered every input again in one long task. Its handlers and ref are stable, so the input
// is skipped when nothing it shows has changed.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { memo, useId, type ChangeEvent, type ReactNode, type RefCallback } from 'react';

export type OutlinedFieldProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  inputRef: RefCallback<HTMLInputElement | HTMLSelectElement>;
  label: string;
  error: boolean;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
  /** Inside the input's end (a password's show toggle). */
  endAdornment?: ReactNode;
  /** Attributes of the <input> itself (inputMode, autoCapitalize). */
  htmlInput?: Record<string, string>;
  /** The label stays above the input (dates and selects show their own placeholder). */
  shrinkLabel?: boolean;
  /** The <option>s of a native select; a text input without them. */
  options?: ReactNode;
};

export const OutlinedField = memo(function OutlinedField({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  error,
  helperText,
  type,
  autoComplete,
  disabled,
  endAdornment,
  htmlInput,
  shrinkLabel,
  options,
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const inputProps = { ...htmlInput, id, 'aria-describedby': helperId };
  return (
    <FormControl fullWidth margin="normal" error={error} disabled={disabled}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {options !== undefined ? (
        <NativeSelect
          input={<OutlinedInput label={label} notched />}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={inputRef}
          autoComplete={autoComplete}
          inputProps={inputProps}
        >
          {options}
        </NativeSelect>
      ) : (
        <OutlinedInput
          label={label}
          notched={shrinkLabel}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={inputRef}
          type={type}
          autoComplete={autoComplete}
          endAdornment={endAdornment}
          inputProps={inputProps}
        />
      )}
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
