// What every MUI text field of the form pattern takes from its react-hook-form controller: the
// value (never undefined, so the input stays controlled), the ref, and the error under it in
// the viewer's language.
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';

export function useTextFieldBinding<T extends FieldValues>(control: Control<T>, name: Path<T>) {
  const { field, fieldState } = useController({ control, name });
  const { i18n } = useTranslation();
  const message = fieldState.error?.message;
  return {
    ...field,
    value: (field.value as string | undefined) ?? '',
    inputRef: field.ref,
    error: Boolean(message),
    helperText: message ? labelOrText(i18n, message) : undefined,
  };
}

/**
 * MUI's TextField, rendered again only when its props change. react-hook-form's controller
 * updates its own state in a layout effect when it mounts, and an update from a layout effect
 * renders synchronously: on a hydrating form that re-rendered every input in one long task.
 * The binding's handlers and ref are stable, so with stable slot props the input is skipped.
 */
export const StableTextField = memo(TextField) as typeof TextField;
