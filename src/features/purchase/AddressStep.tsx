// Step 3: the billing address (country and postal code), saved as the customer's default; the
// basket is opened again for that country, so its tax follows it.
import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Basket } from '../../contracts/commerce.ts';
import { toLanguageTag } from '../../contracts/locale.ts';
import { http, useLocale } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormSelectField } from '../../ui/form/FormSelectField.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { loadBillingAddresses } from './api.ts';
import type { PurchaseFlow } from './use-flow.ts';

/** The countries offered: where the demo has tax rates, and a few without (their rate is unknown). */
const COUNTRIES = ['GB', 'IE', 'DE', 'FR', 'ES', 'PT', 'NL', 'BR', 'US', 'CA', 'AU', 'JP'] as const;

const loadSchema = () => import('./card-schema.ts').then((m) => m.addressSchema);

export function AddressStep({ flow, basket, offline }: { flow: PurchaseFlow; basket: Basket; offline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' });
    return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [locale]);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: loadSchema,
    defaultValues: { countryCode: basket.taxRateEstimated.countryCode ?? '', postalCode: '' },
    submit: (values, signal) => flow.saveAddress(values.countryCode, values.postalCode || undefined, signal),
    formField: (wire) => wire.replace(/^address\./, ''),
  });
  // The address saved last time (the default one) fills the form, so a second purchase does not
  // ask for it again; whatever the viewer has typed meanwhile is kept. Without it (none saved,
  // offline) the form stays as it is.
  useEffect(() => {
    const controller = new AbortController();
    loadBillingAddresses(http, controller.signal)
      .then((addresses) => {
        const saved = Object.values(addresses);
        const chosen = saved.find((a) => a.default) ?? saved[0];
        if (!chosen || !(COUNTRIES as readonly string[]).includes(chosen.countryCode)) return;
        form.reset({ countryCode: chosen.countryCode, postalCode: chosen.postalCode ?? '' }, { keepDirtyValues: true });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [form]);
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('purchaseStepAddress')}>
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormSelectField
        control={form.control}
        name="countryCode"
        label={t('addressCountry')}
        options={options}
        autoComplete="country"
        disabled={offline}
      />
      <FormTextField
        control={form.control}
        name="postalCode"
        label={t('addressPostalCode')}
        autoComplete="postal-code"
        disabled={offline}
      />
      <FormSubmitButton pending={pending} offline={offline} testId="address-save">
        {t('addressSave')}
      </FormSubmitButton>
    </Box>
  );
}
