// What every MUI text field of the form pattern takes from its react-hook-form controller: the
// value (never undefined, so the input stays controlled), the ref, and the error under it in
// the viewer's language.
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n.ts';

export function useTextFieldBinding<T extends FieldValues>(control: Control<T>, name: Path<T>) {
  const { field, fieldState } = useController({ control, name });
  const { i18n } = useTranslation();
  const message = fieldState.error?.message;
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(message),
    helperText: message ? messageText(i18n, message) : undefined,
  };
}
