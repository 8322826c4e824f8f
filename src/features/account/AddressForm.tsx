// One billing address through the form pattern: the country a choice, the postal code printable
// ASCII, the default flag. Used to edit an address (PUT /user/address/{id}) and, with the tax
// number, for the billing details (PUT /user/billing-details); after either the page's data is
// read again (spec §7: billing details, then refetch the addresses and the profile).
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { http, useLocale } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormCheckbox } from '../../ui/form/FormCheckbox.tsx';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormSelectField } from '../../ui/form/FormSelectField.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { saveBillingAddress, saveBillingDetails } from './api.ts';
import { addressBody, addressFormField, addressSchema, addressValues, billingDetailsUpdate, BILLING_COUNTRIES } from './address-schema.ts';
import { countryOptions } from './billing-logic.ts';
import type { PaymentDetailsData } from './loaders.ts';
import { SavedStatus } from './SavedStatus.tsx';

type Address = PaymentDetailsData['addresses'][string];

export type AddressFormProps =
  | { kind: 'address'; address: Address; offline: boolean; onSaved?: () => void }
  | { kind: 'billingDetails'; address: Address | null; taxNumber: string | null; offline: boolean };

export function AddressForm(props: AddressFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(false);
  const { address, offline } = props;
  const details = props.kind === 'billingDetails';
  const options = useMemo(
    () => countryOptions([...BILLING_COUNTRIES, ...(address ? [address.countryCode] : [])], locale),
    [address, locale],
  );
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: addressSchema,
    defaultValues: addressValues(address, details ? props.taxNumber : null),
    submit: async (values, signal) => {
      setSaved(false);
      if (details) await saveBillingDetails(http, billingDetailsUpdate(values), signal);
      else await saveBillingAddress(http, address?.id ?? '', addressBody(values), signal);
    },
    onSuccess: () => {
      setSaved(true);
      if (props.kind === 'address') props.onSaved?.();
      void revalidator.revalidate();
    },
    formField: addressFormField,
    failureMessage: (error) => failureView(error).key,
  });
  const { control } = form;
  const prefix = details ? 'billing-details' : 'address';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={details ? t('billingDetailsTitle') : t('addressEdit')}
      data-testid={`${prefix}-form`}
      sx={{ mt: 1 }}
    >
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormSelectField
        control={control}
        name="countryCode"
        label={t('addressCountry')}
        options={options}
        autoComplete="country"
        disabled={offline}
      />
      <FormTextField control={control} name="line1" label={t('addressLine1')} autoComplete="address-line1" disabled={offline} />
      <FormTextField control={control} name="city" label={t('addressCity')} autoComplete="address-level2" disabled={offline} />
      <FormTextField control={control} name="postalCode" label={t('addressPostalCode')} autoComplete="postal-code" disabled={offline} />
      {details ? (
        <FormTextField control={control} name="taxNumber" label={t('detailsTaxNumber')} autoComplete="off" disabled={offline} />
      ) : (
        <FormCheckbox control={control} name="default" label={t('addressMakeDefault')} disabled={offline} />
      )}
      <FormSubmitButton pending={pending} offline={offline} testId={`${prefix}-save`}>
        {details ? t('billingDetailsSave') : t('addressSave')}
      </FormSubmitButton>
      <SavedStatus message={saved ? (details ? t('billingDetailsSaved') : t('addressSaved')) : null} testId={`${prefix}-saved`} />
    </Box>
  );
}
