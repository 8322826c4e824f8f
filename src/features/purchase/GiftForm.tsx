// The form of a chosen gift (decision 0041), through the form pattern: the recipient's email,
// the number of periods within the gift's INT_RANGE and an optional note, checked on submit
// (gift-schema.ts, loaded then) with each problem under its field and nothing sent. The total
// follows the number typed. Submitted, it opens the gift's basket; the server's refusals land
// on their fields (its `options.numberOfPeriods.value` is the periods field).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Basket } from '../../contracts/commerce.ts';
import type { GiftItem } from '../../contracts/gifts.ts';
import { http, useLocale } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { formatPrice } from '../../lib/format.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { addGiftToBasket } from './api.ts';
import { giftBasketBody, giftFormField, giftTotal, periodsLabel, periodsWithin } from './gift-choice.ts';

/** A refusal that names no field of the form: the server's message key, else the failure's. */
const giftFailure = (error: unknown): string =>
  error instanceof ApiRequestError && error.body?.messageKey && error.body.messageKey !== 'generic'
    ? error.body.messageKey
    : failureView(error).key;

export function GiftForm({
  gift,
  countryCode,
  offline,
  onBasket,
}: {
  gift: GiftItem;
  countryCode: string | null;
  offline: boolean;
  onBasket: (basket: Basket) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { min, max, value } = gift.options.numberOfPeriods;
  const schema = useMemo(() => () => import('./gift-schema.ts').then((m) => m.giftFormSchema({ min, max })), [min, max]);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema,
    defaultValues: { recipientEmail: '', numberOfPeriods: String(value), note: '' },
    submit: (values, signal) => addGiftToBasket(http, gift.externalId, countryCode, giftBasketBody(values), signal),
    onSuccess: onBasket,
    formField: giftFormField,
    failureMessage: giftFailure,
  });
  const typed = useWatch({ control: form.control, name: 'numberOfPeriods' });
  const periods = periodsWithin(typed, { min, max });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('giftFormLabel', { name: gift.name })}
      data-testid="gift-form"
      sx={{ mt: 1 }}
    >
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormTextField
        control={form.control}
        name="recipientEmail"
        label={t('giftRecipientEmail')}
        type="email"
        inputMode="email"
        autoComplete="off"
        disabled={offline}
      />
      <FormTextField
        control={form.control}
        name="numberOfPeriods"
        label={t(periodsLabel(gift.period), { min, max })}
        inputMode="numeric"
        autoComplete="off"
        disabled={offline}
      />
      <FormTextField control={form.control} name="note" label={t('giftNote')} autoComplete="off" disabled={offline} />
      <Typography role="status" sx={{ fontWeight: 700, mt: 1 }} data-testid="gift-total">
        {periods === null ? '' : t('giftTotal', { amount: formatPrice(giftTotal(gift, periods), locale) })}
      </Typography>
      <FormSubmitButton pending={pending} offline={offline} testId="gift-continue">
        {t('giftContinue')}
      </FormSubmitButton>
    </Box>
  );
}
