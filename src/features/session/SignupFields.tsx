// The realm's own sign-up fields (spec §3 "Sign-up form field"), in the server's order and
// sizes: full-width or half-width from a tablet up (one column on a phone). Labels and
// messages are label keys of the realm or its own words.
import Box from '@mui/material/Box';
import { memo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignupField } from '../../contracts/session.ts';
import { useLocale } from '../../lib/core/index.ts';
import { labelOrText } from '../../lib/i18n.ts';
import { FormCheckbox } from '../../ui/form/FormCheckbox.tsx';
import { FormSelectField } from '../../ui/form/FormSelectField.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { toLanguageTag } from '../../contracts/locale.ts';
import type { SignupValues } from './signup-schema.ts';

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  fullName: 'name',
  preferredName: 'nickname',
  phoneNumber: 'tel',
  birthDate: 'bday',
  country: 'country',
  countryCode: 'country',
};

function countryOptions(codes: readonly string[], locale: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' });
  } catch {
    names = null;
  }
  return codes.map((code) => ({ value: code, label: names?.of(code) ?? code })).toSorted((a, b) => a.label.localeCompare(b.label));
}

function SignupFieldInput({ field, control, disabled }: { field: SignupField; control: Control<SignupValues>; disabled: boolean }) {
  const { i18n } = useTranslation();
  const locale = useLocale();
  const label = labelOrText(i18n, field.fieldLabel);
  const autoComplete = AUTOCOMPLETE[field.fieldName];
  switch (field.fieldType) {
    case 'CHECKBOX':
      return <FormCheckbox control={control} name={field.fieldName} label={label} disabled={disabled} />;
    case 'COUNTRY':
      if (field.addressCountryRestriction && field.addressCountryRestriction.length > 0) {
        return (
          <FormSelectField
            control={control}
            name={field.fieldName}
            label={label}
            options={countryOptions(field.addressCountryRestriction, locale)}
            autoComplete="country"
            disabled={disabled}
          />
        );
      }
      return <FormTextField control={control} name={field.fieldName} label={label} autoComplete="country" disabled={disabled} />;
    case 'DATE':
      return (
        <FormTextField control={control} name={field.fieldName} label={label} type="date" autoComplete={autoComplete} disabled={disabled} />
      );
    case 'PHONE':
      return (
        <FormTextField
          control={control}
          name={field.fieldName}
          label={label}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          disabled={disabled}
        />
      );
    default:
      return <FormTextField control={control} name={field.fieldName} label={label} autoComplete={autoComplete} disabled={disabled} />;
  }
}

// Memoised (see CredentialFields): the form's re-render after mounting passes the same props.
export const SignupFields = memo(function SignupFields({
  fields,
  control,
  disabled,
}: {
  fields: SignupField[];
  control: Control<SignupValues>;
  disabled: boolean;
}) {
  if (fields.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {fields.map((field) => (
        <Box key={field.fieldName} sx={{ gridColumn: field.fieldSize === 'HALF' ? 'auto' : '1 / -1', minWidth: 0 }}>
          <SignupFieldInput field={field} control={control} disabled={disabled} />
        </Box>
      ))}
    </Box>
  );
});
