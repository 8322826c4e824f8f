// The card payment form of the card step and of the pay page (decision 0042). A signed-in
// customer with saved cards picks one (the first that has not expired is chosen) or "a new
// card"; a new card is typed with the browser's card autocomplete names and a numeric keyboard,
// and may be kept for later. Saved cards come a page at a time (spec §4: next pages appended).
// Paying is the caller's: the walk's attempt (use-flow.ts) or the pay page's (pay-attempt.ts).
// A basket that starts a free trial states its terms above the button; where the realm's trial
// is compulsory a box acknowledging them must be ticked first (spec §4: NONE → REQUIRED →
// ACKNOWLEDGED; the server refuses the pay without it too).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Basket } from '../../contracts/commerce.ts';
import type { cardPage } from '../../contracts/payments.ts';
import { http, useLocale, useMutation } from '../../lib/core/index.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatBillingDate } from '../../lib/money-format.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormCheckbox } from '../../ui/form/FormCheckbox.tsx';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormRadioGroup, type RadioOption } from '../../ui/form/FormRadioGroup.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import type { z } from 'zod';
import { loadCards } from './api.ts';
import type { PaymentChoice } from './card-schema.ts';
import { cardExpired, cardParts, firstUsable, mergeCardPages } from './saved-cards.ts';
import { paymentFailureKey } from './payment-outcome.ts';

export type CardPage = z.infer<typeof cardPage>;

const loadSchemas = () => import('./card-schema.ts');
const NEW_CARD = 'new';

export type CardPaymentProps = {
  basket: Basket;
  /** The first page of saved cards, or null (a visitor, or the cards could not be read). */
  cards: CardPage | null;
  offline: boolean;
  pay: (choice: PaymentChoice, signal: AbortSignal) => Promise<void>;
  /** The realm's trial is compulsory and this basket starts one: the terms must be acknowledged. */
  trialRequired: boolean;
  /** The terms' box ticked or unticked (the walk keeps it in its state). */
  onTrialAcknowledged?: (acknowledged: boolean) => void;
};

export function CardPayment({ basket, cards: firstPage, offline, pay, trialRequired, onTrialAcknowledged }: CardPaymentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [cards, setCards] = useState<CardPage | null>(firstPage);
  const now = useMemo(() => new Date(), []);
  const saved = cards?.cards ?? [];
  const usable = firstUsable(saved, now);
  const schema = useCallback(() => loadSchemas().then((m) => m.paymentSchema(trialRequired)), [trialRequired]);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema,
    defaultValues: {
      method: usable?.id ?? NEW_CARD,
      number: '',
      expiry: '',
      cvc: '',
      holderName: '',
      saveCard: false,
      freeTrialAcknowledged: false,
    },
    submit: async (values, signal) => pay((await loadSchemas()).paymentChoiceOf(values), signal),
    formField: (wire) => (wire.startsWith('card.') ? wire.slice(5) : wire === 'cardId' ? 'method' : wire),
    failureMessage: paymentFailureKey,
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const acknowledged = useWatch({ control: form.control, name: 'freeTrialAcknowledged' });
  useEffect(() => {
    onTrialAcknowledged?.(acknowledged);
  }, [acknowledged, onTrialAcknowledged]);
  const trial = basket.freeTrial;
  const more = useMutation(async (page: number, signal: AbortSignal) => {
    const next = await loadCards(http, page, signal);
    setCards((current) => (current ? mergeCardPages(current, next) : next));
  });
  const options: RadioOption[] = [
    ...saved.map((c) => ({
      value: c.id,
      label: cardExpired(c, now) ? t('savedCardExpired', cardParts(c)) : t('savedCardLabel', cardParts(c)),
      disabled: cardExpired(c, now),
      testId: `saved-card-${c.lastFour}`,
    })),
    { value: NEW_CARD, label: t('savedCardNew'), testId: 'saved-card-new' },
  ];
  const hasMore = cards !== null && cards.cardsCurrentPage < cards.cardsTotalPages;
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('purchaseStepCard')}>
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      {saved.length > 0 ? (
        <Box data-testid="saved-cards">
          <FormRadioGroup control={form.control} name="method" legend={t('savedCardsLegend')} options={options} disabled={offline} />
          {hasMore ? (
            <Button
              onClick={() => void more.run((cards?.cardsCurrentPage ?? 1) + 1)}
              disabled={offline || more.pending}
              sx={{ minHeight: 44, mb: 1 }}
              data-testid="saved-cards-more"
            >
              {t('savedCardsMore')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {method === NEW_CARD ? (
        <Box data-testid="new-card">
          <FormTextField
            control={form.control}
            name="number"
            label={t('cardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            disabled={offline}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <FormTextField
              control={form.control}
              name="expiry"
              label={t('cardExpiry')}
              autoComplete="cc-exp"
              inputMode="numeric"
              disabled={offline}
            />
            <FormTextField
              control={form.control}
              name="cvc"
              label={t('cardCvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              disabled={offline}
            />
          </Box>
          <FormTextField control={form.control} name="holderName" label={t('cardName')} autoComplete="cc-name" disabled={offline} />
          <FormCheckbox control={form.control} name="saveCard" label={t('cardSave')} disabled={offline} />
        </Box>
      ) : null}
      {trial ? (
        <Box
          component="section"
          aria-labelledby="trial-terms-title"
          data-testid="trial-terms"
          sx={{ mt: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'secondary.main' }}
        >
          <Typography id="trial-terms-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('trialTermsTitle')}
          </Typography>
          <Typography variant="body2">
            {t('trialTerms', {
              days: trial.days,
              date: formatBillingDate(trial.endsAt, locale),
              price: formatPrice(trial.firstCharge, locale),
            })}
          </Typography>
          {trialRequired ? (
            <FormCheckbox control={form.control} name="freeTrialAcknowledged" label={t('trialAcknowledge')} disabled={offline} />
          ) : null}
        </Box>
      ) : null}
      <FormSubmitButton pending={pending} offline={offline} testId="pay-card">
        {pending ? t('paymentPending') : trial ? t('trialStart') : t('payNow', { amount: formatPrice(basket.total, locale) })}
      </FormSubmitButton>
    </Box>
  );
}
